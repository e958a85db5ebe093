/* gg-play-view.h: a rule set's play at the table, one widget docked in the window's sidebar: La
 * Bella Gigogin's Play panel (chits, activation cards, log), the d6 rules' Turn panel (the
 * sequence of play and its panes). The window knows them only through this interface, as GNOME
 * Calendar's window knows its views through GcalView: it asks gg_play_view_type_for()
 * (gg-play-views.h, the window's level, which knows every view) which implementation a game is
 * played with, makes it, shows it and enables its actions, with no branch on the rule set. A new
 * rule set adds its widget and one line in gg-play-views.c. */
#pragma once

#include <gtk/gtk.h>

#include "gg-document.h"
#include "gg-overlays.h"
#include "gg-selection.h"
#include "gg-table-rules.h"

G_BEGIN_DECLS

#define GG_TYPE_PLAY_VIEW (gg_play_view_get_type ())
G_DECLARE_INTERFACE (GgPlayView, gg_play_view, GG, PLAY_VIEW, GtkWidget)

struct _GgPlayViewInterface
{
  GTypeInterface parent_iface;

  /* Its page in the window's sidebar: the page's name, its title (untranslated, N_()) and its
   * icon. */
  const char *page, *title, *icon;
  /* The rule set it plays (gg_play_view_plays()). */
  GgRuleset ruleset;
  /* The window action that shows it (its header button and shortcut name that action), and the
   * one that opens its rules' settings, or NULL. Only the actions of the game's own view are
   * enabled (gg_window_actions_update()). */
  const char *show_action, *settings_action;
  /* Its rules' settings window over @parent for @document's game (NULL when settings_action is
   * NULL); a class function: the settings open before the view is first shown. */
  GtkWindow *(*settings_new) (GtkWindow *parent, GgDocument *document);
  /* The side panel's details of the selected group, in its rules' words (gg-play-details.h),
   * appended to @s; a class function, as the side panel shows them without the view. */
  void (*details) (GString *s, GgGame *game, GgTableRules *rules, GgSelection *selection,
                   GgUnit unit, GgOverlayData *overlays);
};

/* The interface of @type (no instance needed: the window enables actions before making one). */
const GgPlayViewInterface *gg_play_view_type_get_iface (GType type);
/* Whether @game is played with views of @type (FALSE for no game). */
gboolean gg_play_view_type_plays (GType type, const GgGame *game);
/* Whether @game is played with @self's type: a view kept while another game is opened ignores
 * that game. */
gboolean gg_play_view_plays (GgPlayView *self, const GgGame *game);

G_END_DECLS

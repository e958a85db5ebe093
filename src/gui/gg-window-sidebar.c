/* gg-window-sidebar.c: the panels docked beside the table. The selection's side panel, the Play
 * panel (La Bella Gigogin) and the Turn panel (d6), each a play view (gg-play-view.h), are pages of one sidebar, an AdwFlap that lies
 * beside the table on a wide window and folds over it on a narrow one, where the header bar
 * drops what the menu and the sidebar already offer. */
#include "gg-config.h"

#include "gg-window-private.h"

#include <glib/gi18n.h>

AdwViewStackPage *
_gg_window_sidebar_add (GgWindow *self, GtkWidget *child, const char *name, const char *title,
                        const char *icon)
{
  AdwViewStackPage *page = adw_view_stack_add_titled (self->sidebar_stack, child, name, title);

  adw_view_stack_page_set_icon_name (page, icon);
  return page;
}

void
_gg_window_sidebar_remove (GgWindow *self, const char *name)
{
  GtkWidget *child = adw_view_stack_get_child_by_name (self->sidebar_stack, name);

  if (child == NULL)
    return;
  if (adw_flap_get_folded (self->flap) &&
      g_strcmp0 (adw_view_stack_get_visible_child_name (self->sidebar_stack), name) == 0)
    adw_flap_set_reveal_flap (self->flap, FALSE);
  adw_view_stack_remove (self->sidebar_stack, child);
}

void
_gg_window_show_sidebar (GgWindow *self, const char *name)
{
  adw_view_stack_set_visible_child_name (self->sidebar_stack, name);
  adw_flap_set_reveal_flap (self->flap, TRUE);
}

static const GgPlayViewInterface *
play_iface (GgWindow *self)
{
  return self->play_type != G_TYPE_NONE ? gg_play_view_type_get_iface (self->play_type) : NULL;
}

/* Shows only the play view of the game's rules (the others are kept, hidden, for the next game
 * of theirs); the sidebar leaves a hidden page for the selection. */
static void
show_game_view (GgWindow *self)
{
  const char *visible = adw_view_stack_get_visible_child_name (self->sidebar_stack);
  GHashTableIter iter;
  gpointer type, view;

  g_hash_table_iter_init (&iter, self->play_views);
  while (g_hash_table_iter_next (&iter, &type, &view))
    {
      AdwViewStackPage *page = adw_view_stack_get_page (self->sidebar_stack, view);
      gboolean game_s = GPOINTER_TO_SIZE (type) == self->play_type;

      adw_view_stack_page_set_visible (page, game_s);
      if (!game_s && g_strcmp0 (visible, adw_view_stack_page_get_name (page)) == 0)
        adw_view_stack_set_visible_child_name (self->sidebar_stack, "selection");
    }
}

/* Whether the header's @button shows the game's play view: it names that view's action. */
static gboolean
shows_play (GgWindow *self, GtkWidget *button)
{
  const GgPlayViewInterface *iface = play_iface (self);

  return iface != NULL && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)),
                                     iface->show_action) == 0;
}

static gboolean
compact_header (gpointer data)
{
  GgWindow *self = data;
  gboolean narrow = adw_flap_get_folded (self->flap);

  self->compact_id = 0;
  /* Open is in the main menu, Play and Turn are pages of the sidebar */
  gtk_widget_set_visible (self->open_button, !narrow);
  gtk_widget_set_visible (self->play_button, !narrow && shows_play (self, self->play_button));
  gtk_widget_set_visible (self->turn_button, !narrow && shows_play (self, self->turn_button));
  return G_SOURCE_REMOVE;
}

/* The flap folds while the window is being laid out; the header changes after that pass. */
static void
folded_cb (GgWindow *self)
{
  if (self->compact_id == 0)
    self->compact_id = g_idle_add (compact_header, self);
}

/* The play view of the game's rules (gg_play_view_type_for(), the one place that picks it), and
 * the header's buttons with it. */
void
_gg_window_sidebar_follow_game (GgWindow *self)
{
  self->play_type = gg_play_view_type_for (gg_document_get_game (self->document));
  show_game_view (self);
  compact_header (self);
}

GgPlayView *
_gg_window_get_play_view (GgWindow *self)
{
  return g_hash_table_lookup (self->play_views, GSIZE_TO_POINTER (self->play_type));
}

GgPlayView *
_gg_window_show_play (GgWindow *self)
{
  const GgPlayViewInterface *iface = play_iface (self);
  GgPlayView *view = _gg_window_get_play_view (self);

  if (iface == NULL)
    return NULL;
  if (view == NULL)
    {
      view = gg_play_view_new (self->play_type, self->document);
      g_hash_table_insert (self->play_views, GSIZE_TO_POINTER (self->play_type), view);
      _gg_window_sidebar_add (self, GTK_WIDGET (view), iface->page, _(iface->title), iface->icon);
    }
  _gg_window_show_sidebar (self, iface->page);
  return view;
}

void
_gg_window_sidebar_dispose (GgWindow *self)
{
  g_clear_handle_id (&self->compact_id, g_source_remove);
  g_clear_pointer (&self->play_views, g_hash_table_unref); /* the stack owns the views */
}

void
_gg_window_class_init_sidebar (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, GgWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, GgWindow, sidebar_stack);
  gtk_widget_class_bind_template_child (widget_class, GgWindow, open_button);
  gtk_widget_class_bind_template_child (widget_class, GgWindow, play_button);
  gtk_widget_class_bind_template_child (widget_class, GgWindow, turn_button);
  gtk_widget_class_bind_template_child (widget_class, GgWindow, legend_button);
  gtk_widget_class_bind_template_callback (widget_class, folded_cb);
}

void
_gg_window_setup_sidebar (GgWindow *self)
{
  GtkWidget *side = GTK_WIDGET (gg_table_view_get_side_panel (self->table_view));

  self->play_views = g_hash_table_new (NULL, NULL);
  self->play_type = G_TYPE_NONE;
  gg_side_panel_set_play_views (GG_SIDE_PANEL (side), gg_play_view_type_for);
  _gg_window_sidebar_add (self, side, "selection", _("Selection"), "edit-select-all-symbolic");
  adw_view_stack_set_visible_child_name (self->sidebar_stack, "selection");
}

GgPlayPanel *
gg_window_get_play_panel (GgWindow *self)
{
  GgPlayView *view = _gg_window_get_play_view (self);

  return GG_IS_PLAY_PANEL (view) ? GG_PLAY_PANEL (view) : NULL;
}

gboolean
gg_window_get_sidebar_shown (GgWindow *self, const char *page)
{
  return adw_flap_get_reveal_flap (self->flap) && gtk_widget_get_mapped (GTK_WIDGET (self->flap)) &&
         (page == NULL ||
          g_strcmp0 (adw_view_stack_get_visible_child_name (self->sidebar_stack), page) == 0);
}

gboolean
gg_window_get_sidebar_folded (GgWindow *self)
{
  return adw_flap_get_folded (self->flap);
}

/* gg-window-sidebar.c: the panels docked beside the table. The selection's side panel, the Play
 * panel (La Bella Gigogin) and the Turn panel (d6) are pages of one sidebar, an AdwFlap that lies
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

/* Shows only the pages of the game's rules: Play for La Bella Gigogin, Turn for d6. */
static void
set_ruleset (GgWindow *self, gboolean d6)
{
  GtkWidget *play = GTK_WIDGET (self->play_panel);
  const char *visible = adw_view_stack_get_visible_child_name (self->sidebar_stack);

  if (play != NULL)
    adw_view_stack_page_set_visible (adw_view_stack_get_page (self->sidebar_stack, play), !d6);
  if (d6 && g_strcmp0 (visible, "play") == 0)
    adw_view_stack_set_visible_child_name (self->sidebar_stack, "selection");
}

static gboolean
compact_header (gpointer data)
{
  GgWindow *self = data;
  gboolean narrow = adw_flap_get_folded (self->flap);

  self->compact_id = 0;
  /* Open is in the main menu, Play and Turn are pages of the sidebar */
  gtk_widget_set_visible (self->open_button, !narrow);
  gtk_widget_set_visible (self->play_button, !narrow && !self->d6);
  gtk_widget_set_visible (self->turn_button, !narrow && self->d6);
  return G_SOURCE_REMOVE;
}

/* The flap folds while the window is being laid out; the header changes after that pass. */
static void
folded_cb (GgWindow *self)
{
  if (self->compact_id == 0)
    self->compact_id = g_idle_add (compact_header, self);
}

/* The header's Play and Turn buttons follow the game's rules (and the window's width). */
void
_gg_window_sidebar_update_buttons (GgWindow *self, gboolean d6)
{
  self->d6 = d6;
  set_ruleset (self, d6);
  compact_header (self);
}

void
_gg_window_show_play (GgWindow *self)
{
  if (self->d6)
    return; /* La Bella Gigogin's chits and activations: a d6 game has the Turn panel */
  if (self->play_panel == NULL)
    {
      self->play_panel = GG_PLAY_PANEL (gg_play_panel_new (self->document));
      _gg_window_sidebar_add (self, GTK_WIDGET (self->play_panel), "play",
                              _("Play"), "media-playback-start-symbolic");
    }
  _gg_window_show_sidebar (self, "play");
}

void
_gg_window_sidebar_dispose (GgWindow *self)
{
  g_clear_handle_id (&self->compact_id, g_source_remove);
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

  _gg_window_sidebar_add (self, side, "selection", _("Selection"), "edit-select-all-symbolic");
  adw_view_stack_set_visible_child_name (self->sidebar_stack, "selection");
}

GgPlayPanel *
gg_window_get_play_panel (GgWindow *self)
{
  return self->play_panel;
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

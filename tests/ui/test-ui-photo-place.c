/* test-ui-photo-place.c: Place Squads from Photo in the app, under a real display (Xvfb): the
 * photo panel's button opens the review, which names every squad found with how far it moved,
 * the squad whose card is under a hand, and the squad that moved further than its allowance;
 * nothing changes until Apply; Apply moves the squads as one undoable step entered in the
 * referee's log with the photo; Undo puts every figure back. A photo with no squad marker says
 * so and leaves Apply off. With GG_PHOTO_SHOT naming a folder, the review is kept there. */
#include "gg-config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "gg-game-background.h"
#include "gg-game-state.h"
#include "gg-log.h"
#include "gg-photo-panel.h"
#include "gg-photo-place-dialog.h"

#include "squad-scene.h"
#include "ui-harness.h"

static char *tmp_dir; /* this run's own */

static GgPhotoPanel *
find_photo_panel (GtkWidget *widget)
{
  return GG_PHOTO_PANEL (find_type (widget, GG_TYPE_PHOTO_PANEL));
}

/* The game before the photo: every figure of the scene 30 mm right and 20 mm up of where the
 * photo has it, turned 10°; squad @far_squad (an index) 400 mm further up. */
static GgGame *
scene_game (const SquadScene *s, int far_squad)
{
  GgGame *game = gg_game_new ();

  game->width = s->table_w;
  game->depth = s->table_d;
  game->units = GG_UNIT_MM;
  for (guint i = 0; i < s->squads->len; i++)
    {
      const SceneSquad *q = &g_array_index (s->squads, SceneSquad, i);

      for (guint k = 0; k <= q->n_followers; k++)
        {
          g_autofree char *id = g_strdup_printf ("%c%d-%u", q->side, q->number, k);
          GgFigure *f = gg_figure_new (id);

          f->side = q->side;
          f->squad = q->number;
          f->role = g_strdup (k ? "1" : "L1");
          f->base =
            (GgBase){ .shape = GG_BASE_RECT, .front = GG_SCENE_BASE, .depth = GG_SCENE_BASE };
          f->base.centre.x = (k ? q->fx[k - 1] : q->x) + 30;
          f->base.centre.y = (k ? q->fy[k - 1] : q->y) + 20 + ((int) i == far_squad ? 400 : 0);
          f->base.facing = fmod (q->facing + 10, 360);
          g_assert_true (gg_game_add_figure (game, f));
        }
    }
  return game;
}

/* The main window as large as the screen (the screenshots' sizes are the screen's). */
static GgWindow *
screen_window (void)
{
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());
  g_autoptr (GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  GdkRectangle r = { 0, 0, 1366, 768 };

  if (monitor != NULL)
    gdk_monitor_get_geometry (monitor, &r);
  return ui_window_new (r.width, r.height);
}

static cairo_surface_t *
surface_of (GtkWidget *widget)
{
  int w, h;
  gsize stride;
  g_autofree guchar *pixels = ui_render_pixels (widget, &w, &h, &stride);
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);

  cairo_surface_flush (s);
  for (int y = 0; y < h; y++)
    memcpy (cairo_image_surface_get_data (s) + (gsize) y * cairo_image_surface_get_stride (s),
            pixels + (gsize) y * stride, (gsize) w * 4);
  cairo_surface_mark_dirty (s);
  return s;
}

/* With GG_PHOTO_SHOT naming a folder, the screen as a person sees it: the main window, the
 * review centred over it, as @name-WxH.png. */
static void
save_screen (GgWindow *window, GtkWidget *dialog, const char *name)
{
  const char *dir = g_getenv ("GG_PHOTO_SHOT");
  cairo_surface_t *back, *front;
  g_autofree char *file = NULL, *path = NULL;
  int w, h;
  cairo_t *cr;

  if (dir == NULL)
    return;
  back = surface_of (GTK_WIDGET (window));
  front = surface_of (dialog);
  w = cairo_image_surface_get_width (back), h = cairo_image_surface_get_height (back);
  cr = cairo_create (back);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3); /* the modal shade */
  cairo_paint (cr);
  cairo_set_source_surface (cr, front, (w - cairo_image_surface_get_width (front)) / 2.0,
                            (h - cairo_image_surface_get_height (front)) / 2.0);
  cairo_paint (cr);
  cairo_destroy (cr);
  file = g_strdup_printf ("%s-%dx%d.png", name, w, h);
  path = g_build_filename (dir, file, NULL);
  g_assert_cmpint (cairo_surface_write_to_png (back, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (back);
  cairo_surface_destroy (front);
}

/* How many buttons and rows under @widget a screen reader would meet without a name: a button
 * with neither a label nor an accessible LABEL, a row without a title. */
static guint
unnamed (GtkWidget *widget)
{
  guint n = 0;

  if (GTK_IS_BUTTON (widget) && gtk_widget_get_visible (widget) &&
      gtk_button_get_label (GTK_BUTTON (widget)) == NULL &&
      !gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    n++;
  if (ADW_IS_PREFERENCES_ROW (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), "") == 0)
    n++;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    n += unnamed (c);
  return n;
}

/* Opens the review from the photo panel and waits for the worker thread. */
static GgPhotoPlaceDialog *
open_review (GgWindow *w)
{
  GgPhotoPlaceDialog *dialog;

  gg_photo_panel_place_squads (find_photo_panel (GTK_WIDGET (w)));
  dialog = GG_PHOTO_PLACE_DIALOG (find_toplevel (GG_TYPE_PHOTO_PLACE_DIALOG));
  g_assert_nonnull (dialog);
  for (int i = 0; i < 6000 && !gg_photo_place_dialog_is_ready (dialog); i++)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
  g_assert_true (gg_photo_place_dialog_is_ready (dialog));
  spin (100);
  return dialog;
}

static void
test_review_apply_undo (void)
{
  g_auto (SquadScene) s = { 0 };
  g_autoptr (GdkPixbuf) photo = NULL;
  g_autofree char *path = g_build_filename (tmp_dir, "table.jpg", NULL);
  GgWindow *w = screen_window ();
  GgDocument *doc = gg_window_get_document (w);
  GgLog *log;
  GgGame *game;
  GgPhotoPlaceDialog *dialog;
  const GgPhotoPlacement *p;
  g_autoptr (GPtrArray) before = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *apply;
  double corners[8];
  guint n_log;

  squad_scene_init (&s, 'A', 8, 40, 11);
  g_array_index (s.squads, SceneSquad, 2).covered = TRUE; /* squad A2: a hand over its card */
  photo = squad_scene_photo (&s, 11);
  g_assert_true (gdk_pixbuf_save (photo, path, "jpeg", NULL, "quality", "90", NULL));
  g_assert_true (gg_photo_find_markers (photo, corners, NULL));
  gg_document_set_game (doc, scene_game (&s, 5), NULL, "squads");
  game = gg_document_get_game (doc);
  gg_document_add_photo (doc, gg_background_photo_new (path, corners), 0.5);
  spin (100);
  log = gg_document_get_state (doc)->log;
  n_log = gg_log_get_n_entries (log);
  for (guint i = 0; i < game->figures->len; i++)
    g_ptr_array_add (before,
                     g_memdup2 (&((GgFigure *) game->figures->pdata[i])->base, sizeof (GgBase)));

  dialog = open_review (w);
  p = gg_photo_place_dialog_get_placement (dialog);
  g_assert_nonnull (p);
  g_assert_cmpuint (p->found, ==, 7);
  g_assert_cmpuint (p->missing, ==, 1);
  /* the squads found, how far they moved, the one not found, the one moved too far */
  g_assert_true (has_label (GTK_WIDGET (dialog), "7 of 8 squads found in the photo"));
  g_assert_true (has_label (GTK_WIDGET (dialog), "Squad A1 (leader A1-0)"));
  for (guint i = 0; i < p->squads->len; i++)
    {
      const GgPhotoSquadPlace *sp = &g_array_index (p->squads, GgPhotoSquadPlace, i);
      g_autofree char *moved = g_strdup_printf ("Moved %.0f mm", sp->moved_mm);

      if (!sp->found)
        continue;
      if (sp->side != 'B' || sp->squad != 3)
        g_assert_cmpfloat (fabs (sp->moved_mm - hypot (30, 20)), <, 2);
      g_assert_true (has_label (GTK_WIDGET (dialog), moved));
    }
  g_assert_true (has_label (GTK_WIDGET (dialog), "Not Found"));
  g_assert_true (has_label (GTK_WIDGET (dialog), "squad A2: no card seen"));
  g_assert_true (has_label (GTK_WIDGET (dialog), "Disagrees with the Game"));
  g_assert_true (has_label (GTK_WIDGET (dialog), "further than its allowance of 150 mm"));
  g_assert_cmpuint (unnamed (GTK_WIDGET (dialog)), ==, 0);
  ui_save_png (GTK_WIDGET (dialog), "GG_PHOTO_SHOT", "place-review");
  save_screen (w, GTK_WIDGET (dialog), "place-review-screen");
  /* nothing changed yet */
  for (guint i = 0; i < game->figures->len; i++)
    g_assert_cmpmem (&((GgFigure *) game->figures->pdata[i])->base, sizeof (GgBase),
                     before->pdata[i], sizeof (GgBase));
  g_assert_cmpstr (gg_document_get_undo_label (doc), ==, "Add Photo");

  apply = find_button (GTK_WIDGET (dialog), "_Apply");
  g_assert_nonnull (apply);
  g_assert_true (gtk_widget_is_sensitive (apply));
  g_signal_emit_by_name (apply, "clicked");
  spin (50);
  g_assert_null (find_toplevel (GG_TYPE_PHOTO_PLACE_DIALOG));
  /* every squad found stands where the photo has it; A2 where it was */
  for (guint i = 0; i < s.squads->len; i++)
    {
      const SceneSquad *q = &g_array_index (s.squads, SceneSquad, i);
      g_autofree char *id = g_strdup_printf ("%c%d-0", q->side, q->number);
      const GgFigure *leader = gg_game_lookup_figure (game, id);
      double d = hypot (leader->base.centre.x - q->x, leader->base.centre.y - q->y);

      if (q->covered)
        g_assert_cmpfloat (fabs (d - hypot (30, 20)), <, 1e-9);
      else
        g_assert_cmpfloat (d, <, 2);
    }
  g_assert_cmpstr (gg_document_get_undo_label (doc), ==, "Place Squads from Photo");
  g_assert_cmpuint (gg_log_get_n_entries (log), ==, n_log + 1);
  {
    g_autofree char *text = gg_log_entry_render (gg_log_get_entry (log, n_log));

    g_assert_nonnull (strstr (text, "table.jpg"));
    g_assert_nonnull (strstr (text, "7 found"));
    g_assert_nonnull (strstr (text, "not found, not moved: A2"));
  }
  /* one Undo puts every figure back */
  g_assert_true (gg_document_undo (doc));
  for (guint i = 0; i < game->figures->len; i++)
    g_assert_cmpmem (&((GgFigure *) game->figures->pdata[i])->base, sizeof (GgBase),
                     before->pdata[i], sizeof (GgBase));
  g_assert_cmpstr (gg_document_get_undo_label (doc), ==, "Add Photo");
  g_assert_true (gg_document_redo (doc));
  g_assert_cmpstr (gg_document_get_undo_label (doc), ==, "Place Squads from Photo");

  /* Cancel changes nothing */
  dialog = open_review (w);
  g_assert_nonnull (gg_photo_place_dialog_get_placement (dialog));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "window.close", NULL);
  spin (50);
  g_assert_null (find_toplevel (GG_TYPE_PHOTO_PLACE_DIALOG));
  g_assert_cmpstr (gg_document_get_undo_label (doc), ==, "Place Squads from Photo");

  gtk_window_destroy (GTK_WINDOW (w));
  spin (50);
  g_unlink (path);
}

/* A photo of the table with no squad marker: the review says so, Apply stays off. */
static void
test_no_markers (void)
{
  g_auto (SquadScene) s = { 0 }, bare = { 0 };
  g_autoptr (GdkPixbuf) photo = NULL;
  g_autofree char *path = g_build_filename (tmp_dir, "bare.jpg", NULL);
  GgWindow *w = screen_window ();
  GgDocument *doc = gg_window_get_document (w);
  GgPhotoPlaceDialog *dialog;
  double corners[8];

  squad_scene_init (&s, 'A', 4, 40, 5);
  squad_scene_init (&bare, 'A', 0, 40, 5);
  photo = squad_scene_photo (&bare, 5);
  g_assert_true (gdk_pixbuf_save (photo, path, "jpeg", NULL, "quality", "90", NULL));
  g_assert_true (gg_photo_find_markers (photo, corners, NULL));
  gg_document_set_game (doc, scene_game (&s, -1), NULL, "squads");
  gg_document_add_photo (doc, gg_background_photo_new (path, corners), 0.5);
  spin (50);
  dialog = open_review (w);
  g_assert_null (gg_photo_place_dialog_get_placement (dialog));
  g_assert_true (has_label (GTK_WIDGET (dialog), "no squad marker is in the photo"));
  g_assert_true (has_label (GTK_WIDGET (dialog), "The game is unchanged."));
  g_assert_false (gtk_widget_is_sensitive (find_button (GTK_WIDGET (dialog), "_Apply")));
  g_assert_cmpuint (unnamed (GTK_WIDGET (dialog)), ==, 0);
  ui_save_png (GTK_WIDGET (dialog), "GG_PHOTO_SHOT", "place-no-markers");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpstr (gg_document_get_undo_label (doc), ==, "Add Photo");
  gtk_window_destroy (GTK_WINDOW (w));
  spin (50);
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  int status;

  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
  tmp_dir = g_dir_make_tmp ("gg-ui-photo-place-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_test_add_func ("/ui/photo-place/review-apply-undo", test_review_apply_undo);
  g_test_add_func ("/ui/photo-place/no-markers", test_no_markers);
  status = ui_harness_run ();
  g_rmdir (tmp_dir);
  g_free (tmp_dir);
  return status;
}

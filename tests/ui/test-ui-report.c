/* test-ui-report.c: Export Battle Report…: the window's action opens the dialog; a game not
 * begun is told it has nothing to report; on a game played, the dialog previews the first page
 * and writes the PDF and the web folder through the core, the progress bar full at the end. */
#include "ui-harness.h"

#include "gg-report-dialog.h"
#include "report-scene.h"

/* The demo battle has not begun: the dialog opens from the menu's action and says why the
 * report cannot be made, its Export button off. */
static void
test_not_begun (void)
{
  GgWindow *window = ui_harness_open_demo (1366, 768, 100);
  GtkWidget *dialog;
  GtkWidget *export;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export-report", NULL));
  spin (100);
  dialog = GTK_WIDGET (find_toplevel (GG_TYPE_REPORT_DIALOG));
  g_assert_nonnull (dialog);
  export = find_button (dialog, "_Export…");
  g_assert_nonnull (export);
  g_assert_false (gtk_widget_get_sensitive (export));
  g_assert_true (has_label (dialog, "the game has not begun"));
  ui_close_window (dialog);
  ui_close_window (window);
}

static GtkPicture *
preview_of (GtkWidget *dialog)
{
  GtkWidget *picture = find_type (dialog, GTK_TYPE_PICTURE);

  g_assert_nonnull (picture);
  return GTK_PICTURE (picture);
}

/* A played game: a preview, then a PDF and a folder written, the bar at 100 %. */
static void
test_export (void)
{
  g_autoptr (GgGame) game = played_game (7);
  g_autofree char *dir = g_dir_make_tmp ("gg-ui-report-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "r.pdf", NULL);
  g_autofree char *web = g_build_filename (dir, "web", NULL);
  g_autofree char *index = g_build_filename (web, "index.html", NULL);
  g_autofree char *head = NULL;
  GtkWidget *dialog = gg_report_dialog_new (NULL, game);
  GtkProgressBar *bar;

  gtk_window_present (GTK_WINDOW (dialog));
  spin (100);
  g_assert_nonnull (gtk_picture_get_paintable (preview_of (dialog)));
  g_assert_true (gg_report_dialog_export (GG_REPORT_DIALOG (dialog), pdf, FALSE));
  g_assert_true (g_file_get_contents (pdf, &head, NULL, NULL));
  g_assert_true (g_str_has_prefix (head, "%PDF"));
  bar = GTK_PROGRESS_BAR (find_type (dialog, GTK_TYPE_PROGRESS_BAR));
  g_assert_cmpfloat (gtk_progress_bar_get_fraction (bar), ==, 1.0);
  g_assert_true (gg_report_dialog_export (GG_REPORT_DIALOG (dialog), web, TRUE));
  g_assert_true (g_file_test (index, G_FILE_TEST_IS_REGULAR));
  if (g_getenv ("GG_SNAPSHOT_DIR") != NULL)
    {
      g_autoptr (GdkTexture) shot = ui_render (dialog);
      g_autofree char *png = g_build_filename (g_getenv ("GG_SNAPSHOT_DIR"), "report.png", NULL);

      gdk_texture_save_to_png (shot, png);
    }
  ui_close_window (dialog);
  /* the folder's files and the PDF, then the folders */
  {
    g_autoptr (GDir) d = g_dir_open (web, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *path = g_build_filename (web, name, NULL);

        g_remove (path);
      }
  }
  g_rmdir (web);
  g_remove (pdf);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
  g_test_add_func ("/ui/report/not-begun", test_not_begun);
  g_test_add_func ("/ui/report/export", test_export);
  return ui_harness_run ();
}

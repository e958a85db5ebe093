/* The chaos run: the app plays a scripted game (moves, rolls, undo, saves) with its autosave
 * every second and after every few actions, and is killed (SIGKILL) at random moments, many
 * times; each time it is started again. After every kill:
 * - at most one recovery file is left, and it holds the game as last autosaved (or as the
 *   autosave under way when the kill came: the write is atomic, old or new, never a mix);
 * - the game file still opens, and is the last save (or the save under way);
 * - the app started again offers the recovery file, and Restore gives back that very game.
 * At the end, normal closes (Save, then Discard) leave no recovery file at all.
 * Seeded (GG_CHAOS_SEED, or the test's own seed); bounded in rounds and seconds.
 *
 * The app runs as this same program started with --child, so the kills hit a real app
 * process; its reports come as lines on its standard output. */
#include "gg-config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>

#include "core-support.h"
#include "gg-save.h"

#include "ui-harness.h"

static char *
hash_of (const char *text)
{
  return g_compute_checksum_for_string (G_CHECKSUM_SHA1, text, -1);
}

static char *
game_hash (GgWindow *window)
{
  g_autofree char *text =
    gg_game_to_yaml (gg_document_get_game (gg_window_get_document (window)), NULL);

  return hash_of (text);
}

static void
report (const char *what, const char *hash)
{
  g_print ("%s %s\n", what, hash);
  fflush (stdout);
}

/* The child: the app on GAME; restores what is offered (checking it is @expect), then plays
 * until killed, or closes normally as @ending says (save, discard). */

static void
act (GgWindow *window, GRand *rand, GFile *file, guint step)
{
  GgDocument *document = gg_window_get_document (window);
  GgGame *game = gg_document_get_game (document);
  guint kind = g_rand_int_range (rand, 0, 10);

  if (kind < 4 && game->figures->len > 0)
    {
      GgFigure *f =
        g_ptr_array_index (game->figures, g_rand_int_range (rand, 0, game->figures->len));
      GgFigure *moved = gg_figure_copy (f);
      GgEdit *edit = gg_edit_new ("Move");

      moved->base.centre.x += g_rand_double_range (rand, -5, 5);
      moved->base.centre.y += g_rand_double_range (rand, -5, 5);
      gg_edit_set (edit, GG_COLLECTION_FIGURES, moved);
      g_assert_true (gg_document_apply (document, edit, NULL));
    }
  else if (kind < 7)
    {
      g_autofree char *text = g_strdup_printf ("roll %u: %d", step, g_rand_int_range (rand, 1, 7));

      gg_document_log (document, 0, NULL, test_log_literal (text), 0, 0);
    }
  else if (kind < 9)
    gg_document_undo (document);
  else
    {
      g_autofree char *hash = game_hash (window);

      report ("saving", hash);
      g_assert_true (ui_harness_save (window, file));
      report ("saved", hash);
    }
  if (step % 3 == 0)
    {
      g_autofree char *hash = game_hash (window);

      report ("autosaving", hash);
      if (gg_window_autosave (window))
        report ("autosaved", hash);
    }
}

static int
child (const char *path, const char *expect, const char *ending, guint32 seed)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr (GSettings) settings = NULL;
  GgWindow *window;

  settings = g_object_ref (gg_application_get_settings (app));
  /* the autosaves come from act(), every third action, through the call the timer makes: each
   * one is then reported, so the parent knows what the recovery file must hold */
  g_settings_set_uint (settings, "autosave-seconds", 3600);
  window = ui_window_new (900, 600);
  ui_harness_open (window, file);
  if (!g_str_equal (expect, "-"))
    {
      g_autofree char *hash = NULL;

      for (int i = 0; i < 200 && gg_window_get_recovery_offer (window) == NULL; i++)
        spin (10);
      g_assert_nonnull (gg_window_get_recovery_offer (window));
      answer ("restore");
      hash = game_hash (window);
      report ("restored", hash);
      g_assert_cmpstr (hash, ==, expect);
    }
  report ("ready", "-");
  if (g_str_equal (ending, "play"))
    for (guint step = 1; step < 100000; step++)
      {
        act (window, rand, file, step);
        spin (2);
      }
  /* a normal close: Save or Discard at the question, as the user answers it */
  gtk_window_close (GTK_WINDOW (window));
  spin (50);
  if (find_dialog () != NULL)
    answer (ending);
  for (int i = 0; i < 500 && gtk_application_get_active_window (GTK_APPLICATION (app)); i++)
    spin (10);
  report ("closed", "-");
  return 0;
}

/* The parent: starts the app, lets it play a random while, kills it, checks what is left. */

typedef struct
{
  GPtrArray *recovery_ok; /* hashes the recovery file may hold after the kill */
  gboolean absent_ok;     /* no recovery file is right too */
  GPtrArray *file_ok;     /* hashes the game file may hold */
  guint actions;
} Expect;

static void
follow (Expect *e, const char *line)
{
  g_auto (GStrv) w = g_strsplit (line, " ", 2);

  if (w[0] == NULL || w[1] == NULL)
    return;
  if (g_str_equal (w[0], "autosaving"))
    g_ptr_array_add (e->recovery_ok, g_strdup (w[1]));
  else if (g_str_equal (w[0], "autosaved"))
    {
      g_ptr_array_set_size (e->recovery_ok, 0);
      g_ptr_array_add (e->recovery_ok, g_strdup (w[1]));
      e->absent_ok = FALSE;
      e->actions += 3;
    }
  else if (g_str_equal (w[0], "saving"))
    {
      g_ptr_array_add (e->file_ok, g_strdup (w[1]));
      e->absent_ok = TRUE; /* a save discards the recovery file once the game is on disk */
    }
  else if (g_str_equal (w[0], "saved"))
    {
      g_ptr_array_set_size (e->file_ok, 0);
      g_ptr_array_add (e->file_ok, g_strdup (w[1]));
    }
}

static gboolean
contains (GPtrArray *hashes, const char *hash)
{
  for (guint i = 0; i < hashes->len; i++)
    if (g_str_equal (g_ptr_array_index (hashes, i), hash))
      return TRUE;
  return FALSE;
}

static char *
file_hash (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr (GgGame) game = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  /* what a kill leaves must open */
  game = gg_game_load_file (path, &error);
  g_assert_no_error (error);
  return hash_of (text);
}

/* Runs the child; with @kill_after_us > 0 kills it that long after it is ready. Returns the
 * lines it printed. */
static char *
run_child (const char *self_path, const char *game, const char *expect, const char *ending,
           guint32 seed, gulong kill_after_us)
{
  g_autofree char *seed_text = g_strdup_printf ("%u", seed);
  const char *argv[] = { self_path, "--child", game, expect, ending, seed_text, NULL };
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocessLauncher)
    launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GDataInputStream) in = NULL;
  GString *lines = g_string_new (NULL);
  char *line;

  /* no screen reader here: the accessibility bus would only slow each start */
  g_subprocess_launcher_setenv (launcher, "GTK_A11Y", "none", TRUE);
  proc = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);
  in = g_data_input_stream_new (g_subprocess_get_stdout_pipe (proc));
  while ((line = g_data_input_stream_read_line (in, NULL, NULL, NULL)) != NULL)
    {
      g_string_append_printf (lines, "%s\n", line);
      if (g_str_has_prefix (line, "ready") && kill_after_us > 0)
        {
          g_free (line);
          g_usleep (kill_after_us);
          g_subprocess_send_signal (proc, SIGKILL);
          break;
        }
      g_free (line);
    }
  while ((line = g_data_input_stream_read_line (in, NULL, NULL, NULL)) != NULL)
    {
      g_string_append_printf (lines, "%s\n", line);
      g_free (line);
    }
  g_subprocess_wait (proc, NULL, NULL);
  if (kill_after_us == 0)
    g_assert_true (g_subprocess_get_successful (proc));
  else
    g_assert_true (g_subprocess_get_if_signaled (proc) || g_subprocess_get_successful (proc));
  return g_string_free (lines, FALSE);
}

static guint
n_recovery_files (const char *dir_path)
{
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    n += g_str_has_suffix (name, ".yaml") && name[0] != '.';
  return n;
}

static char *self_path;
static char *game_path;

static void
test_chaos (void)
{
  guint32 seed = g_test_rand_int ();
  guint rounds = g_getenv ("GG_SANITIZE") ? 4 : 20;
  g_autoptr (GRand) rand = NULL;
  g_autofree char *recovery_dir =
    g_build_filename (g_get_user_state_dir (), "gigogin", "recovery", NULL);
  g_autofree char *expect = g_strdup ("-");
  Expect e = { g_ptr_array_new_with_free_func (g_free), TRUE,
               g_ptr_array_new_with_free_func (g_free), 0 };
  gint64 start = g_get_monotonic_time ();
  guint restored = 0, kills = 0;

  if (g_getenv ("GG_CHAOS_SEED"))
    seed = (guint32) g_ascii_strtoull (g_getenv ("GG_CHAOS_SEED"), NULL, 10);
  g_test_message ("chaos seed %u (GG_CHAOS_SEED=%u repeats it)", seed, seed);
  rand = g_rand_new_with_seed (seed);
  g_ptr_array_add (e.file_ok, file_hash (game_path));
  for (guint round = 0; round < rounds && g_get_monotonic_time () - start < 40 * G_USEC_PER_SEC;
       round++)
    {
      gulong delay = g_rand_int_range (rand, 20, 1500) * 1000;
      g_autofree char *lines =
        run_child (self_path, game_path, expect, "play", g_rand_int (rand), delay);
      g_auto (GStrv) each = g_strsplit (lines, "\n", -1);
      g_autoptr (GPtrArray) left = NULL;
      g_autofree char *on_disk = NULL;

      kills++;
      restored += !g_str_equal (expect, "-");
      for (guint i = 0; each[i] != NULL; i++)
        follow (&e, each[i]);
      on_disk = file_hash (game_path);
      if (!contains (e.file_ok, on_disk))
        g_error ("round %u (seed %u): the game file is no save the app made", round, seed);
      g_ptr_array_set_size (e.file_ok, 0);
      g_ptr_array_add (e.file_ok, g_strdup (on_disk));
      left = gg_recovery_list ();
      g_assert_cmpuint (n_recovery_files (recovery_dir), ==, left->len); /* none owned */
      g_assert_cmpuint (left->len, <=, 1);
      g_clear_pointer (&expect, g_free);
      if (left->len == 0)
        {
          if (!e.absent_ok)
            g_error ("round %u (seed %u): the autosave is gone", round, seed);
          expect = g_strdup ("-");
        }
      else
        {
          g_autofree char *text = NULL;
          GgRecovery *r = g_ptr_array_index (left, 0);

          g_assert_true (g_file_get_contents (r->path, &text, NULL, NULL));
          expect = hash_of (text);
          if (!contains (e.recovery_ok, expect))
            g_error ("round %u (seed %u): the recovery file is not the last autosave", round, seed);
        }
      /* the restored game is the state from which the next round's autosaves follow */
      g_ptr_array_set_size (e.recovery_ok, 0);
      if (!g_str_equal (expect, "-"))
        g_ptr_array_add (e.recovery_ok, g_strdup (expect));
      e.absent_ok = g_str_equal (expect, "-");
    }
  /* normal closes: Save, then (after more play) Discard: nothing is left to recover */
  g_free (run_child (self_path, game_path, expect, "save", 1, 0));
  g_assert_cmpuint (n_recovery_files (recovery_dir), ==, 0);
  g_free (run_child (self_path, game_path, "-", "discard", 2, 0));
  g_assert_cmpuint (n_recovery_files (recovery_dir), ==, 0);
  g_test_message ("chaos: %u kills, %u restores checked, about %u actions and %u autosaves, "
                  "%.1f s",
                  kills, restored, e.actions, e.actions / 3,
                  (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpuint (restored, >=, kills / 2);
  g_ptr_array_unref (e.recovery_ok);
  g_ptr_array_unref (e.file_ok);
}

static void
write_demo (const char *path)
{
  g_autoptr (GgDocument) document = gg_document_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_true (gg_document_load_demo (document, &error));
  text = gg_game_to_yaml (gg_document_get_game (document), &error);
  g_assert_true (gg_game_write_text (text, path, GG_SAVE_NONE, &error));
  g_assert_no_error (error);
}

int
main (int argc, char **argv)
{
  g_autofree char *home = NULL;
  int status;

  if (argc == 6 && g_str_equal (argv[1], "--child"))
    {
      int child_argc = 1;

      if (!ui_harness_init (&child_argc, &argv))
        return 77;
      return child (argv[2], argv[3], argv[4], (guint32) g_ascii_strtoull (argv[5], NULL, 10)) ||
             ui_harness_run ();
    }
  home = ui_harness_private_home ("gigogin-ui-chaos-XXXXXX");
  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
  self_path = g_canonicalize_filename (argv[0], NULL);
  game_path = g_build_filename (home, "chaos.yaml", NULL);
  write_demo (game_path);
  g_test_add_func ("/ui/recovery/chaos", test_chaos);
  status = ui_harness_run ();
  g_free (self_path);
  g_free (game_path);
  return status;
}

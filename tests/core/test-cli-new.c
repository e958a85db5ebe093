/* gigogin-cli new: the game the New Game dialog would make, written as a game file that loads
 * back; bad usage is exit 2, a bad roster or a table too small exit 1 with the message. */
#include "gg-config.h"

#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli-run.h"
#include "gg-act.h"
#include "gg-d6-state.h"
#include "gg-game.h"

static char *
roster (const char *name)
{
  return g_build_filename (GG_SOURCE_DIR, "data", "rosters", name, NULL);
}

static void
test_new (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("gigogin-cli-new-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (dir, "game.yaml", NULL);
  g_autofree char *a = roster ("solferino-1859-brigata-goze.yaml");
  g_autofree char *b = roster ("solferino-1859-brigata-hoditz.yaml");
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = NULL;

  run_text (&r, "new", "--ruleset", "d6", "--side-a", a, "--side-b", b, "--activation", "r59", "-o",
            out, NULL);
  g_assert_cmpint (r.status, ==, 0);
  game = gg_game_load_file (out, &error);
  g_assert_no_error (error);
  /* R59-4.4: the scheme chosen and the rosters' corps, in the game file */
  g_assert_nonnull (gg_d6_state_of (game)->activation);
  g_assert_cmpuint (gg_d6_state_of (game)->activation->formations->len, ==, 2);
  g_assert_cmpint (game->ruleset, ==, GG_RULESET_D6);
  g_assert_cmpint (game->units, ==, GG_UNIT_IN);
  g_assert_cmpfloat_with_epsilon (game->width, 72 * 25.4, 1e-6);
  g_assert_cmpuint (game->figures->len, >, 100);
  g_assert_nonnull (gg_d6_state_of (game));
  g_unlink (out);
  g_rmdir (dir);
}

static void
test_refused (void)
{
  g_autofree char *a = roster ("solferino-1859-brigata-goze.yaml");
  g_autofree char *bg = roster ("varese-1859-feldjaeger.yaml");

  {
    g_auto (Run) r = { 0 };

    run_text (&r, "new", NULL); /* no rules */
    g_assert_cmpint (r.status, ==, 2);
  }
  {
    g_auto (Run) r = { 0 };

    run_text (&r, "new", "--ruleset", "d6", "--activation", "chits", NULL);
    g_assert_cmpint (r.status, ==, 2);
  }
  {
    g_auto (Run) r = { 0 };

    run_text (&r, "new", "--ruleset", "d6", "--table", "10x10", "--side-a", a, NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_nonnull (strstr (r.err, "larger table"));
  }
  {
    g_auto (Run) r = { 0 };

    run_text (&r, "new", "--ruleset", "d6", "--side-b", bg, NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_nonnull (strstr (r.err, "other rules"));
  }
}

/* `new -o` never replaces one of its own rosters (by any name or link), never turns a pipe or
 * a device into a file, and keeps the game it replaces as FILE~ like every other writer. */
static void
test_output_guarded (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gigogin-cli-new-XXXXXX", NULL);
  g_autofree char *a = roster ("solferino-1859-brigata-goze.yaml");
  g_autofree char *mine = g_build_filename (dir, "mine.yaml", NULL);
  g_autofree char *link = g_build_filename (dir, "link.yaml", NULL);
  g_autofree char *pipe = g_build_filename (dir, "pipe", NULL);
  g_autofree char *out = g_build_filename (dir, "game.yaml", NULL);
  g_autofree char *backup = g_strconcat (out, "~", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  GStatBuf st;

  g_assert_true (g_file_get_contents (a, &before, NULL, NULL));
  g_assert_true (g_file_set_contents (mine, before, -1, NULL));
  g_assert_cmpint (symlink (mine, link), ==, 0);
  g_assert_cmpint (mkfifo (pipe, 0600), ==, 0);
  {
    g_auto (Run) r = { 0 };

    run_text (&r, "new", "--ruleset", "d6", "--side-a", mine, "-o", link, NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_nonnull (strstr (r.err, "is the input"));
    g_assert_true (g_file_get_contents (mine, &after, NULL, NULL));
    g_assert_cmpstr (after, ==, before);
  }
  {
    g_auto (Run) r = { 0 };

    run_text (&r, "new", "--ruleset", "d6", "-o", pipe, NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_nonnull (strstr (r.err, "not a regular file"));
    g_assert_cmpint (g_lstat (pipe, &st), ==, 0);
    g_assert_true (S_ISFIFO (st.st_mode));
  }
  for (guint i = 0; i < 2; i++)
    {
      g_auto (Run) r = { 0 };

      run_text (&r, "new", "--ruleset", "d6", "--side-a", mine, "-o", out, NULL);
      g_assert_cmpint (r.status, ==, 0);
    }
  g_assert_true (g_file_test (backup, G_FILE_TEST_IS_REGULAR));
  g_unlink (backup), g_unlink (out), g_unlink (pipe), g_unlink (link), g_unlink (mine);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  (void) fixture; /* cli-run.h's helpers this test does not need */
  (void) root;
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/new", test_new);
  g_test_add_func ("/cli/new/refused", test_refused);
  g_test_add_func ("/cli/new/output-guarded", test_output_guarded);
  return g_test_run ();
}

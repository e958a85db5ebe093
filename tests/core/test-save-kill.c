/* The kill test (issue 9, "no lost work"): a child process saves two different large games
 * alternately over the same path, as fast as it can, and is killed with SIGKILL at a random
 * moment, a few hundred times. After every kill the file on disk must be one of the two games
 * byte for byte (both are checked to load), never a mix or a truncation, and the backup FILE~,
 * when there is one, too. Temporary files left by a kill in the middle of a write prove the kills
 * land inside saves; they are counted and removed.
 *
 * This proves atomicity against a killed process. Durability against a power cut (the fsyncs)
 * cannot be tested without pulling the plug; gg-save.h says how it is obtained. */
#include <glib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "gg-game.h"
#include "gg-save.h"

#define KILLS 300

typedef struct
{
  char *dir;
  char *path;
  char *backup;
  char *games[2];
  gsize lengths[2];
  guint seen[2];     /* kills after which the file held game 0 or game 1 */
  guint temporaries; /* temporary files left by a kill inside a save */
  guint temp_links;  /* of which temporary links to the next backup */
  guint no_backup;   /* kills that left no backup: must not happen after the first save */
} KillTest;

static char *
make_game (guint figures, double shift)
{
  g_autoptr (GgGame) game = gg_game_new ();
  g_autoptr (GError) error = NULL;
  char *text;

  for (guint i = 0; i < figures; i++)
    {
      g_autofree char *id = g_strdup_printf ("%c-%u-%u", i % 2 ? 'B' : 'A', i / 40 + 1, i % 40);
      GgFigure *f = gg_figure_new (id);

      f->base.centre.x = 10 + fmod (i * 37.3 + shift, 1780);
      f->base.centre.y = 10 + fmod (i * 11.9 + shift, 1180);
      f->base.facing = fmod (i * 7.0 + shift, 360);
      f->side = i % 2 ? 'B' : 'A';
      f->squad = i / 40 + 1;
      f->role = g_strdup_printf ("%u", f->squad);
      g_assert_true (gg_game_add_figure (game, f));
    }
  text = gg_game_to_yaml (game, &error);
  g_assert_no_error (error);
  return text;
}

static void
assert_loads (const char *text, guint figures)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_data (text, strlen (text), "kill.yaml", &error);

  g_assert_no_error (error);
  g_assert_cmpuint (game->figures->len, ==, figures);
}

static G_GNUC_NORETURN void
save_forever (KillTest *self, guint first, int ready)
{
  /* tell the parent the child runs: under the sanitizers a fork takes longer than a save, and
   * a kill timed from the fork would land before the first save every time */
  if (write (ready, "r", 1) != 1)
    _exit (4);
  close (ready);
  for (guint i = first;; i++)
    if (!gg_save_bytes (self->path, self->games[i % 2], self->lengths[i % 2], GG_SAVE_BACKUP, NULL))
      _exit (3);
}

/* Which game the file holds; fails the test if it is neither. */
static guint
which_game (KillTest *self, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_file_get_contents (path, &data, &length, &error);
  g_assert_no_error (error);
  for (guint g = 0; g < 2; g++)
    if (length == self->lengths[g] && memcmp (data, self->games[g], length) == 0)
      return g;
  g_error ("%s holds neither game after a kill (%" G_GSIZE_FORMAT " bytes)", path, length);
}

static void
check_after_kill (KillTest *self)
{
  g_autoptr (GDir) dir = g_dir_open (self->dir, 0, NULL);
  const char *name;

  self->seen[which_game (self, self->path)]++;
  if (g_file_test (self->backup, G_FILE_TEST_EXISTS))
    which_game (self, self->backup);
  else
    self->no_backup++;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (self->dir, name, NULL);

      if (g_strcmp0 (path, self->path) == 0 || g_strcmp0 (path, self->backup) == 0)
        continue;
      /* the new text's temporary file, or the next backup's temporary link (a hard link to
       * the game file, so two links) */
      {
        GStatBuf st;

        g_assert_true (g_str_has_prefix (name, ".game.yaml.gg-save-") ||
                       g_str_has_prefix (name, ".game.yaml.gg-link-"));
        g_assert_cmpint (g_lstat (path, &st), ==, 0);
        self->temp_links += st.st_nlink > 1;
      }
      g_assert_cmpint (g_unlink (path), ==, 0);
      self->temporaries++;
    }
}

/* How long one save takes here, so the kills are spread over the first two saves. */
static gint64
time_one_save (KillTest *self)
{
  gint64 start = g_get_monotonic_time ();

  for (guint i = 0; i < 10; i++)
    g_assert_true (
      gg_save_bytes (self->path, self->games[i % 2], self->lengths[i % 2], GG_SAVE_BACKUP, NULL));
  return MAX ((g_get_monotonic_time () - start) / 10, 50);
}

static void
kill_once (KillTest *self, gint64 save_usec)
{
  guint first = g_test_rand_bit ();
  int status, ready[2];
  char byte;
  pid_t pid;

  g_assert_cmpint (pipe (ready), ==, 0);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      close (ready[0]);
      save_forever (self, first, ready[1]);
    }
  close (ready[1]);
  g_assert_cmpint (read (ready[0], &byte, 1), ==, 1);
  close (ready[0]);
  g_usleep (g_test_rand_int_range (0, (gint32) MIN (2 * save_usec, G_MAXINT32)));
  g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL);
  check_after_kill (self);
}

static void
report (KillTest *self, gint64 usec, gint64 save_usec)
{
  g_test_message ("%u kills in %.1f s (one save: %" G_GINT64_FORMAT " us, %" G_GSIZE_FORMAT
                  " and %" G_GSIZE_FORMAT " bytes): the file held game A %u times, game B %u "
                  "times; kills inside a save left %u temporary files (%u links to the next "
                  "backup); %u kills left no backup",
                  KILLS, usec / 1e6, save_usec, self->lengths[0], self->lengths[1], self->seen[0],
                  self->seen[1], self->temporaries, self->temp_links, self->no_backup);
}

static void
test_kill (void)
{
  KillTest self = { 0 };
  gint64 save_usec, start;

  self.dir = g_dir_make_tmp ("gg-save-kill-XXXXXX", NULL);
  self.path = g_build_filename (self.dir, "game.yaml", NULL);
  self.backup = gg_save_backup_path (self.path);
  self.games[0] = make_game (700, 0);
  self.games[1] = make_game (760, 55.5);
  for (guint g = 0; g < 2; g++)
    {
      self.lengths[g] = strlen (self.games[g]);
      assert_loads (self.games[g], g ? 760 : 700);
    }
  save_usec = time_one_save (&self);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < KILLS; i++)
    kill_once (&self, save_usec);
  report (&self, g_get_monotonic_time () - start, save_usec);
  /* the kills did land everywhere: in writes, and after saves of both games */
  g_assert_cmpuint (self.temporaries, >, 0);
  /* a kill leaves at most two: the new text, and the backup's link made after it */
  g_assert_cmpuint (self.temporaries, <=, 2 * KILLS);
  g_assert_cmpuint (self.no_backup, ==, 0);
  g_assert_cmpuint (self.seen[0], >, 0);
  g_assert_cmpuint (self.seen[1], >, 0);
  g_unlink (self.path);
  g_unlink (self.backup);
  g_rmdir (self.dir);
  g_free (self.dir);
  g_free (self.path);
  g_free (self.backup);
  g_free (self.games[0]);
  g_free (self.games[1]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/save/kill/old-or-new", test_kill);
  return g_test_run ();
}

/* fuzz-replay.c: runs a harness over files and directories of inputs without libFuzzer, so the
 * seed corpus and the regression inputs are checked by every build of the test suite. */
#include <stdio.h>
#include <string.h>

#include "fuzz-common.h"

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static guint
replay_path (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autoptr (GDir) dir = g_dir_open (path, 0, &error);
      g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;
      guint count = 0;

      g_assert_no_error (error);
      while ((name = g_dir_read_name (dir)) != NULL)
        g_ptr_array_add (names, g_build_filename (path, name, NULL));
      g_ptr_array_sort (names, compare_paths);
      for (guint i = 0; i < names->len; i++)
        count += replay_path (g_ptr_array_index (names, i));
      return count;
    }
  g_file_get_contents (path, &data, &length, &error);
  g_assert_no_error (error);
  printf ("# %s\n", path);
  fflush (stdout);
  LLVMFuzzerTestOneInput ((const uint8_t *) data, length);
  return 1;
}

int
main (int argc, char **argv)
{
  guint count = 0;

  LLVMFuzzerInitialize (&argc, &argv);
  for (int i = 1; i < argc; i++)
    count += replay_path (argv[i]);
  g_assert_cmpuint (count, >, 0);
  printf ("%u inputs replayed without a crash\n", count);
  return 0;
}

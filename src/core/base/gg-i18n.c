/* gg-i18n.c */
#include "gg-i18n.h"

#include <glib/gi18n-lib.h>

static gboolean
has_catalogue (const char *localedir)
{
  g_autofree char *mo =
    g_build_filename (localedir, "it", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);

  return g_file_test (mo, G_FILE_TEST_IS_REGULAR);
}

void
gg_i18n_init (const char *installed_localedir, const char *build_dir)
{
  const char *env = g_getenv ("GIGOGIN_LOCALEDIR");
  g_autofree char *built = build_dir ? g_build_filename (build_dir, "po", NULL) : NULL;
  const char *dir = installed_localedir;

  if (env != NULL && *env != '\0')
    dir = env;
  else if (built != NULL && !has_catalogue (installed_localedir) && has_catalogue (built))
    dir = built;
  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

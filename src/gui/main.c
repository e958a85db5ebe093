/* main.c: Gigogin's entry point. */
#include "gg-config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "gg-application.h"
#include "gg-i18n.h"

int
main (int argc, char **argv)
{
  g_autoptr (GgApplication) app = NULL;

  setlocale (LC_ALL, "");
  gg_i18n_init (GG_LOCALEDIR, NULL);

  app = gg_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}

/* gg-print-lang.c: printing in a language other than the interface's.
 *
 * glibc's gettext picks the catalogue from the LANGUAGE variable, but ignores it while the
 * messages locale is "C"; so for the print run we set LANGUAGE, move a "C" messages locale to
 * C.UTF-8 (same rules, but LANGUAGE is honoured), and tell gettext its cache is stale. Both are
 * put back afterwards. Only the thread that prints may call gettext meanwhile: in the app that
 * is the main thread, which draws the pages. */
#include "gg-print-private.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#ifdef __GLIBC__
extern int _nl_msg_cat_cntr;
#define catalogue_changed() (++_nl_msg_cat_cntr)
#else
#define catalogue_changed() ((void) 0)
#endif

static void
use_language (const char *language)
{
  if (language != NULL)
    setenv ("LANGUAGE", language, 1);
  else
    unsetenv ("LANGUAGE");
  catalogue_changed ();
}

static void
leave_c_locale (void)
{
  static const char *const candidates[] = { "C.UTF-8", "C.utf8", "en_US.UTF-8", "en_GB.UTF-8" };
  const char *current = setlocale (LC_MESSAGES, NULL);

  if (current == NULL || (strcmp (current, "C") != 0 && strcmp (current, "POSIX") != 0))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    if (setlocale (LC_MESSAGES, candidates[i]) != NULL)
      return;
}

void
_gg_print_lang_push (const char *lang, GgPrintLangSaved *saved)
{
  const char *current = setlocale (LC_MESSAGES, NULL);

  memset (saved, 0, sizeof *saved);
  if (lang == NULL || *lang == '\0')
    return;
  saved->active = TRUE;
  saved->messages_locale = g_strdup (current);
  saved->language = g_strdup (g_getenv ("LANGUAGE"));
  /* Printed text is UTF-8 whatever the locale's character set (Pango wants UTF-8). */
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  leave_c_locale ();
  use_language (lang);
}

void
_gg_print_lang_pop (GgPrintLangSaved *saved)
{
  if (!saved->active)
    return;
  if (saved->messages_locale != NULL)
    setlocale (LC_MESSAGES, saved->messages_locale);
  use_language (saved->language);
  g_clear_pointer (&saved->messages_locale, g_free);
  g_clear_pointer (&saved->language, g_free);
  saved->active = FALSE;
}

gboolean
gg_print_lang_available (const char *lang)
{
  static const char header_msgid[] = "";
  GgPrintLangSaved saved;
  gboolean found;

  if (lang == NULL || g_str_equal (lang, "en") || g_str_has_prefix (lang, "en_"))
    return TRUE;
  _gg_print_lang_push (lang, &saved);
  /* A loaded catalogue translates the empty string to its header. */
  found = *dgettext (GETTEXT_PACKAGE, header_msgid) != '\0';
  _gg_print_lang_pop (&saved);
  return found;
}

/* gg-i18n.h: binding the message catalogue, installed or in the build tree. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Binds Gigogin's text domain: $GIGOGIN_LOCALEDIR if set, else the installed catalogue, else the
 * build tree's (so an uninstalled build speaks Italian with LANGUAGE=it). */
void gg_i18n_init (const char *installed_localedir, const char *build_dir);

G_END_DECLS

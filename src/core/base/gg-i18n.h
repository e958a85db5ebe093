/* gg-i18n.h: binding the message catalogue, installed or in the build tree. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Binds Gigogin's text domain: $GIGOGIN_LOCALEDIR if set (meson devenv sets it to the build
 * tree's po/), else the installed catalogue, else, when build_dir is not NULL (tests only: the
 * installed programs pass NULL), the build tree's. */
void gg_i18n_init (const char *installed_localedir, const char *build_dir);

G_END_DECLS

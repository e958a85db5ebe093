/* gg-roster-item.h: one row of the roster editor's tree: a node named by its path, with the
 * label and problem icon the tree shows. */
#pragma once

#include <glib-object.h>

#include "gg-roster.h"

G_BEGIN_DECLS

#define GG_TYPE_ROSTER_ITEM (gg_roster_item_get_type ())
G_DECLARE_FINAL_TYPE (GgRosterItem, gg_roster_item, GG, ROSTER_ITEM, GObject)

GgRosterItem *gg_roster_item_new (const char *path, GgRosterKind kind);
const char *gg_roster_item_get_path (GgRosterItem *self);
GgRosterKind gg_roster_item_get_kind (GgRosterItem *self);
const char *gg_roster_item_get_label (GgRosterItem *self);
/* Notifies only on change. */
void gg_roster_item_set_label (GgRosterItem *self, const char *label);
/* "dialog-error-symbolic", "dialog-warning-symbolic" or NULL. */
const char *gg_roster_item_get_problem (GgRosterItem *self);
void gg_roster_item_set_problem (GgRosterItem *self, const char *icon_name);

G_END_DECLS

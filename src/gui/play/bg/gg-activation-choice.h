/* gg-activation-choice.h: a choice the rulebook leaves to the player on an activation card (who
 * becomes the new squad leader, BG-4.8-h; which squad escorts prisoners, BG-13-a/b), shown as an
 * AdwComboRow in a boxed list. The first option is the automatic choice and is pre-selected; a
 * choice made stays selected while it is still offered. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define GG_TYPE_CHOICE (gg_choice_get_type ())
G_DECLARE_FINAL_TYPE (GgChoice, gg_choice, GG, CHOICE, GtkBox)

/* Appends the row to @box. */
GgChoice *gg_choice_new (GtkWidget *box, const char *title, const char *subtitle);
void gg_choice_free (GgChoice *self);
/* The options: @keys (what the caller acts on) shown as @labels; both NULL-terminated. */
void gg_choice_set_options (GgChoice *self, const char *const *keys, const char *const *labels);
void gg_choice_set_visible (GgChoice *self, gboolean visible);
/* The selected option's key, or NULL when none is offered. */
const char *gg_choice_get (GgChoice *self);
/* The automatic choice: the first option's key, or NULL. */
const char *gg_choice_get_default (GgChoice *self);
/* Selects the option with @key; FALSE if it is not offered. */
gboolean gg_choice_select (GgChoice *self, const char *key);

G_END_DECLS

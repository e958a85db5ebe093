/* gg-activation-firers.h: which figures of the squad fire (BG-4.2-g): every figure that may fire
 * does unless the player holds it back, and only those that fired must reload (the cotton-ball
 * marker, BG-3.5-a). Shown as an expander row with one check per figure, all on by default. */
#pragma once

#include <adwaita.h>

#include "gg-bg-resolve.h"

G_BEGIN_DECLS

#define GG_TYPE_FIRER_CHOICE (gg_firer_choice_get_type ())
G_DECLARE_FINAL_TYPE (GgFirerChoice, gg_firer_choice, GG, FIRER_CHOICE, GtkBox)

/* Appends the row to @box; @changed (with @data) runs when a check is toggled. */
GgFirerChoice *gg_firer_choice_new (GtkWidget *box, GCallback changed, gpointer data);
void gg_firer_choice_free (GgFirerChoice *self);
/* The squad's firers (GgBgFirer): a check for each, kept as set for figures already shown. */
void gg_firer_choice_set_figures (GgFirerChoice *self, GArray *firers);
/* Removes the figures held back from @firers (GgBgFirer). */
void gg_firer_choice_filter (GgFirerChoice *self, GArray *firers);
/* Holds @id back (or lets it fire); FALSE if it has no check. */
gboolean gg_firer_choice_hold (GgFirerChoice *self, const char *id, gboolean hold);
/* The figures held back, sorted; empty when none. */
GStrv gg_firer_choice_held (GgFirerChoice *self);
GtkWidget *gg_firer_choice_get_widget (GgFirerChoice *self);

G_END_DECLS

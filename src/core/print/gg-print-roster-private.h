/* gg-print-roster-private.h: helpers shared by the roster printers (gg-print-roster*.c). */
#pragma once

#include "gg-print-private.h"
#include "gg-roster.h"

G_BEGIN_DECLS

char *_gg_print_word (const char *word);
void _gg_print_append_set (GString *out, const GgRosterNode *node, const char *key);
GgPrintPara *_gg_print_add_row (GgPrintForce *force, const double *tabs, guint n_tabs,
                                const char *markup);
void _gg_print_add_roster_title (GgPrintForce *force, GgRoster *roster, guint side);
void _gg_print_add_d6_roster (GgPrintForce *force, GgRoster *roster, guint side);

G_END_DECLS

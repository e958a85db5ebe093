/* gg-query-private.h: what gg-query.c lends the rule sets' own answers to a query (the d6
 * rules' `command`, gg-d6-query.c): the JSON pieces every answer is made of (contracts.md). */
#pragma once

#include "gg-query.h"

G_BEGIN_DECLS

/* "member": { "cm": …, "in": … } */
void _gg_query_add_length (JsonBuilder *b, const char *member, double mm);
/* "member": "value", or null */
void _gg_query_add_string (JsonBuilder *b, const char *member, const char *value);
/* For g_ptr_array_sort of GgFigure*: by id, in byte order. */
int _gg_query_cmp_figure_id (gconstpointer a, gconstpointer b);
/* Closes the answer's object and returns it. */
JsonNode *_gg_query_finish (JsonBuilder *b);

G_END_DECLS

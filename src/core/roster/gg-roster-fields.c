/* gg-roster-fields.c: the schema seen from outside, values as text, node paths. */
#include "gg-roster-fields.h"

#include <glib/gi18n-lib.h>

#include "gg-roster-private.h"

guint
gg_roster_node_n_fields (const GgRosterNode *node)
{
  return _gg_roster_schema_size (node->schema);
}

void
gg_roster_node_field (const GgRosterNode *node, guint i, GgRosterFieldInfo *info)
{
  const GgRosterField *field = &node->schema->fields[i];

  g_return_if_fail (i < gg_roster_node_n_fields (node));
  info->key = field->key;
  info->type = (GgRosterFieldType) field->type;
  info->required = field->required;
  info->min = field->min;
  info->max = field->max;
  info->choices = field->choices;
  info->child_kind = field->child ? field->child->kind : GG_ROSTER_KIND_ROSTER;
}

gboolean
gg_roster_node_field_info (const GgRosterNode *node, const char *key, GgRosterFieldInfo *info)
{
  int i = _gg_roster_field_index (node->schema, key);

  if (i < 0)
    return FALSE;
  gg_roster_node_field (node, i, info);
  return TRUE;
}

static char *
format_number (double number)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buf, sizeof buf, "%.15g", number));
}

char *
gg_roster_node_value_text (const GgRosterNode *node, const char *key)
{
  int i = _gg_roster_field_index (node->schema, key);
  const GgRosterValue *v = i >= 0 ? &node->values[i] : NULL;

  if (v == NULL || !v->set)
    return NULL;
  switch (node->schema->fields[i].type)
    {
    case GG_FIELD_TEXT:
    case GG_FIELD_ENUM:
      return g_strdup (v->text);
    case GG_FIELD_INT:
      return g_strdup_printf ("%" G_GINT64_FORMAT, v->integer);
    case GG_FIELD_NUMBER:
      return format_number (v->number);
    case GG_FIELD_BOOL:
      return g_strdup (v->boolean ? "true" : "false");
    case GG_FIELD_SET:
      if (v->items == NULL)
        return g_strdup ("");
      g_ptr_array_add (v->items, NULL); /* borrow the array as a strv for the join */
      {
        char *text = g_strjoinv (", ", (char **) v->items->pdata);

        g_ptr_array_set_size (v->items, v->items->len - 1);
        return text;
      }
    default:
      return NULL;
    }
}

gboolean
gg_roster_node_position (const GgRosterNode *node, const char **key, guint *index)
{
  const GgRosterNode *parent = node->parent;

  for (guint i = 0; parent != NULL && i < parent->n_values; i++)
    {
      const GgRosterValue *v = &parent->values[i];
      GgFieldType type = parent->schema->fields[i].type;

      if (!v->set || (type != GG_FIELD_NODE && type != GG_FIELD_LIST))
        continue;
      for (guint j = 0; type == GG_FIELD_LIST && j < v->items->len; j++)
        if (g_ptr_array_index (v->items, j) == node)
          return *key = parent->schema->fields[i].key, *index = j, TRUE;
      if (type == GG_FIELD_NODE && v->node == node)
        return *key = parent->schema->fields[i].key, *index = 0, TRUE;
    }
  return FALSE;
}

char *
gg_roster_node_path (const GgRosterNode *node)
{
  g_autoptr (GString) path = g_string_new (NULL);

  for (; node != NULL && node->parent != NULL; node = node->parent)
    {
      GgRosterFieldInfo info;
      const char *key;
      guint index;
      g_autofree char *step = NULL;

      if (!gg_roster_node_position (node, &key, &index))
        return NULL;
      gg_roster_node_field_info (node->parent, key, &info);
      step = info.type == GG_ROSTER_FIELD_LIST ? g_strdup_printf ("%s/%u", key, index)
                                               : g_strdup (key);
      g_string_prepend (path, path->len ? "/" : "");
      g_string_prepend (path, step);
    }
  return g_string_free (g_steal_pointer (&path), FALSE);
}

GgRosterNode *
gg_roster_node_at_path (GgRoster *roster, const char *path)
{
  g_auto (GStrv) steps = g_strsplit (path, "/", -1);
  GgRosterNode *node = gg_roster_get_root (roster);

  for (guint i = 0; node != NULL && steps[i] != NULL && *steps[i] != '\0'; i++)
    {
      GgRosterFieldInfo info;
      char *end = NULL;
      guint64 n;

      if (!gg_roster_node_field_info (node, steps[i], &info))
        return NULL;
      if (info.type == GG_ROSTER_FIELD_NODE)
        {
          node = gg_roster_node_get_child (node, steps[i]);
          continue;
        }
      if (info.type != GG_ROSTER_FIELD_LIST || steps[++i] == NULL)
        return NULL;
      n = g_ascii_strtoull (steps[i], &end, 10);
      if (end == steps[i] || *end != '\0' || n >= gg_roster_node_count (node, steps[i - 1]))
        return NULL;
      node = gg_roster_node_nth (node, steps[i - 1], n);
    }
  return node;
}

/* The roster's vocabulary words as people read them: the msgids, translated by the caller in
 * the language it needs (the interface's, or the print job's). */
typedef struct
{
  const char *word;
  const char *label;
} WordLabel;

/* clang-format off */
static const WordLabel word_labels[] = {
  { "infantry", N_("infantry") },
  { "cavalry", N_("cavalry") },
  { "artillery", N_("artillery") },
  { "engineers", N_("engineers") },
  { "staff", N_("staff") },
  { "veteran", N_("veteran") },
  { "line", N_("line") },
  { "recruit", N_("recruit") },
  { "rifled-musket", N_("rifled musket") },
  { "smoothbore-musket", N_("smoothbore musket") },
  { "breech-loader", N_("breech-loader") },
  { "precision-rifle", N_("precision rifle") },
  { "blunderbuss", N_("blunderbuss") },
  { "carbine", N_("carbine") },
  { "cavalry-pistol", N_("cavalry pistol") },
  { "lance", N_("lance") },
  { "sabre", N_("sabre") },
  { "cannon", N_("cannon") },
  { "howitzer", N_("howitzer") },
  { "mortar", N_("mortar") },
  { "line-infantry", N_("line infantry") },
  { "light-infantry", N_("light infantry") },
  { "line-cavalry", N_("line cavalry") },
  { "light-cavalry", N_("light cavalry") },
  { "light-guns", N_("light guns") },
  { "heavy-guns", N_("medium or heavy guns") },
  { "command", N_("command") },
  { "green", N_("green") },
  { "trained", N_("trained") },
  { "musket", N_("musket") },
  { "rifle", N_("rifle") },
  { "carbine-pistol", N_("carbine and pistol") },
  { "private", N_("private") },
  { "leader", N_("squad leader") },
  { "gunner", N_("gunner") },
  { "helper", N_("helper") },
  { "driver", N_("driver") },
  { "french", N_("French") },
  { "italian", N_("Italian") },
  { "other", N_("other") },
  { "army", N_("army") },
  { "corps", N_("corps") },
  { "division", N_("division") },
  { "brigade", N_("brigade") },
  { "lancers", N_("lancers") },
  { "dragoons", N_("dragoons") },
  { "elite", N_("elite") },
  { "miners-sappers", N_("miners and sappers") },
  { "irregular", N_("irregular") },
  { "attack-column", N_("attack column") },
  { "column-of-march", N_("column of march") },
  { "square", N_("square") },
  { "rear-rank-about", N_("rear rank about") },
  { "skirmish", N_("skirmish order") },
  { "limbered", N_("limbered") },
  { "unlimbered", N_("unlimbered") },
  { "dismounted", N_("dismounted") },
};
/* clang-format on */

const char *
gg_roster_word_msgid (const char *word)
{
  for (gsize i = 0; word != NULL && i < G_N_ELEMENTS (word_labels); i++)
    if (g_str_equal (word_labels[i].word, word))
      return word_labels[i].label;
  return NULL;
}

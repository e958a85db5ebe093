/* gg-roster-rules.c: what the rules derive from a roster when the file does not say it:
 * arm, mounted, training, weapon, base-label code and base size (La Bella Gigogin), class,
 * nationality and weapon (d6). Each default names its rule. */
#include "gg-roster-private.h"
#include "gg-rules-data.h"

#include <string.h>

static gboolean
kind_is (const GgRosterNode *node, GgRosterKind kind)
{
  return node != NULL && node->schema->kind == kind;
}

/* BG-3.1-b. A gun squad is artillery; helpers are the infantrymen who serve a gun (BG-4.4-x). */
const char *
gg_roster_node_arm (const GgRosterNode *node)
{
  for (; node != NULL; node = node->parent)
    {
      const char *role = gg_roster_node_get_text (node, "role");

      if (g_strcmp0 (role, "helper") == 0)
        return "infantry";
      if (gg_roster_node_has (node, "arm"))
        return gg_roster_node_get_text (node, "arm");
      if (kind_is (node, GG_ROSTER_KIND_SQUAD) && gg_roster_node_has (node, "gun"))
        return "artillery";
    }
  return "infantry";
}

/* BG-4.5-c: the command squad is mounted if cavalry, on foot if infantry. */
gboolean
gg_roster_node_mounted (const GgRosterNode *node)
{
  const GgRosterNode *n;

  for (n = node; n != NULL && !kind_is (n, GG_ROSTER_KIND_COMPANY); n = n->parent)
    if (gg_roster_node_has (n, "mounted"))
      return gg_roster_node_get_bool (n, "mounted", FALSE);
  return g_str_equal (gg_roster_node_arm (node), "cavalry");
}

/* BG-4.7-a…c with AMB-60: cavalry, artillery and Cacciatori are veterans, others line. */
const char *
gg_roster_squad_training (const GgRosterNode *squad)
{
  const char *arm = gg_roster_node_arm (squad);

  if (gg_roster_node_has (squad, "training"))
    return gg_roster_node_get_text (squad, "training");
  if (g_str_equal (arm, "cavalry") || g_str_equal (arm, "artillery") ||
      gg_roster_node_has_flag (squad, "traits", "cacciatori"))
    return "veteran";
  return "line";
}

/* Officers, drummers and trumpeters carry the sabre and do not fire (BG-4.2-c, BG-4.5-f);
 * engineers fire as smoothbore muskets (BG-12.1-c); gunners and drivers fire only the gun
 * (BG-3.1-h); cavalry charge with the sabre (BG-4.3-a). Infantry default: rifled musket. */
const char *
gg_roster_figure_weapon (const GgRosterNode *figure)
{
  const char *role = gg_roster_node_get_text (figure, "role");
  const char *arm = gg_roster_node_arm (figure);

  if (gg_roster_node_has (figure, "weapon"))
    return gg_roster_node_get_text (figure, "weapon");
  if (kind_is (figure, GG_ROSTER_KIND_OFFICER) || g_str_equal (arm, "staff") ||
      g_str_equal (arm, "cavalry"))
    return "sabre";
  if (g_strcmp0 (role, "gunner") == 0 || g_strcmp0 (role, "driver") == 0)
    return NULL;
  if (g_str_equal (arm, "engineers"))
    return "smoothbore-musket";
  return "rifled-musket";
}

static const char *
slot_of (const GgRosterNode *officer)
{
  static const char *const slots[] = { "commander", "deputy", "musician", NULL };

  for (guint i = 0; slots[i] != NULL; i++)
    if (gg_roster_node_get_child (officer->parent, slots[i]) == officer)
      return slots[i];
  return "";
}

/* BG-3.2-h: platoons are A, B, … in their company unless the file names the letter. */
static char *
platoon_letter (const GgRosterNode *platoon)
{
  const GgRosterNode *company = platoon->parent;

  if (gg_roster_node_has (platoon, "letter"))
    return g_strdup (gg_roster_node_get_text (platoon, "letter"));
  for (guint i = 0; company != NULL && i < gg_roster_node_count (company, "platoons"); i++)
    if (gg_roster_node_nth (company, "platoons", i) == platoon)
      return g_strdup_printf ("%c", i < 26 ? 'A' + i : '?');
  return g_strdup ("?");
}

static char *
officer_code (const GgRosterNode *officer)
{
  const char *slot = slot_of (officer);
  gboolean battalion = kind_is (officer->parent, GG_ROSTER_KIND_BATTALION);
  g_autofree char *letter = NULL;

  if (kind_is (officer->parent, GG_ROSTER_KIND_PLATOON))
    {
      letter = platoon_letter (officer->parent);
      return g_strconcat ("PL", letter, NULL); /* BG-3.2-h */
    }
  if (g_str_equal (slot, "commander"))
    return g_strdup (battalion ? "BtL" : "CyL"); /* BG-3.2-l, BG-3.2-i */
  if (g_str_equal (slot, "deputy"))
    return g_strdup (battalion ? "BtS" : "CSt"); /* BG-3.2-m, BG-3.2-j */
  return g_strdup (battalion ? "BtM" : "M");     /* BG-3.2-n, BG-3.2-k */
}

/* BG-3.2-f/g; AMB-07 for gun crews: helper "<n>h", driver "D<n>". */
char *
gg_roster_figure_code (const GgRosterNode *figure)
{
  gint64 n = gg_roster_node_get_int (figure->parent, "number", 0);
  const char *role = gg_roster_node_get_text (figure, "role");

  if (kind_is (figure, GG_ROSTER_KIND_OFFICER))
    return officer_code (figure);
  if (g_strcmp0 (role, "leader") == 0)
    return g_strdup_printf ("L%" G_GINT64_FORMAT, n);
  if (g_strcmp0 (role, "helper") == 0)
    return g_strdup_printf ("%" G_GINT64_FORMAT "h", n);
  if (g_strcmp0 (role, "driver") == 0)
    return g_strdup_printf ("D%" G_GINT64_FORMAT, n);
  return g_strdup_printf ("%" G_GINT64_FORMAT, n);
}

/* BG-3.2-a…c, front × depth in mm (foot, mounted, gun): bases.<scale>mm.* of the built-in
 * tables, read once. */
static gboolean
scale_size (int scale, const char *kind, double size[2])
{
  static gsize loaded;
  static GgRulesData *data;
  g_autofree char *path = g_strdup_printf ("bases.%dmm.%s", scale, kind);
  GgRuleEntry entry;

  if (g_once_init_enter (&loaded))
    {
      data = gg_rules_data_load_builtin ("bella-gigogin", NULL);
      g_once_init_leave (&loaded, 1);
    }
  if (data == NULL || !gg_rules_data_lookup (data, path, &entry) ||
      entry.value->kind != GG_YAML_SEQUENCE || gg_yaml_sequence_size (entry.value) != 2)
    return FALSE;
  return gg_yaml_get_double (gg_yaml_sequence_nth (entry.value, 0), "", &size[0], NULL) &&
         gg_yaml_get_double (gg_yaml_sequence_nth (entry.value, 1), "", &size[1], NULL);
}

static gboolean
base_override (const GgRosterNode *node, GgBase *base)
{
  GgRosterNode *b = gg_roster_node_get_child (node, "base");

  if (b == NULL)
    return FALSE;
  base->shape = gg_roster_node_has (b, "diameter") ? GG_BASE_ROUND : GG_BASE_RECT;
  base->diameter = gg_roster_node_get_number (b, "diameter", 0);
  base->front = gg_roster_node_get_number (b, "front", 0);
  base->depth = gg_roster_node_get_number (b, "depth", 0);
  return TRUE;
}

gboolean
gg_roster_scale_base (int scale, GgRosterBaseKind kind, GgBase *base)
{
  double size[2];

  memset (base, 0, sizeof *base);
  if (!scale_size (scale,
                   kind == GG_ROSTER_BASE_GUN       ? "gun"
                   : kind == GG_ROSTER_BASE_MOUNTED ? "mounted"
                                                    : "foot",
                   size))
    return FALSE;
  base->shape = GG_BASE_RECT;
  base->front = size[0];
  base->depth = size[1];
  return TRUE;
}

gboolean
gg_roster_base_size (GgRoster *self, const GgRosterNode *node, GgBase *base)
{
  gint64 scale = gg_roster_node_get_int (self->root, "scale", 20);
  GgRosterBaseKind kind = kind_is (node, GG_ROSTER_KIND_GUN) ? GG_ROSTER_BASE_GUN
                          : gg_roster_node_mounted (node)    ? GG_ROSTER_BASE_MOUNTED
                                                             : GG_ROSTER_BASE_FOOT;

  memset (base, 0, sizeof *base);
  if (base_override (node, base))
    return TRUE;
  return gg_roster_scale_base ((int) scale, kind, base);
}

const char *
gg_roster_unit_nationality (GgRoster *self, const GgRosterNode *unit)
{
  for (const GgRosterNode *n = unit; n != NULL; n = n->parent)
    if (gg_roster_node_has (n, "nationality"))
      return gg_roster_node_get_text (n, "nationality");
  return "other";
}

/* D6-AMB-44: elite units use the Veteran class; D6-GEN-8: most French troops are trained,
 * most Italians green. */
const char *
gg_roster_unit_class (GgRoster *self, const GgRosterNode *unit)
{
  if (gg_roster_node_has (unit, "class"))
    return gg_roster_node_get_text (unit, "class");
  if (gg_roster_node_has_flag (unit, "attributes", "elite"))
    return "veteran";
  if (g_str_equal (gg_roster_unit_nationality (self, unit), "italian"))
    return "green";
  return "trained";
}

/* D6-AMB-31: line infantry muskets, light infantry and dismounted dragoons rifles, cavalry
 * carbines and pistols; guns their own; command units do not fire (D6-CMD-4). */
const char *
gg_roster_unit_weapon (const GgRosterNode *unit)
{
  const char *type = gg_roster_node_get_text (unit, "type");

  if (gg_roster_node_has (unit, "weapon"))
    return gg_roster_node_get_text (unit, "weapon");
  if (type == NULL || g_str_has_suffix (type, "guns") || g_str_equal (type, "command") ||
      gg_roster_node_has_flag (unit, "attributes", "miners-sappers"))
    return NULL;
  if (g_str_equal (type, "light-infantry") ||
      g_strcmp0 (gg_roster_node_get_text (unit, "formation"), "dismounted") == 0)
    return "rifle";
  return g_str_has_suffix (type, "cavalry") ? "carbine-pistol" : "musket";
}

static guint
count_in (const GgRosterNode *node)
{
  guint n = 0;

  if (kind_is (node, GG_ROSTER_KIND_FIGURE))
    return gg_roster_node_get_int (node, "count", 1);
  if (kind_is (node, GG_ROSTER_KIND_OFFICER) || kind_is (node, GG_ROSTER_KIND_COMMANDER))
    return 1;
  if (kind_is (node, GG_ROSTER_KIND_UNIT))
    return gg_roster_node_get_int (node, "figures", 0);
  for (guint i = 0; i < node->n_values; i++)
    {
      const GgRosterValue *v = &node->values[i];
      GgFieldType type = node->schema->fields[i].type;

      if (v->set && type == GG_FIELD_NODE && !kind_is (v->node, GG_ROSTER_KIND_GUN) &&
          !kind_is (v->node, GG_ROSTER_KIND_BASE))
        n += count_in (v->node);
      for (guint j = 0; v->set && type == GG_FIELD_LIST && j < v->items->len; j++)
        n += count_in (g_ptr_array_index (v->items, j));
    }
  return n;
}

guint
gg_roster_count_figures (GgRoster *self)
{
  return count_in (self->root);
}

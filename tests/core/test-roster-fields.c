/* The roster editor's view of the schema (gg-roster-fields.h): fields with their types and
 * vocabularies, values as the text gg_roster_node_set() reads back, and node paths that find the
 * same node in a roster reloaded from its saved text (how the editor's undo finds its place). */
#include <glib.h>

#include "gg-roster-fields.h"

#define CALATAFIMI "/org/gigogin/Gigogin/data/rosters/calatafimi-1860-garibaldini.yaml"

static GgRoster *
load_calatafimi (void)
{
  g_autoptr (GError) error = NULL;
  GgRoster *roster = gg_roster_load_resource (CALATAFIMI, &error);

  g_assert_no_error (error);
  return roster;
}

static GgRosterNode *
first_squad (GgRoster *roster)
{
  GgRosterNode *node = gg_roster_node_at_path (roster, "battalion/companies/0/platoons/0/squads/0");

  g_assert_nonnull (node);
  g_assert_cmpint (gg_roster_node_get_kind (node), ==, GG_ROSTER_KIND_SQUAD);
  return node;
}

static void
test_fields (void)
{
  g_autoptr (GgRoster) roster = load_calatafimi ();
  GgRosterNode *squad = first_squad (roster);
  GgRosterFieldInfo info;
  guint n = gg_roster_node_n_fields (squad);

  g_assert_cmpuint (n, ==, 10);
  gg_roster_node_field (squad, 0, &info);
  g_assert_cmpstr (info.key, ==, "number");
  g_assert_cmpint (info.type, ==, GG_ROSTER_FIELD_INT);
  g_assert_true (info.required);
  g_assert_cmpfloat (info.max, ==, 50); /* BG-3.4-c: squads 1–50 a side */
  g_assert_true (gg_roster_node_field_info (squad, "training", &info));
  g_assert_cmpint (info.type, ==, GG_ROSTER_FIELD_ENUM);
  g_assert_true (g_strv_contains (info.choices, "recruit")); /* BG-4.7-c */
  g_assert_true (gg_roster_node_field_info (squad, "figures", &info));
  g_assert_cmpint (info.type, ==, GG_ROSTER_FIELD_LIST);
  g_assert_cmpint (info.child_kind, ==, GG_ROSTER_KIND_FIGURE);
  g_assert_true (gg_roster_node_field_info (squad, "gun", &info));
  g_assert_cmpint (info.child_kind, ==, GG_ROSTER_KIND_GUN);
  g_assert_false (gg_roster_node_field_info (squad, "colour", &info));
}

/* Every value's text is accepted back by gg_roster_node_set and leaves the YAML unchanged. */
static void
test_value_text_round_trip (void)
{
  g_autoptr (GgRoster) roster = load_calatafimi ();
  GgRosterNode *squad = first_squad (roster);
  GgRosterNode *fig = gg_roster_node_nth (squad, "figures", 1);
  g_autofree char *before = gg_roster_to_yaml (roster, NULL);
  g_autofree char *after = NULL;
  const char *keys[] = { "number", "training", "traits" };
  g_autofree char *count = gg_roster_node_value_text (fig, "count");
  g_autofree char *traits = gg_roster_node_value_text (squad, "traits");
  g_autofree char *mounted = gg_roster_node_value_text (fig, "mounted");

  g_assert_cmpstr (count, ==, "7");
  g_assert_cmpstr (traits, ==, "cacciatori");
  g_assert_null (mounted);
  g_assert_null (gg_roster_node_value_text (squad, "figures"));
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *text = gg_roster_node_value_text (squad, keys[i]);
      g_autoptr (GError) error = NULL;

      g_assert_true (gg_roster_node_set (squad, keys[i], text, &error));
      g_assert_no_error (error);
    }
  g_assert_true (gg_roster_node_set (squad, "traits", "cacciatori, titubanti", NULL));
  g_clear_pointer (&traits, g_free);
  traits = gg_roster_node_value_text (squad, "traits");
  g_assert_cmpstr (traits, ==, "cacciatori, titubanti");
  g_assert_true (gg_roster_node_set (squad, "traits", "cacciatori", NULL));
  after = gg_roster_to_yaml (roster, NULL);
  g_assert_cmpstr (before, ==, after);
}

static void
check_paths (GgRoster *roster, GgRosterNode *node, GgRoster *copy, guint *n)
{
  g_autofree char *path = gg_roster_node_path (node);
  GgRosterNode *found = gg_roster_node_at_path (copy, path);
  guint fields = gg_roster_node_n_fields (node);

  g_assert_nonnull (found);
  g_assert_cmpint (gg_roster_node_get_kind (found), ==, gg_roster_node_get_kind (node));
  g_assert_true (gg_roster_node_at_path (roster, path) == node);
  (*n)++;
  for (guint i = 0; i < fields; i++)
    {
      GgRosterFieldInfo info;

      gg_roster_node_field (node, i, &info);
      if (info.type == GG_ROSTER_FIELD_NODE && gg_roster_node_get_child (node, info.key))
        check_paths (roster, gg_roster_node_get_child (node, info.key), copy, n);
      for (guint j = 0;
           info.type == GG_ROSTER_FIELD_LIST && j < gg_roster_node_count (node, info.key); j++)
        check_paths (roster, gg_roster_node_nth (node, info.key, j), copy, n);
    }
}

/* Every node of every shipped roster is found again by its path in a second copy. */
static void
test_paths_shipped (void)
{
  g_auto (GStrv) paths = gg_roster_list_shipped ();

  g_assert_cmpuint (g_strv_length (paths), >=, 5);
  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autoptr (GgRoster) a = gg_roster_load_resource (paths[i], NULL);
      g_autoptr (GgRoster) b = gg_roster_load_resource (paths[i], NULL);
      guint n = 0;

      check_paths (a, gg_roster_get_root (a), b, &n);
      g_assert_cmpuint (n, >, 3);
    }
}

static void
test_bad_paths (void)
{
  g_autoptr (GgRoster) roster = load_calatafimi ();
  const char *bad[] = { "nowhere",
                        "battalion/companies",
                        "battalion/companies/99",
                        "battalion/companies/x",
                        "battalion/companies/-1",
                        "name" };
  g_autofree char *root = gg_roster_node_path (gg_roster_get_root (roster));

  g_assert_cmpstr (root, ==, "");
  g_assert_true (gg_roster_node_at_path (roster, "") == gg_roster_get_root (roster));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_null (gg_roster_node_at_path (roster, bad[i]));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/roster-fields/fields", test_fields);
  g_test_add_func ("/roster-fields/value-text-round-trip", test_value_text_round_trip);
  g_test_add_func ("/roster-fields/paths-shipped", test_paths_shipped);
  g_test_add_func ("/roster-fields/bad-paths", test_bad_paths);
  return g_test_run ();
}

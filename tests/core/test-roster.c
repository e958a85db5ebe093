/* Rosters (gg-roster.h, docs/rosters.md): the schema, every rules check with its rule ID, round
 * trips of the shipped rosters, hostile input, the editing API and the CLI commands.
 *
 * Fixtures in tests/data/rosters/ end with comment lines: "# expect: LINE:COLUMN: TEXT" (a
 * problem that must be reported at that place, containing TEXT; "# expect: TEXT" without a
 * place for whole-file refusals) and "# valid: yes|no". Each fixture named after a rule ID is
 * the test of that rule: its test path is /roster/fixture/<RULE-ID>-… . */
#include "gg-config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/wait.h>

#include "gg-roster.h"

static char *
fixture_dir (void)
{
  return g_test_build_filename (G_TEST_DIST, "data", "rosters", NULL);
}

static char *
rosters_dir (void)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "rosters", NULL);
}

static char *
roster_path (const char *name)
{
  g_autofree char *dir = rosters_dir ();

  return g_build_filename (dir, name, NULL);
}

static GPtrArray *
check_file (const char *path)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_roster_problem_free);
  g_autoptr (GError) error = NULL;
  g_autoptr (GgYamlNode) root = NULL;
  GgYamlLimits limits;

  gg_roster_limits_init (&limits);
  root = gg_yaml_parse_file (path, &limits, &error);
  if (root == NULL)
    {
      GgRosterProblem *p = g_new0 (GgRosterProblem, 1);

      p->text = g_strdup (error->message);
      g_ptr_array_add (problems, p);
      return problems;
    }
  gg_roster_check_tree (root, path, problems);
  return problems;
}

static gboolean
problem_matches (GgRosterProblem *p, const char *path, const char *expect)
{
  g_autofree char *prefix = NULL;
  const char *rest = expect;

  if (g_regex_match_simple ("^[0-9]+:[0-9]+: ", expect, 0, 0))
    {
      prefix = g_strdup_printf (
        "%s:%.*s", path, (int) (strchr (strchr (expect, ':') + 1, ':') - expect + 1), expect);
      rest = strchr (strchr (expect, ':') + 1, ':') + 2;
      if (!g_str_has_prefix (p->text, prefix))
        return FALSE;
    }
  return strstr (p->text, rest) != NULL;
}

static void
test_fixture (gconstpointer data)
{
  const char *path = data;
  g_autofree char *text = NULL;
  g_autoptr (GPtrArray) problems = check_file (path);
  g_auto (GStrv) lines = NULL;
  gboolean expect_valid = FALSE;
  guint expects = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      gboolean found = FALSE;

      if (g_str_has_prefix (lines[i], "# valid: "))
        expect_valid = g_str_equal (lines[i] + 9, "yes");
      if (!g_str_has_prefix (lines[i], "# expect: "))
        continue;
      expects++;
      for (guint j = 0; j < problems->len && !found; j++)
        found = problem_matches (g_ptr_array_index (problems, j), path, lines[i] + 10);
      if (!found)
        for (guint j = 0; j < problems->len; j++)
          g_test_message ("got: %s", ((GgRosterProblem *) g_ptr_array_index (problems, j))->text);
      g_assert_true (found || !(g_printerr ("missing: %s\n", lines[i] + 10), TRUE));
    }
  g_assert_cmpint (!gg_roster_problems_have_error (problems), ==, expect_valid);
  if (expects == 0)
    g_assert_cmpuint (problems->len, ==, 0); /* good files: not even a warning */
}

/* Every shipped roster is valid; load, save, load, save gives the same bytes, and the second
 * load holds the same values as the first (its JSON is the same). */
static void
test_round_trip (void)
{
  g_autofree char *dir = rosters_dir ();
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (GgRoster) r1 = gg_roster_load_file (path, &error);
      g_autofree char *s1 = NULL, *s2 = NULL, *j1 = NULL, *j2 = NULL;
      g_autoptr (GgRoster) r2 = NULL;
      g_autoptr (GPtrArray) problems = NULL;
      g_autoptr (JsonNode) n1 = NULL, n2 = NULL;

      g_assert_no_error (error);
      problems = gg_roster_validate (r1);
      g_assert_false (gg_roster_problems_have_error (problems));
      s1 = gg_roster_to_yaml (r1, &error);
      g_assert_no_error (error);
      r2 = gg_roster_load_data (s1, strlen (s1), "saved.yaml", &error);
      g_assert_no_error (error);
      s2 = gg_roster_to_yaml (r2, &error);
      g_assert_cmpstr (s1, ==, s2);
      n1 = gg_roster_to_json (r1);
      n2 = gg_roster_to_json (r2);
      j1 = json_to_string (n1, FALSE);
      j2 = json_to_string (n2, FALSE);
      g_assert_cmpstr (j1, ==, j2);
      g_assert_cmpuint (gg_roster_count_figures (r1), >, 0);
      n++;
    }
  g_assert_cmpuint (n, >=, 14);
}

/* Key order of the file is the schema's: a file written by us keeps its order exactly. */
static void
test_order_and_values (void)
{
  const char *text =
    "format: gigogin-roster/1\nruleset: d6\nname: \"N\"\nside: \"S\"\nperiod: \"1859\"\n"
    "brigades:\n- name: \"B\"\n  commander: {name: \"C\", rating: 3}\n  units:\n"
    "  - {name: \"Z\", type: line-infantry, figures: 12}\n"
    "  - {name: \"A\", type: light-guns, figures: 3, formation: limbered}\n"
    "  - {name: \"M\", type: line-cavalry, class: veteran, figures: 7, attributes: [lancers, "
    "elite]}\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (GgRoster) r = gg_roster_load_data (text, strlen (text), "t.yaml", &error);
  g_autofree char *out = NULL;
  GgRosterNode *brigade;

  g_assert_no_error (error);
  out = gg_roster_to_yaml (r, &error);
  g_assert_cmpstr (out, ==, text);
  brigade = gg_roster_node_nth (gg_roster_get_root (r), "brigades", 0);
  g_assert_cmpstr (gg_roster_node_get_text (gg_roster_node_nth (brigade, "units", 0), "name"), ==,
                   "Z");
  g_assert_cmpint (
    gg_roster_node_get_int (gg_roster_node_get_child (brigade, "commander"), "rating", -1), ==, 3);
  g_assert_true (
    gg_roster_node_has_flag (gg_roster_node_nth (brigade, "units", 2), "attributes", "elite"));
}

static void
test_hostile_huge (void)
{
  gsize size = 5 * 1024 * 1024;
  g_autofree char *big = g_malloc (size);
  g_autoptr (GError) error = NULL;
  g_autoptr (GgRoster) r = NULL;

  memset (big, ' ', size);
  memcpy (big, "format: gigogin-roster/1\n", 25);
  r = gg_roster_load_data (big, size, "big.yaml", &error);
  g_assert_null (r);
  g_assert_error (error, GG_YAML_ERROR, GG_YAML_ERROR_LIMIT);
  g_assert_true (g_str_has_prefix (error->message, "big.yaml:1:1: "));
}

static void
test_hostile_binary (void)
{
  static const char junk[] = "format: \xff\xfe\x00\x01 roster";
  g_autoptr (GError) error = NULL;
  g_autoptr (GgRoster) r = gg_roster_load_data (junk, sizeof junk - 1, "bin.yaml", &error);

  g_assert_null (r);
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "bin.yaml:"));
}

/* Every prefix of a real roster either loads or is refused with a placed message. */
static void
test_hostile_truncated (void)
{
  g_autofree char *path = roster_path ("calatafimi-1860-8-cacciatori.yaml");
  g_autofree char *text = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  for (gsize cut = 0; cut < length; cut += 13)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GgRoster) r = gg_roster_load_data (text, cut, "cut.yaml", &error);

      g_assert_true ((r == NULL) != (error == NULL));
      if (error != NULL)
        g_assert_true (g_str_has_prefix (error->message, "cut.yaml:"));
    }
}

/* The editing API an editor uses: add, set (with the schema's checks), remove, validate. */
static void
test_edit (void)
{
  g_autoptr (GgRoster) r = gg_roster_new (GG_RULESET_BELLA_GIGOGIN, "Nuovo", "A");
  GgRosterNode *root = gg_roster_get_root (r), *company, *platoon, *s1, *s2, *fig;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) problems = NULL;

  company = gg_roster_node_insert (r, root, "companies", -1, &error);
  platoon = gg_roster_node_insert (r, company, "platoons", -1, &error);
  s1 = gg_roster_node_insert (r, platoon, "squads", -1, &error);
  s2 = gg_roster_node_insert (r, platoon, "squads", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gg_roster_node_get_int (s1, "number", 0), ==, 1);
  g_assert_cmpint (gg_roster_node_get_int (s2, "number", 0), ==, 2); /* next free number */
  fig = gg_roster_node_insert (r, s1, "figures", -1, &error);
  g_assert_cmpstr (gg_roster_node_get_text (fig, "role"), ==, "private");
  g_assert_true (gg_roster_node_set (fig, "count", "11", &error));
  g_assert_true (gg_roster_node_set (company, "name", "1ª compagnia", &error));
  g_assert_true (gg_roster_node_set (s1, "traits", "cacciatori, titubanti", &error));
  g_assert_true (gg_roster_node_has_flag (s1, "traits", "titubanti"));
  g_assert_false (gg_roster_node_set (fig, "weapon", "musket", &error));
  g_assert_error (error, GG_ROSTER_ERROR, GG_ROSTER_ERROR_VALUE);
  g_clear_error (&error);
  g_assert_false (gg_roster_node_set (fig, "count", "-3", &error));
  g_clear_error (&error);
  g_assert_false (gg_roster_node_set (fig, "colour", "red", &error));
  g_assert_error (error, GG_ROSTER_ERROR, GG_ROSTER_ERROR_FIELD);
  g_clear_error (&error);
  g_assert_false (gg_roster_node_unset (fig, "role", &error));
  g_clear_error (&error);
  g_assert_false (gg_roster_node_set (root, "ruleset", "d6", &error));
  g_clear_error (&error);
  problems = gg_roster_validate (r);
  g_assert_true (gg_roster_problems_have_error (problems)); /* BG-4.1-a: 11 figures, no leader */
  g_clear_pointer (&problems, g_ptr_array_unref);
  g_assert_true (gg_roster_node_set (fig, "role", "leader", &error));
  g_assert_true (gg_roster_node_set (fig, "count", "1", &error));
  g_assert_true (gg_roster_node_remove (platoon, "squads", 1, &error));
  g_assert_cmpuint (gg_roster_node_count (platoon, "squads"), ==, 1);
  g_assert_false (gg_roster_node_remove (platoon, "squads", 5, &error));
  g_clear_error (&error);
  problems = gg_roster_validate (r);
  g_assert_false (gg_roster_problems_have_error (problems));
}

/* BG-3.2-e…n (base-label codes), AMB-07 for gun crews: BG-3.2-l BtL, BG-3.2-m BtS, BG-3.2-n BtM,
 * BG-3.2-i CyL, BG-3.2-j CSt, BG-3.2-k M, BG-3.2-h PLB, BG-3.2-g L4, BG-3.2-f 4. */
static void
test_codes (void)
{
  g_autofree char *path = roster_path ("calatafimi-1860-8-cacciatori.yaml");
  g_autoptr (GgRoster) r = gg_roster_load_file (path, NULL);
  GgRosterNode *bn = gg_roster_node_get_child (gg_roster_get_root (r), "battalion");
  GgRosterNode *coy = gg_roster_node_nth (bn, "companies", 0);
  GgRosterNode *pl2 = gg_roster_node_nth (coy, "platoons", 1);
  GgRosterNode *sq4 = gg_roster_node_nth (pl2, "squads", 0);
  GgRosterNode *gun = gg_roster_node_nth (
    gg_roster_node_nth (gg_roster_node_nth (bn, "companies", 1), "platoons", 0), "squads", 0);
  static const char *const expected[] = { "BtL", "BtS", "BtM", "CyL", "CSt", "M",
                                          "PLB", "L4",  "4",   "L7",  "7",   "D7" };
  GgRosterNode *nodes[12];

  nodes[0] = gg_roster_node_get_child (bn, "commander");
  nodes[1] = gg_roster_node_get_child (bn, "deputy");
  nodes[2] = gg_roster_node_get_child (bn, "musician");
  nodes[3] = gg_roster_node_get_child (coy, "commander");
  nodes[4] = gg_roster_node_get_child (coy, "deputy");
  nodes[5] = gg_roster_node_get_child (coy, "musician");
  nodes[6] = gg_roster_node_get_child (pl2, "commander");
  nodes[7] = gg_roster_node_nth (sq4, "figures", 0);
  nodes[8] = gg_roster_node_nth (sq4, "figures", 1);
  for (guint i = 0; i < 3; i++)
    nodes[9 + i] = gg_roster_node_nth (gun, "figures", i);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *code = gg_roster_figure_code (nodes[i]);

      g_assert_cmpstr (code, ==, expected[i]);
    }
  g_assert_cmpstr (gg_roster_node_arm (gun), ==, "artillery");
  g_assert_cmpstr (gg_roster_squad_training (sq4), ==, "recruit");
}

/* BG-3.2-a…c: base sizes from the scale (BG-3.2-c: 28 mm foot 20 × 25, mounted 20 × 40, gun
 * 60 × 90), unless the file overrides them; BG-3.2-d: they are the scale's own sizes, never the
 * 20 mm ones scaled by BG-3.6-b (15 mm foot is 8 × 10, not 11.25 × 15). */
static void
test_bases (void)
{
  static const struct
  {
    int scale;
    double foot[2], mounted[2], gun[2];
  } sizes[] = {
    { 15, { 8, 10 }, { 12, 20 }, { 25, 40 } },
    { 20, { 15, 20 }, { 15, 30 }, { 45, 60 } },
    { 28, { 20, 25 }, { 20, 40 }, { 60, 90 } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr (GgRoster) r = gg_roster_new (GG_RULESET_BELLA_GIGOGIN, "N", "A");
      GgRosterNode *root = gg_roster_get_root (r);
      GgRosterNode *coy = gg_roster_node_insert (r, root, "companies", -1, NULL);
      GgRosterNode *sq = gg_roster_node_insert (
        r, gg_roster_node_insert (r, coy, "platoons", -1, NULL), "squads", -1, NULL);
      GgRosterNode *fig = gg_roster_node_insert (r, sq, "figures", -1, NULL);
      GgRosterNode *gun = gg_roster_node_insert (r, sq, "gun", 0, NULL);
      g_autofree char *scale = g_strdup_printf ("%d", sizes[i].scale);
      GgBase b;

      g_assert_true (gg_roster_node_set (root, "scale", scale, NULL));
      g_assert_true (gg_roster_base_size (r, fig, &b));
      g_assert_cmpfloat (b.front, ==, sizes[i].foot[0]);
      g_assert_cmpfloat (b.depth, ==, sizes[i].foot[1]);
      gg_roster_node_set (sq, "arm", "cavalry", NULL);
      g_assert_true (gg_roster_node_mounted (fig));
      g_assert_true (gg_roster_base_size (r, fig, &b));
      g_assert_cmpfloat (b.depth, ==, sizes[i].mounted[1]);
      g_assert_true (gg_roster_base_size (r, gun, &b));
      g_assert_cmpfloat (b.front, ==, sizes[i].gun[0]);
      g_assert_cmpfloat (b.depth, ==, sizes[i].gun[1]);
      gg_roster_node_insert (r, fig, "base", 0, NULL);
      gg_roster_node_set (gg_roster_node_get_child (fig, "base"), "diameter", "25", NULL);
      g_assert_true (gg_roster_base_size (r, fig, &b));
      g_assert_cmpint (b.shape, ==, GG_BASE_ROUND);
      g_assert_cmpfloat (b.diameter, ==, 25);
    }
}

static GgRosterNode *
new_squad (GgRoster *r)
{
  GgRosterNode *root = gg_roster_get_root (r);
  GgRosterNode *coy = gg_roster_node_insert (r, root, "companies", -1, NULL);

  return gg_roster_node_insert (r, gg_roster_node_insert (r, coy, "platoons", -1, NULL), "squads",
                                -1, NULL);
}

/* BG-3.1-b: four kinds of piece: infantry, cavalry, artillery and engineers, commanders and staff;
 * BG-4.7-a: cavalry, artillery and Cacciatori are veterans; BG-4.7-b: other regulars are line;
 * BG-4.7-c, BG-4.7-d: the scenario makes militias recruits (or any squad anything it likes). */
static void
test_arms_and_training (void)
{
  g_autoptr (GgRoster) r = gg_roster_new (GG_RULESET_BELLA_GIGOGIN, "N", "A");
  GgRosterNode *sq = new_squad (r);
  const char *const *arms = gg_roster_node_choices (sq, "arm");
  static const char *const expected[] = { "infantry", "cavalry", "artillery", "engineers",
                                          "staff" };

  g_assert_nonnull (arms);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_true (g_strv_contains (arms, expected[i]));
  g_assert_cmpstr (gg_roster_node_arm (sq), ==, "infantry");
  g_assert_cmpstr (gg_roster_squad_training (sq), ==, "line");
  g_assert_true (gg_roster_node_set (sq, "arm", "cavalry", NULL));
  g_assert_cmpstr (gg_roster_squad_training (sq), ==, "veteran");
  g_assert_true (gg_roster_node_set (sq, "arm", "infantry", NULL));
  g_assert_true (gg_roster_node_set (sq, "traits", "cacciatori", NULL));
  g_assert_cmpstr (gg_roster_squad_training (sq), ==, "veteran");
  g_assert_true (gg_roster_node_set (sq, "training", "recruit", NULL));
  g_assert_cmpstr (gg_roster_squad_training (sq), ==, "recruit");
  g_assert_true (gg_roster_node_unset (sq, "traits", NULL));
  g_assert_true (gg_roster_node_unset (sq, "training", NULL));
  g_assert_true (gg_roster_node_unset (sq, "arm", NULL));
  gg_roster_node_insert (r, sq, "gun", 0, NULL);
  g_assert_cmpstr (gg_roster_node_arm (sq), ==, "artillery");
  g_assert_cmpstr (gg_roster_squad_training (sq), ==, "veteran");
}

/* BG-12.1-c: engineers fire as infantry with the smoothbore musket; BG-3.1-h: gunners fire only
 * the gun; BG-4.5-f: officers carry the sabre and do not fire; infantry the rifled musket. */
static void
test_weapons (void)
{
  g_autoptr (GgRoster) r = gg_roster_new (GG_RULESET_BELLA_GIGOGIN, "N", "A");
  GgRosterNode *sq = new_squad (r);
  GgRosterNode *fig = gg_roster_node_insert (r, sq, "figures", -1, NULL);
  GgRosterNode *platoon = gg_roster_node_get_parent (sq);
  GgRosterNode *officer = gg_roster_node_get_child (platoon, "commander");

  g_assert_cmpstr (gg_roster_figure_weapon (fig), ==, "rifled-musket");
  g_assert_true (gg_roster_node_set (sq, "arm", "engineers", NULL));
  g_assert_cmpstr (gg_roster_figure_weapon (fig), ==, "smoothbore-musket");
  g_assert_true (gg_roster_node_set (sq, "arm", "artillery", NULL));
  g_assert_true (gg_roster_node_set (fig, "role", "gunner", NULL));
  g_assert_null (gg_roster_figure_weapon (fig));
  if (officer == NULL)
    officer = gg_roster_node_insert (r, platoon, "commander", 0, NULL);
  g_assert_nonnull (officer);
  g_assert_cmpstr (gg_roster_figure_weapon (officer), ==, "sabre");
}

/* BG-4.5-c: the command squad (Captain, Lieutenant, musician) is mounted with cavalry and on foot
 * with infantry, though an infantry Captain may be mounted. */
static void
test_command_squad_mounted (void)
{
  g_autoptr (GgRoster) r = gg_roster_new (GG_RULESET_BELLA_GIGOGIN, "N", "A");
  GgRosterNode *root = gg_roster_get_root (r);
  GgRosterNode *coy = gg_roster_node_insert (r, root, "companies", -1, NULL);
  GgRosterNode *captain = gg_roster_node_get_child (coy, "commander");
  GgRosterNode *musician = gg_roster_node_get_child (coy, "musician");

  if (captain == NULL)
    captain = gg_roster_node_insert (r, coy, "commander", 0, NULL);
  if (musician == NULL)
    musician = gg_roster_node_insert (r, coy, "musician", 0, NULL);
  g_assert_false (gg_roster_node_mounted (captain));
  g_assert_false (gg_roster_node_mounted (musician));
  g_assert_true (gg_roster_node_set (coy, "arm", "cavalry", NULL));
  g_assert_true (gg_roster_node_mounted (captain));
  g_assert_true (gg_roster_node_mounted (musician));
  g_assert_true (gg_roster_node_set (coy, "arm", "infantry", NULL));
  g_assert_true (gg_roster_node_set (captain, "mounted", "true", NULL));
  g_assert_true (gg_roster_node_mounted (captain));
  g_assert_false (gg_roster_node_mounted (musician));
}

/* D6-GEN-8, D6-AMB-44, D6-AMB-31, D6-AMB-43: defaults of d6 units. */
static void
test_d6_defaults (void)
{
  const char *text =
    "format: gigogin-roster/1\nruleset: d6\nname: N\nside: S\n"
    "nationality: italian\nbrigades:\n- name: B\n  nationality: french\n  units:\n"
    "  - {name: a, type: line-infantry, figures: 24}\n"
    "  - {name: b, type: light-infantry, nationality: italian, figures: 7}\n"
    "  - {name: c, type: line-cavalry, nationality: other, figures: 7, attributes: [elite]}\n"
    "  - {name: d, type: heavy-guns, figures: 6}\n";
  g_autoptr (GgRoster) r = gg_roster_load_data (text, strlen (text), "d.yaml", NULL);
  GgRosterNode *b = gg_roster_node_nth (gg_roster_get_root (r), "brigades", 0);
  static const char *const want[][3] = {
    { "french", "trained", "musket" },
    { "italian", "green", "rifle" },
    { "other", "veteran", "carbine-pistol" },
    { "french", "trained", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      GgRosterNode *u = gg_roster_node_nth (b, "units", i);

      g_assert_cmpstr (gg_roster_unit_nationality (r, u), ==, want[i][0]);
      g_assert_cmpstr (gg_roster_unit_class (r, u), ==, want[i][1]);
      g_assert_cmpstr (gg_roster_unit_weapon (u), ==, want[i][2]);
    }
  g_assert_cmpuint (gg_roster_count_figures (r), ==, 44);
}

static void
test_shipped_resources (void)
{
  g_auto (GStrv) paths = gg_roster_list_shipped ();

  g_assert_cmpuint (g_strv_length (paths), >=, 14);
  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GgRoster) r = gg_roster_load_resource (paths[i], &error);

      g_assert_no_error (error);
      g_assert_cmpuint (gg_roster_count_figures (r), >, 0);
    }
}

/* The CLI, run as built. */

static int
run_cli (const char *const *args, char **out, char **err)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int status = -1;

  g_ptr_array_add (argv, (char *) GG_BUILD_DIR "/src/cli/gigogin-cli");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, out,
                               err, &status, &error));
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static void
test_cli_validate (void)
{
  g_autofree char *good = roster_path ("milano-1848-insorti.yaml");
  g_autofree char *fixtures = fixture_dir ();
  g_autofree char *bad = g_build_filename (fixtures, "schema-wrong-types.yaml", NULL);
  g_autofree char *game =
    g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", "demo.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_auto (GStrv) lines = NULL;

  g_assert_cmpint (run_cli ((const char *[]){ "validate", good, game, NULL }, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_clear_pointer (&err, g_free);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli ((const char *[]){ "validate", good, bad, NULL }, &out, &err), ==, 1);
  lines = g_strsplit (g_strchomp (err), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3); /* all three problems, one a line */
  for (guint i = 0; lines[i] != NULL; i++)
    g_assert_true (
      g_regex_match_simple ("^.*schema-wrong-types.yaml:[0-9]+:[0-9]+: ", lines[i], 0, 0));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli ((const char *[]){ "validate", NULL }, NULL, &err), ==, 2);
}

static void
test_cli_refuses (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gg-roster-XXXXXX", NULL);
  g_autofree char *game = g_build_filename (dir, "game.yaml", NULL);
  g_autofree char *other = g_build_filename (dir, "other.yaml", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.yaml", NULL);
  g_autofree char *err = NULL;

  g_assert_true (g_file_set_contents (game, "format: gigogin-game/1\nruleset: d6\n", -1, NULL));
  g_assert_true (g_file_set_contents (other, "- just\n- a list\n", -1, NULL));
  g_assert_cmpint (run_cli ((const char *[]){ "validate", game, NULL }, NULL, &err), ==, 1);
  g_assert_true (strstr (err, "game.yaml:1:1: ") != NULL);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli ((const char *[]){ "validate", other, NULL }, NULL, &err), ==, 1);
  g_assert_true (strstr (err, "other.yaml:1:1: not a Gigogin file") != NULL);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli ((const char *[]){ "validate", missing, NULL }, NULL, &err), ==, 1);
  g_assert_true (strstr (err, "missing.yaml:1:1: ") != NULL);
  g_unlink (game);
  g_unlink (other);
  g_rmdir (dir);
}

static void
test_cli_roster (void)
{
  g_autofree char *path = roster_path ("volturno-1860-napoletani.yaml");
  g_autofree char *out = NULL, *err = NULL, *yaml = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GgRoster) r = gg_roster_load_file (path, NULL);
  JsonObject *obj;

  g_assert_cmpint (
    run_cli ((const char *[]){ "roster", path, "--format", "json", NULL }, &out, &err), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, out, -1, NULL));
  obj = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (obj, "ruleset"), ==, "d6");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (obj, "brigades")), ==, 2);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (
    run_cli ((const char *[]){ "roster", path, "--format", "yaml", NULL }, &out, NULL), ==, 0);
  yaml = gg_roster_to_yaml (r, NULL);
  g_assert_cmpstr (out, ==, yaml);
  g_assert_cmpint (
    run_cli ((const char *[]){ "roster", path, "--format", "xml", NULL }, NULL, NULL), ==, 2);
  g_assert_cmpint (run_cli ((const char *[]){ "roster", NULL }, NULL, NULL), ==, 2);
}

static void
add_fixture_tests (void)
{
  g_autofree char *dir = fixture_dir ();
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".yaml"))
      g_ptr_array_add (names, g_strndup (name, strlen (name) - 5));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < names->len; i++)
    {
      const char *n = g_ptr_array_index (names, i);
      g_autofree char *test_path = g_strdup_printf ("/roster/fixture/%s", n);
      g_autofree char *file = g_strdup_printf ("%s.yaml", n);

      g_test_add_data_func_full (test_path, g_build_filename (dir, file, NULL), test_fixture,
                                 g_free);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  add_fixture_tests ();
  g_test_add_func ("/roster/round-trip/shipped", test_round_trip);
  g_test_add_func ("/roster/round-trip/order-and-values", test_order_and_values);
  g_test_add_func ("/roster/hostile/huge", test_hostile_huge);
  g_test_add_func ("/roster/hostile/binary", test_hostile_binary);
  g_test_add_func ("/roster/hostile/truncated", test_hostile_truncated);
  g_test_add_func ("/roster/edit", test_edit);
  g_test_add_func ("/roster/codes/BG-3.2-e", test_codes);
  g_test_add_func ("/roster/bases/BG-3.2-a", test_bases);
  g_test_add_func ("/roster/arms-training/BG-4.7-a", test_arms_and_training);
  g_test_add_func ("/roster/weapons/BG-12.1-c", test_weapons);
  g_test_add_func ("/roster/command-squad/BG-4.5-c", test_command_squad_mounted);
  g_test_add_func ("/roster/d6/defaults/D6-AMB-31", test_d6_defaults);
  g_test_add_func ("/roster/shipped-resources", test_shipped_resources);
  g_test_add_func ("/roster/cli/validate", test_cli_validate);
  g_test_add_func ("/roster/cli/refuses", test_cli_refuses);
  g_test_add_func ("/roster/cli/roster", test_cli_roster);
  return g_test_run ();
}

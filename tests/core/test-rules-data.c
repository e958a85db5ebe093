/* The rules-data format: entries with rule IDs and sources, lookup, club overlays, errors. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "core-support.h"
#include "gg-table-rules.h"
#include "gg-rules-data.h"
#include "gg-query.h"

static const char *base_text =
  "format: gigogin-rules/1\nruleset: bella-gigogin\n"
  "command:\n"
  "  squad-leader: { value: 15, unit: cm, rule: BG-4.8-a, source: rulebook }\n"
  "  with-musician: { value: 50, unit: cm, rule: BG-4.8-d, source: rulebook }\n"
  "fire:\n"
  "  to-hit:\n"
  "    rule: BG-MISS-02\n"
  "    source: house\n"
  "    note: the rulebook's table did not survive\n"
  "    columns: [range, needed]\n"
  "    rows: [[short, 5], [long, 7]]\n";

static GgRulesData *
load (const char *text, GError **error)
{
  return gg_rules_data_load_data (text, strlen (text), "r.yaml", error);
}

static void
test_lookup (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgRulesData) data = load (base_text, &error);
  GgRuleEntry entry;

  g_assert_no_error (error);
  g_assert_cmpstr (gg_rules_data_get_ruleset (data), ==, "bella-gigogin");
  g_assert_cmpfloat (gg_rules_data_get_number (data, "command.squad-leader", 0), ==, 15);
  g_assert_true (gg_rules_data_lookup (data, "command.with-musician", &entry));
  g_assert_cmpstr (entry.rule, ==, "BG-4.8-d");
  g_assert_cmpstr (entry.unit, ==, "cm");
  g_assert_cmpint (entry.source, ==, GG_RULE_SOURCE_RULEBOOK);
  g_assert_true (gg_rules_data_lookup (data, "fire.to-hit", &entry));
  g_assert_cmpint (entry.source, ==, GG_RULE_SOURCE_HOUSE);
  g_assert_cmpint (entry.value->kind, ==, GG_YAML_SEQUENCE);
  g_assert_cmpuint (gg_yaml_sequence_size (entry.value), ==, 2);
  g_assert_false (gg_rules_data_lookup (data, "command.nothing", NULL));
}

static void
test_overlay (void)
{
  g_autoptr (GgRulesData) data = load (base_text, NULL);
  g_autoptr (GgRulesData) club = load ("format: gigogin-rules/1\nruleset: bella-gigogin\n"
                                       "fire:\n  to-hit: { rule: BG-MISS-02, source: house, "
                                       "rows: [[short, 4]] }\n",
                                       NULL);
  g_autoptr (GgRulesData) bad = load ("format: gigogin-rules/1\nruleset: bella-gigogin\n"
                                      "fire:\n  to-hti: { rule: X, source: house, value: 1 }\n",
                                      NULL);
  g_autoptr (GgRulesData) d6 = load ("format: gigogin-rules/1\nruleset: d6\n", NULL);
  g_autoptr (GError) error = NULL;
  GgRuleEntry entry;

  g_assert_true (gg_rules_data_overlay (data, club, &error));
  g_clear_pointer (&club, gg_rules_data_free);
  g_assert_true (gg_rules_data_lookup (data, "fire.to-hit", &entry));
  g_assert_cmpint (entry.source, ==, GG_RULE_SOURCE_CLUB);
  g_assert_cmpuint (gg_yaml_sequence_size (entry.value), ==, 1);
  g_assert_false (gg_rules_data_overlay (data, bad, &error));
  g_assert_nonnull (strstr (error->message, "“fire.to-hti” is not an entry"));
  g_clear_error (&error);
  g_assert_false (gg_rules_data_overlay (data, d6, &error));
}

/* A club file with one good entry and one unknown entry is refused whole: the good entry must
 * not be laid over ours (it would point into the refused file's freed tree). */
static void
test_overlay_refused_changes_nothing (void)
{
  g_autoptr (GgRulesData) data = load (base_text, NULL);
  g_autoptr (GgRulesData)
    club = load ("format: gigogin-rules/1\nruleset: bella-gigogin\n"
                 "command:\n  squad-leader: { value: 99, rule: BG-4.8-a, "
                 "source: club }\n  typo: { value: 1, rule: X, source: club }\n",
                 NULL);
  g_autoptr (GError) error = NULL;
  GgRuleEntry entry;

  g_assert_nonnull (club);
  g_assert_false (gg_rules_data_overlay (data, club, &error));
  g_assert_nonnull (strstr (error->message, "“command.typo” is not an entry"));
  g_clear_pointer (&club, gg_rules_data_free);
  g_assert_true (gg_rules_data_lookup (data, "command.squad-leader", &entry));
  g_assert_cmpint (entry.source, ==, GG_RULE_SOURCE_RULEBOOK);
  g_assert_cmpfloat (gg_rules_data_get_number (data, "command.squad-leader", 0), ==, 15);
}

typedef struct
{
  const char *text;
  const char *expect;
} Bad;

static void
test_errors (void)
{
  static const Bad cases[] = {
    { "format: gigogin-game/1\n", "r.yaml:1:9: not a rules file" },
    { "format: gigogin-rules/1\n", "r.yaml:1:1: the rules file names no" },
    { "format: gigogin-rules/1\nruleset: d6\na: { value: 1, source: house }\n",
      "r.yaml:3:4: a rules entry needs “rule”" },
    { "format: gigogin-rules/1\nruleset: d6\na: { value: 1, rule: X }\n",
      "r.yaml:3:4: a rules entry needs “source”" },
    { "format: gigogin-rules/1\nruleset: d6\na: { value: 1, rule: X, source: folklore }\n",
      "r.yaml:3:33: unknown source" },
    { "format: gigogin-rules/1\nruleset: d6\na: { value: 1, rule: X, source: house, colour: 2 }\n",
      "r.yaml:3:40: unknown key" },
    { "format: gigogin-rules/1\nruleset: d6\na: { b: 3 }\n", "r.yaml:3:9: a.b must be a mapping" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GgRulesData) data = load (cases[i].text, &error);

      g_assert_null (data);
      if (!g_str_has_prefix (error->message, cases[i].expect))
        g_error ("case %u: “%s” does not start with “%s”", i, error->message, cases[i].expect);
    }
}

/* A club's table file over the shipped La Bella Gigogin tables: what is refused, and where. */
typedef struct
{
  const char *body;
  const char *expect;
} Club;

static void
test_club_refused (void)
{
  static const Club cases[] = {
    /* a short row */
    { "fire:\n  to-hit:\n    rifle: { rows: [[15, 3], [30], [60, 7]], rule: BG-MISS-02, "
      "source: club }\n",
      "club.yaml:5:30: “fire.to-hit.rifle”: a row of this table has 2 cells, found 1" },
    /* a text where a number belongs */
    { "command:\n  squad-leader: { value: lots, unit: cm, rule: BG-4.8-a, source: club }\n",
      "club.yaml:4:26: “command.squad-leader”: expected a finite number here, found “lots”" },
    /* a scalar where a row belongs (the to-hit lookup used to crash on it) */
    { "fire:\n  to-hit:\n    rifle: { rows: [15, 30], rule: BG-MISS-02, source: club }\n",
      "club.yaml:5:21: “fire.to-hit.rifle”: expected a list [...] here, found a single value" },
    /* a scalar where a mapping belongs */
    { "terrain:\n  open: { value: 1, rule: BG-10.3-a, source: club }\n",
      "club.yaml:4:18: “terrain.open”: expected a mapping {...} here, found a single value" },
    /* a scalar where a whole table belongs */
    { "morale:\n  table: { value: 12, rule: BG-MISS-01, source: club }\n",
      "club.yaml:4:10: “morale.table” is a table: give it as “rows:”" },
    /* an unknown entry */
    { "fire:\n  arc-half-angel: { value: 50, unit: deg, rule: BG-3.1-f, source: club }\n",
      "club.yaml:4:19: “fire.arc-half-angel” is not an entry of the bella-gigogin rules" },
    /* non-finite numbers */
    { "fire:\n  arc-half-angle: { value: .inf, unit: deg, rule: BG-3.1-f, source: club }\n",
      "club.yaml:4:28: “fire.arc-half-angle”: expected a finite number here, found “.inf”" },
    { "artillery:\n  shell-radius: { value: .nan, unit: cm, rule: BG-4.4-j, source: club }\n",
      "club.yaml:4:26: “artillery.shell-radius”: expected a finite number here" },
    /* out of range */
    { "fire:\n  arc-half-angle: { value: 500, unit: deg, rule: BG-3.1-f, source: club }\n",
      "club.yaml:4:28: “fire.arc-half-angle”: an angle is 0 to 360 degrees, found 500" },
    { "command:\n  squad-leader: { value: -15, unit: cm, rule: BG-4.8-a, source: club }\n",
      "club.yaml:4:26: “command.squad-leader”: -15 is out of range (0 or more)" },
    { "command:\n  squad-leader: { value: 1e9, unit: cm, rule: BG-4.8-a, source: club }\n",
      "club.yaml:4:26: “command.squad-leader”: 1e9 is out of range (at most 100000)" },
    { "fire:\n  to-hit:\n    rifle: { rows: [[15, 3], [30, -5]], rule: BG-MISS-02, source: "
      "club }\n",
      "club.yaml:5:35: “fire.to-hit.rifle”: -5 is out of range (0 or more)" },
    /* a pair of numbers keeps its length */
    { "bases:\n  20mm:\n    foot: { value: [15], unit: mm, rule: BG-3.2-b, source: club }\n",
      "club.yaml:5:20: “bases.20mm.foot”: expected a list of 2 numbers, found 1 items" },
    /* another unit */
    { "command:\n  squad-leader: { value: 6, unit: in, rule: BG-4.8-a, source: club }\n",
      "club.yaml:4:17: “command.squad-leader” is measured in cm, not in" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text =
        g_strconcat ("format: gigogin-rules/1\nruleset: bella-gigogin\n", cases[i].body, NULL);
      g_autoptr (GgRulesData) ours = gg_rules_data_load_builtin ("bella-gigogin", NULL);
      g_autoptr (GgRulesData)
        club = gg_rules_data_load_data (text, strlen (text), "club.yaml", NULL);
      g_autoptr (GError) error = NULL;

      g_assert_nonnull (club);
      g_assert_false (gg_rules_data_overlay (ours, club, &error));
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, cases[i].expect))
        g_error ("case %u: “%s” does not start with “%s”", i, error->message, cases[i].expect);
    }
}

/* A club file's title is one line of text: a list or a group there is refused at its place. */
static void
test_club_title (void)
{
  static const char *const bodies[] = { "title: [a, b]\n", "title: { name: x }\n" };

  for (guint i = 0; i < G_N_ELEMENTS (bodies); i++)
    {
      g_autofree char *text =
        g_strconcat ("format: gigogin-rules/1\nruleset: bella-gigogin\n", bodies[i], NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (GgRulesData)
        club = gg_rules_data_load_data (text, strlen (text), "club.yaml", &error);

      g_assert_null (club);
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "club.yaml:3:8: “title” must be one line"));
    }
  {
    const char *text = "format: gigogin-rules/1\nruleset: bella-gigogin\ntitle: Club rules\n";
    g_autoptr (GgRulesData) club = gg_rules_data_load_data (text, strlen (text), "club.yaml", NULL);

    g_assert_nonnull (club);
  }
}

/* A d6 table file is refused for a La Bella Gigogin game, at its `ruleset:` line. */
static void
test_club_wrong_ruleset (void)
{
  const char *text = "format: gigogin-rules/1\nruleset: d6\n"
                     "command:\n  radius: { value: 20, unit: in, rule: D6-CMD-1, source: club }\n";
  g_autoptr (GgRulesData) ours = gg_rules_data_load_builtin ("bella-gigogin", NULL);
  g_autoptr (GgRulesData) club = gg_rules_data_load_data (text, strlen (text), "d6.yaml", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_false (gg_rules_data_overlay (ours, club, &error));
  g_assert_true (g_str_has_prefix (error->message, "d6.yaml:2:10: this table file is for the "
                                                   "ruleset “d6”, not “bella-gigogin”"));
}

/* The club file of the tests changes the rifle's long band and the fire arc; the entries it
 * names count as `club`, the others keep their source. */
static void
test_club_fixture (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "club", "bg-club.yaml", NULL);
  g_autoptr (GgRulesData) ours = gg_rules_data_load_builtin ("bella-gigogin", NULL);
  g_autoptr (GgRulesData) club = NULL;
  g_autoptr (GError) error = NULL;
  GgRuleEntry entry;

  club = gg_rules_data_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (gg_rules_data_overlay (ours, club, &error));
  g_assert_cmpfloat (gg_rules_data_get_number (ours, "fire.arc-half-angle", 0), ==, 60);
  g_assert_true (gg_rules_data_lookup (ours, "fire.to-hit.rifle", &entry));
  g_assert_cmpint (entry.source, ==, GG_RULE_SOURCE_CLUB);
  g_assert_true (gg_rules_data_lookup (ours, "fire.to-hit.smoothbore", &entry));
  g_assert_cmpint (entry.source, ==, GG_RULE_SOURCE_HOUSE);
}

/* Special files are refused without blocking or reading them whole: a FIFO nobody writes to
 * (a blocking open would hang), /dev/zero (never ends), a folder, a file over the limit. */
static void
test_file_special (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gg-rules-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.yaml", NULL);
  g_autofree char *big = g_build_filename (dir, "big.yaml", NULL);
  struct
  {
    const char *path;
    const char *expect;
  } cases[] = {
    { fifo, "not a regular file" },
    { "/dev/zero", "not a regular file" },
    { dir, "not a regular file" },
    { big, "bytes; a table file is at most" },
  };
  FILE *f;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  f = fopen (big, "w");
  g_assert_nonnull (f);
  /* sparse: its size is over the limit without writing a byte */
  g_assert_cmpint (ftruncate (fileno (f), GG_RULES_DATA_MAX_BYTES + 1), ==, 0);
  fclose (f);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GgRulesData) data = gg_rules_data_load_file (cases[i].path, &error);
      g_autofree char *place = g_strconcat (cases[i].path, ":1:1: ", NULL);

      g_assert_null (data);
      g_assert_true (g_str_has_prefix (error->message, place));
      if (strstr (error->message, cases[i].expect) == NULL)
        g_error ("case %u: “%s” lacks “%s”", i, error->message, cases[i].expect);
    }
  g_unlink (fifo);
  g_unlink (big);
  g_rmdir (dir);
}

/* The game file's `rules:` names the club file relative to the game file; the game's queries
 * use the club's numbers (BG-3.1-f arc, 60° in the club file); a missing file is a warning and
 * the built-in tables serve; a bad one is refused by gg_game_set_rules_file and changes nothing. */
static void
test_game_rules_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gg-rules-XXXXXX", NULL);
  g_autofree char *club_src =
    g_test_build_filename (G_TEST_DIST, "data", "club", "bg-club.yaml", NULL);
  g_autofree char *club = g_build_filename (dir, "club.yaml", NULL);
  g_autofree char *game_path = g_build_filename (dir, "game.yaml", NULL);
  g_autofree char *contents = NULL, *saved = NULL;
  const char *game_text = "format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\n"
                          "table: { width: 120, depth: 120 }\nrules: club.yaml\n";
  g_autoptr (GgGame) game = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_get_contents (club_src, &contents, NULL, NULL));
  g_assert_true (g_file_set_contents (club, contents, -1, NULL));
  g_assert_true (g_file_set_contents (game_path, game_text, -1, NULL));
  game = gg_game_load_file (game_path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (game->rules_file, ==, club);
  g_assert_true (gg_game_load_rules (game, &error));
  g_assert_cmpfloat (test_arc_half_angle (game), ==, 60);
  /* written back relative to the game file */
  saved = gg_game_to_yaml (game, &error);
  g_assert_nonnull (strstr (saved, "rules: \"club.yaml\""));
  /* a bad file is refused whole: the game keeps its club's tables */
  g_assert_false (gg_game_set_rules_file (game, "/dev/zero", &error));
  g_clear_error (&error);
  g_assert_cmpstr (game->rules_file, ==, club);
  g_assert_cmpfloat (test_arc_half_angle (game), ==, 60);
  /* back to the built-in tables */
  g_assert_true (gg_game_set_rules_file (game, NULL, &error));
  g_assert_cmpfloat (test_arc_half_angle (game), ==, 45);
  /* the club file gone: a warning naming it, and the built-in tables */
  g_clear_pointer (&game, gg_game_unref);
  g_unlink (club);
  game = gg_game_load_file (game_path, &error);
  g_assert_no_error (error);
  g_assert_false (gg_game_load_rules (game, &error));
  g_assert_nonnull (strstr (error->message, "club.yaml is missing"));
  g_assert_cmpfloat (test_arc_half_angle (game), ==, 45);
  g_unlink (game_path);
  g_rmdir (dir);
}

/* A game named by a relative path (`gigogin-cli command game.yaml` in its folder) finds its
 * club file in that folder too: the folder is made absolute before the path is resolved. */
static void
test_game_rules_file_relative (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gg-rules-XXXXXX", NULL);
  g_autofree char *old = g_get_current_dir ();
  g_autofree char *club_src =
    g_test_build_filename (G_TEST_DIST, "data", "club", "bg-club.yaml", NULL);
  g_autofree char *contents = NULL, *club = NULL;
  const char *game_text = "format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\n"
                          "table: { width: 120, depth: 120 }\nrules: club.yaml\n";
  g_autoptr (GgGame) game = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_get_contents (club_src, &contents, NULL, NULL));
  g_assert_cmpint (g_chdir (dir), ==, 0);
  club = g_canonicalize_filename ("club.yaml", NULL);
  g_assert_true (g_file_set_contents ("club.yaml", contents, -1, NULL));
  g_assert_true (g_file_set_contents ("game.yaml", game_text, -1, NULL));
  game = gg_game_load_file ("game.yaml", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (game->rules_file, ==, club);
  g_assert_true (gg_game_load_rules (game, &error));
  g_assert_cmpfloat (test_arc_half_angle (game), ==, 60);
  g_unlink ("club.yaml");
  g_unlink ("game.yaml");
  g_assert_cmpint (g_chdir (old), ==, 0);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules-data/lookup", test_lookup);
  g_test_add_func ("/rules-data/overlay", test_overlay);
  g_test_add_func ("/rules-data/overlay/refused-changes-nothing",
                   test_overlay_refused_changes_nothing);
  g_test_add_func ("/rules-data/errors", test_errors);
  g_test_add_func ("/rules-data/club/refused", test_club_refused);
  g_test_add_func ("/rules-data/club/wrong-ruleset", test_club_wrong_ruleset);
  g_test_add_func ("/rules-data/club/title", test_club_title);
  g_test_add_func ("/rules-data/club/fixture", test_club_fixture);
  g_test_add_func ("/rules-data/file/special", test_file_special);
  g_test_add_func ("/rules-data/game/rules-file", test_game_rules_file);
  g_test_add_func ("/rules-data/game/rules-file/relative", test_game_rules_file_relative);
  return g_test_run ();
}

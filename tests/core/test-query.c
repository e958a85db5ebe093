/* The query commands of contracts.md, run as a referee would: the built gigogin-cli on fixture files
 * (tests/data/query-*.yaml, one table in cm, mm and inches), its JSON parsed and checked. */
#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>
#include <sys/wait.h>

#include "cli-run.h"

static const char *const units[] = { "cm", "mm", "in" };

/* {"cm", "in"}: both present, consistent (1 in = 2.54 cm), and equal to @cm. */
static void
assert_length (JsonObject *o, const char *member, double cm)
{
  JsonObject *l = json_object_get_object_member (o, member);

  g_assert_nonnull (l);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (l, "cm"), cm, 1e-6);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (l, "in"), cm / 2.54, 1e-6);
}

static char *
figure_ids (JsonObject *o)
{
  JsonArray *a = json_object_get_array_member (o, "figures");
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (a); i++)
    g_string_append_printf (
      s, "%s%s", i ? " " : "",
      json_object_get_string_member (json_array_get_object_element (a, i), "id"));
  return g_string_free (s, FALSE);
}

/* A length option in the fixture's own units. */
static char *
in_units (const char *unit, double cm)
{
  double v = g_str_equal (unit, "mm") ? cm * 10 : g_str_equal (unit, "in") ? cm / 2.54 : cm;
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_dtostr (buf, sizeof buf, v));
}

/* BG-7-i, BG-12.2-p: the players may agree a line of sight whatever the table says; the terrain
 * in the way is still listed. */
static void
test_measure_agreed (void)
{
  g_autofree char *path = fixture ("query-cm.yaml");
  g_auto (Run) forced = { 0 };
  g_auto (Run) blocked = { 0 };
  g_auto (Run) bad = { 0 };

  run (&forced, "measure", path, "--from", "G", "--to", "hid", "--sight", "clear", NULL);
  g_assert_cmpint (forced.status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (root (&forced), "los"), ==, "clear");
  g_assert_true (json_object_get_boolean_member (root (&forced), "los_agreed"));
  g_assert_cmpstr (
    json_array_get_string_element (json_object_get_array_member (root (&forced), "blocked_by"), 0),
    ==, "wood");
  run (&blocked, "measure", path, "--from", "G", "--to", "t1", "--sight", "blocked", NULL);
  g_assert_cmpstr (json_object_get_string_member (root (&blocked), "los"), ==, "blocked");
  run (&bad, "measure", path, "--from", "G", "--to", "t1", "--sight", "maybe", NULL);
  g_assert_cmpint (bad.status, ==, 2);
}

/* BG-3.1-d: one figure to a base; validate warns of a base that could hold more (the 20 x 15 cm
 * m-edge), not of the others, and the file still passes. */
static void
test_validate_bases (void)
{
  g_autofree char *path = fixture ("query-cm.yaml");
  g_auto (Run) r = { 0 };

  run_text (&r, "validate", path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.err, "figure m-edge stands on a base that could hold more"));
  g_assert_nonnull (strstr (r.err, "(BG-3.1-d)"));
  g_assert_null (strstr (r.err, "figure t1 "));
}

static void
test_measure (void)
{
  for (guint u = 0; u < G_N_ELEMENTS (units); u++)
    {
      g_autofree char *name = g_strdup_printf ("query-%s.yaml", units[u]);
      g_autofree char *path = fixture (name);
      g_auto (Run) open = { 0 };
      g_auto (Run) hidden = { 0 };
      g_auto (Run) wide = { 0 };

      run (&open, "measure", path, "--from", "G", "--to", "t1", NULL);
      g_assert_cmpint (open.status, ==, 0);
      g_assert_cmpstr (json_object_get_string_member (root (&open), "from"), ==, "G");
      g_assert_cmpstr (json_object_get_string_member (root (&open), "to"), ==, "t1");
      assert_length (root (&open), "edge_to_edge", 36);
      assert_length (root (&open), "centre_to_centre", 40);
      g_assert_true (json_object_get_boolean_member (root (&open), "in_arc"));
      g_assert_cmpstr (json_object_get_string_member (root (&open), "los"), ==, "clear");
      g_assert_cmpuint (
        json_array_get_length (json_object_get_array_member (root (&open), "blocked_by")), ==, 0);
      /* BG-7-d: behind the wood */
      run (&hidden, "measure", path, "--from", "G", "--to", "hid", NULL);
      g_assert_cmpstr (json_object_get_string_member (root (&hidden), "los"), ==, "blocked");
      g_assert_cmpstr (json_array_get_string_element (
                         json_object_get_array_member (root (&hidden), "blocked_by"), 0),
                       ==, "wood");
      assert_length (root (&hidden), "edge_to_edge", hypot (27, 86));
      /* G's nearest corner is 85.9° off L's facing: in the half-plane ahead of L */
      run (&wide, "measure", path, "--from", "L", "--to", "G", "--arc-half-angle", "90", NULL);
      g_assert_true (json_object_get_boolean_member (root (&wide), "in_arc"));
    }
}

static void
test_arc_default (void)
{
  g_autofree char *path = fixture ("query-cm.yaml");
  g_auto (Run) narrow = { 0 };
  g_auto (Run) wide = { 0 };
  g_auto (Run) almost = { 0 };
  g_auto (Run) near = { 0 };

  /* G's nearest corner is 85.88° off L's facing: out of the 45° arc (BG-3.1-f) */
  run (&narrow, "measure", path, "--from", "L", "--to", "G", NULL);
  run (&wide, "measure", path, "--from", "L", "--to", "G", "--arc-half-angle", "86", NULL);
  run (&almost, "measure", path, "--from", "L", "--to", "G", "--arc-half-angle", "85.8", NULL);
  run (&near, "measure", path, "--from", "L", "--to", "t1", NULL);
  g_assert_cmpfloat (json_object_get_double_member (root (&narrow), "arc_half_angle"), ==, 45);
  g_assert_false (json_object_get_boolean_member (root (&narrow), "in_arc"));
  g_assert_true (json_object_get_boolean_member (root (&wide), "in_arc"));
  g_assert_false (json_object_get_boolean_member (root (&almost), "in_arc"));
  g_assert_true (json_object_get_boolean_member (root (&near), "in_arc"));
}

/* BG-4.4-g, AMB-45: ±6.5° by default; "six" stands 6° off the barrel axis. */
static void
test_canister (void)
{
  for (guint u = 0; u < G_N_ELEMENTS (units); u++)
    {
      g_autofree char *name = g_strdup_printf ("query-%s.yaml", units[u]);
      g_autofree char *path = fixture (name);
      g_autofree char *range = in_units (units[u], 60);
      g_autofree char *longer = in_units (units[u], 78);
      g_auto (Run) a = { 0 };
      g_auto (Run) b = { 0 };
      g_auto (Run) c = { 0 };
      g_autofree char *ids_a = NULL, *ids_b = NULL, *ids_c = NULL;

      run (&a, "canister", path, "--gun", "G", "--range", range, NULL);
      run (&b, "canister", path, "--gun", "G", "--range", range, "--half-angle", "5.5", NULL);
      /* t2's back edge is 76 cm from the gun's front: touching at 76, inside at 78 */
      run (&c, "canister", path, "--gun", "G", "--range", longer, NULL);
      ids_a = figure_ids (root (&a));
      ids_b = figure_ids (root (&b));
      ids_c = figure_ids (root (&c));
      g_assert_cmpstr (ids_a, ==, "six t1");
      g_assert_cmpstr (ids_b, ==, "t1");
      g_assert_cmpstr (ids_c, ==, "six t1 t2");
      g_assert_cmpstr (json_object_get_string_member (root (&a), "gun"), ==, "G");
    }
}

/* BG-4.4-j: 2.5 cm at 20 mm; touching counts. */
static void
test_shell (void)
{
  g_autofree char *path = fixture ("query-cm.yaml");
  g_autofree char *mm = fixture ("query-mm.yaml");
  g_auto (Run) touch = { 0 };
  g_auto (Run) miss = { 0 };
  g_auto (Run) big = { 0 };
  g_auto (Run) same = { 0 };
  g_autofree char *a = NULL, *b = NULL, *c = NULL, *d = NULL;
  JsonArray *at;

  run (&touch, "shell", path, "--at", "50,63.5", NULL); /* t1's back edge at y = 61 */
  run (&miss, "shell", path, "--at", "50,63.51", NULL);
  run (&big, "shell", path, "--at", "50,80", "--radius", "20", NULL);
  run (&same, "shell", mm, "--at", "500,635", NULL);
  a = figure_ids (root (&touch));
  b = figure_ids (root (&miss));
  c = figure_ids (root (&big));
  d = figure_ids (root (&same));
  g_assert_cmpstr (a, ==, "t1");
  g_assert_cmpstr (b, ==, "");
  g_assert_cmpstr (c, ==, "six t1 t2");
  g_assert_cmpstr (d, ==, "t1");
  at = json_object_get_array_member (root (&touch), "at");
  g_assert_cmpfloat (json_array_get_double_element (at, 0), ==, 50);
  g_assert_cmpfloat (json_array_get_double_element (at, 1), ==, 63.5);
}

/* contracts.md: canister and shell on a d6 game take the contract's defaults (±6.5°, 2.5 cm times
 * the scale factor), which the d6 tables carry as house numbers (the d6 rules have no canister
 * sector nor shell burst, D6-FIRE-11); they used to crash on the missing number. */
static void
test_d6_defaults (void)
{
  g_autofree char *path = fixture ("d6-explain.yaml");
  g_auto (Run) shell = { 0 };
  g_auto (Run) canister = { 0 };
  g_autofree char *ids = NULL;

  run (&shell, "shell", path, "--at", "38.5,10", NULL);
  g_assert_cmpint (shell.status, ==, 0);
  ids = figure_ids (root (&shell));
  g_assert_nonnull (strstr (ids, "A4-2"));
  g_assert_null (strstr (shell.err, "CRITICAL"));
  run (&canister, "canister", path, "--gun", "A4-2", "--range", "40", NULL);
  g_assert_cmpint (canister.status, ==, 0);
  g_assert_cmpfloat (json_object_get_double_member (root (&canister), "half_angle"), ==, 6.5);
  g_assert_null (strstr (canister.err, "CRITICAL"));
}

/* BG-4.4-i, AMB-46: nearest first, with the distance to the first contact. */
static void
test_roundshot (void)
{
  for (guint u = 0; u < G_N_ELEMENTS (units); u++)
    {
      g_autofree char *name = g_strdup_printf ("query-%s.yaml", units[u]);
      g_autofree char *path = fixture (name);
      g_autofree char *range = in_units (units[u], 80);
      g_auto (Run) r = { 0 };
      g_auto (Run) with_unit = { 0 };
      JsonArray *figs;

      run (&r, "roundshot", path, "--gun", "G", "--range", range, NULL);
      figs = json_object_get_array_member (root (&r), "figures");
      g_assert_cmpuint (json_array_get_length (figs), ==, 2);
      g_assert_cmpstr (
        json_object_get_string_member (json_array_get_object_element (figs, 0), "id"), ==, "t1");
      assert_length (json_array_get_object_element (figs, 0), "distance", 36);
      assert_length (json_array_get_object_element (figs, 1), "distance", 76);
      run (&with_unit, "roundshot", path, "--gun", "G", "--range", "76cm", NULL);
      g_assert_cmpuint (
        json_array_get_length (json_object_get_array_member (root (&with_unit), "figures")), ==, 2);
    }
}

/* The contract's keys of each squad; La Bella Gigogin's further keys are checked, then dropped. */
static void
keep_contract_keys (JsonObject *o)
{
  JsonArray *squads = json_object_get_array_member (o, "squads");

  for (guint i = 0; i < json_array_get_length (squads); i++)
    {
      JsonObject *s = json_array_get_object_element (squads, i);
      g_autoptr (GList) members = json_object_get_members (s);

      g_assert_true (json_object_has_member (s, "in_command"));
      g_assert_true (json_object_has_member (s, "radius"));
      for (GList *l = members; l != NULL; l = l->next)
        if (!g_strv_contains (
              (const char *const[]){ "side", "squad", "leader", "out_of_command", NULL }, l->data))
          json_object_remove_member (s, l->data);
    }
}

/* BG-4.8-a: 15 cm edge to edge from the squad leader (L<n>), touching 15 cm still in command. */
static void
test_command (void)
{
  for (guint u = 0; u < G_N_ELEMENTS (units); u++)
    {
      g_autofree char *name = g_strdup_printf ("query-%s.yaml", units[u]);
      g_autofree char *path = fixture (name);
      g_auto (Run) r = { 0 };
      g_autofree char *text = NULL;

      run (&r, "command", path, NULL);
      g_assert_cmpint (r.status, ==, 0);
      keep_contract_keys (root (&r));
      text = json_to_string (r.json, FALSE);
      g_assert_cmpstr (
        text, ==,
        "{\"squads\":["
        "{\"side\":\"A\",\"squad\":1,\"leader\":\"L\",\"out_of_command\":[\"m-out\"]},"
        "{\"side\":\"A\",\"squad\":9,\"leader\":\"G\",\"out_of_command\":[\"f1\"]},"
        "{\"side\":\"B\",\"squad\":1,\"leader\":\"t1\",\"out_of_command\":[\"t2\"]},"
        "{\"side\":\"B\",\"squad\":2,\"leader\":null,\"out_of_command\":[\"six\"]},"
        "{\"side\":\"B\",\"squad\":3,\"leader\":\"hid\",\"out_of_command\":[]},"
        "{\"side\":\"B\",\"squad\":4,\"leader\":null,\"out_of_command\":[\"lone\"]}],"
        "\"radius\":{\"cm\":15.0,\"in\":5.9055118110236222}}");
    }
}

/* D6-CMD-1, D6-CMD-3 (contracts.md "command" on a d6 game): every unit farther than 18" from
 * its own commander, never scaled by the figure size (28 mm here: not 27"), and a commander of
 * another brigade does not command it; out of command, all its figures are listed. */
static void
test_command_d6 (void)
{
  g_autofree char *path = fixture ("d6-command.yaml");
  g_auto (Run) r = { 0 };
  g_autofree char *text = NULL;

  run (&r, "command", path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_length (root (&r), "radius", 18 * 2.54);
  keep_contract_keys (root (&r));
  text = json_to_string (r.json, FALSE);
  g_assert_cmpstr (text, ==,
                   "{\"squads\":["
                   "{\"side\":\"A\",\"squad\":1,\"leader\":\"A9-1\","
                   "\"out_of_command\":[\"A1-1\",\"A1-2\"]},"
                   "{\"side\":\"A\",\"squad\":2,\"leader\":\"A9-1\",\"out_of_command\":[]},"
                   "{\"side\":\"A\",\"squad\":3,\"leader\":null,"
                   "\"out_of_command\":[\"A3-1\"]},"
                   "{\"side\":\"A\",\"squad\":9,\"leader\":\"A9-1\",\"out_of_command\":[]}],"
                   "\"radius\":{\"cm\":45.719999999999999,\"in\":18.0}}");
}

static void
test_errors (void)
{
  g_autofree char *path = fixture ("query-cm.yaml");
  g_autofree char *bad = fixture ("bad-terrain.yaml");
  g_auto (Run) unknown = { 0 };
  g_auto (Run) broken = { 0 };
  g_auto (Run) missing = { 0 };
  g_auto (Run) no_file = { 0 };
  g_auto (Run) usage1 = { 0 };
  g_auto (Run) usage2 = { 0 };
  g_auto (Run) usage3 = { 0 };
  g_auto (Run) usage4 = { 0 };

  run (&unknown, "measure", path, "--from", "G", "--to", "nobody", NULL);
  g_assert_cmpint (unknown.status, ==, 1);
  g_assert_nonnull (strstr (unknown.err, "nobody"));
  g_assert_cmpstr (unknown.out, ==, "");
  run (&broken, "shell", bad, "--at", "1,1", NULL);
  g_assert_cmpint (broken.status, ==, 1);
  g_assert_true (g_regex_match_simple ("bad-terrain\\.yaml:11:61: ", broken.err, 0, 0));
  run (&missing, "canister", path, "--gun", "ghost", "--range", "10", NULL);
  g_assert_cmpint (missing.status, ==, 1);
  run (&no_file, "command", "/nonexistent/game.yaml", NULL);
  g_assert_cmpint (no_file.status, ==, 1);
  run (&usage1, "measure", path, "--from", "G", NULL);
  run (&usage2, "canister", path, "--gun", "G", "--range", "far", NULL);
  run (&usage3, "shell", path, "--at", "1", NULL);
  run (&usage4, "roundshot", path, "--gun", "G", "--range", "5", "--bogus", NULL);
  g_assert_cmpint (usage1.status, ==, 2);
  g_assert_cmpint (usage2.status, ==, 2);
  g_assert_cmpint (usage3.status, ==, 2);
  g_assert_cmpint (usage4.status, ==, 2);
}

/* Issue 15: an extreme option is refused with a usage error (exit 2), never answered with
 * "inf.0" nor crashed on (roundshot --range 1e308 was SIGSEGV); what is answered is valid JSON. */
static void
test_extreme_options (void)
{
  g_autofree char *path = fixture ("query-cm.yaml");
  const char *const bad[][4] = {
    { "roundshot", "--gun=G", "--range=1e308", NULL },
    { "roundshot", "--gun=G", "--range=20000", NULL }, /* 200 m in cm */
    { "canister", "--gun=G", "--range=1e300", NULL },
    { "canister", "--gun=G", "--range=nan", NULL },
    { "shell", "--at=1e300,0", NULL, NULL },
    { "shell", "--at=50,60", "--radius=1e308", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto (Run) r = { 0 };

      run (&r, bad[i][0], path, bad[i][1], bad[i][2], bad[i][3], NULL);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_nonnull (strstr (r.err, "100 m"));
    }
  {
    g_auto (Run) r = { 0 };

    run (&r, "shell", path, "--at=inf,0", NULL);
    g_assert_cmpint (r.status, ==, 2);
  }
  {
    g_auto (Run) r = { 0 };

    run (&r, "roundshot", path, "--gun=G", "--range=10000", NULL); /* 100 m: the limit */
    g_assert_cmpint (r.status, ==, 0);
    g_assert_null (strstr (r.out, "inf"));
    g_assert_null (strstr (r.out, "nan"));
  }
}

/* Control characters in user text (an id with ESC and a newline) are escaped in messages. */
static void
test_hostile_text (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *path = fixture ("query-cm.yaml");

  run (&r, "roundshot", path, "--gun=\033]0;pwned\007\nquery-cm.yaml:1:1: forged", "--range=10",
       NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_null (strchr (r.err, '\033'));
  g_assert_null (strchr (r.err, '\007'));
  g_assert_cmpint (strchr (r.err, '\n') - r.err, ==, strlen (r.err) - 1); /* one line */
  g_assert_nonnull (strstr (r.err, "\\e]0;pwned\\x07\\n"));
}

/* Issue 15: `validate` read every file with a roster's limits, so a 5 MB game (a game may hold
 * 8 MiB) was refused; a roster still gets its own limits. */
static void
test_validate_large_game (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gg-validate-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "big.yaml", NULL);
  g_autoptr (GString) text = g_string_new ("format: gigogin-game/1\nruleset: d6\nunits: in\n"
                                           "table: { width: 72, depth: 48 }\nfigures:\n");
  const char *argv[] = { g_getenv ("GG_CLI"), "validate", path, NULL };
  int status = -1;

  /* over a roster's 4 MiB: minutes of CPU with every malloc unwound (GG_SANITIZE); the ordinary
   * suite makes the point */
  if (g_getenv ("GG_SANITIZE") != NULL)
    {
      g_test_skip ("a 5 MB game: run in the ordinary suite, not under the sanitizers");
      return;
    }
  for (guint i = 0; i < 60000; i++)
    g_string_append_printf (text,
                            "  - { id: fig-%06u, x: %u, y: %u, facing: 0, base: { front: 20, "
                            "depth: 20 }, side: A }\n",
                            i, i % 70, (i / 70) % 46);
  g_assert_cmpuint (text->len, >, 5 * 1024 * 1024);
  g_assert_true (g_file_set_contents (path, text->str, text->len, NULL));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                               NULL, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/query/measure", test_measure);
  g_test_add_func ("/query/measure/BG-3.1-f/arc", test_arc_default);
  g_test_add_func ("/query/measure/BG-7-i/agreed", test_measure_agreed);
  g_test_add_func ("/query/canister/BG-4.4-g", test_canister);
  g_test_add_func ("/query/shell/BG-4.4-j", test_shell);
  g_test_add_func ("/query/roundshot/BG-4.4-i", test_roundshot);
  g_test_add_func ("/query/command/BG-4.8-a", test_command);
  g_test_add_func ("/query/command/d6/D6-CMD-1", test_command_d6);
  g_test_add_func ("/query/shell-canister/d6-defaults/D6-FIRE-11", test_d6_defaults);
  g_test_add_func ("/query/errors", test_errors);
  g_test_add_func ("/query/errors/extreme-options", test_extreme_options);
  g_test_add_func ("/query/errors/hostile-text", test_hostile_text);
  g_test_add_func ("/query/validate/large-game", test_validate_large_game);
  g_test_add_func ("/query/validate/BG-3.1-d/bases", test_validate_bases);
  return g_test_run ();
}

/* The YAML tree: positions, limits against hostile input, deterministic emission. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "gg-yaml.h"

static GgYamlNode *
parse (const char *text, GError **error)
{
  return gg_yaml_parse (text, strlen (text), "t.yaml", NULL, error);
}

static void
test_positions (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgYamlNode) root = parse ("a: 1\nb:\n  - x\n  - [1, 2]\n", &error);
  GgYamlNode *b;

  g_assert_no_error (error);
  g_assert_cmpint (root->kind, ==, GG_YAML_MAPPING);
  g_assert_cmpuint (gg_yaml_mapping_size (root), ==, 2);
  b = gg_yaml_mapping_lookup (root, "b");
  g_assert_nonnull (b);
  g_assert_cmpuint (b->line, ==, 3);
  g_assert_cmpuint (b->column, ==, 3);
  g_assert_cmpuint (gg_yaml_sequence_size (b), ==, 2);
  g_assert_true (gg_yaml_sequence_nth (b, 1)->flow);
  g_assert_cmpuint (gg_yaml_sequence_nth (b, 1)->line, ==, 4);
  g_assert_cmpuint (gg_yaml_sequence_nth (b, 1)->column, ==, 5);
  g_assert_null (gg_yaml_mapping_lookup (root, "c"));
}

static void
test_syntax_error (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgYamlNode) root = parse ("a: [1, 2\nb: 3\n", &error);

  g_assert_null (root);
  g_assert_error (error, GG_YAML_ERROR, GG_YAML_ERROR_SYNTAX);
  g_assert_true (g_str_has_prefix (error->message, "t.yaml:"));
  g_assert_nonnull (strstr (error->message, "syntax error"));
}

static void
test_depth_limit (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) deep = g_string_new (NULL);
  g_autoptr (GgYamlNode) root = NULL;

  for (int i = 0; i < 100; i++)
    g_string_append_c (deep, '[');
  for (int i = 0; i < 100; i++)
    g_string_append_c (deep, ']');
  root = parse (deep->str, &error);
  g_assert_null (root);
  g_assert_error (error, GG_YAML_ERROR, GG_YAML_ERROR_LIMIT);
  g_assert_nonnull (strstr (error->message, "nesting deeper than 64"));
}

/* The "billion laughs": each level doubles tenfold; expanded it would be 10^9 nodes. */
static void
test_alias_bomb (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) doc = g_string_new ("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
  g_autoptr (GgYamlNode) root = NULL;

  for (int i = 1; i < 9; i++)
    g_string_append_printf (doc,
                            "a%d: &a%d [*a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d, "
                            "*a%d, *a%d]\n",
                            i, i, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1,
                            i - 1);
  root = parse (doc->str, &error);
  g_assert_null (root);
  g_assert_error (error, GG_YAML_ERROR, GG_YAML_ERROR_LIMIT);
}

static void
test_alias_small (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgYamlNode) root = parse ("base: &b { front: 15, depth: 20 }\nother: *b\n", &error);
  GgYamlNode *other;

  g_assert_no_error (error);
  other = gg_yaml_mapping_lookup (root, "other");
  g_assert_cmpint (other->kind, ==, GG_YAML_MAPPING);
  g_assert_cmpstr (gg_yaml_mapping_lookup (other, "depth")->value, ==, "20");
}

/* A parsed tree lives in its root's arena: an alias's copy is at the alias's place (messages
 * name where it is used), a long document (many arena blocks) reads back whole, and the tree
 * is read-only (an append is refused, not a corruption). */
static void
test_arena (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) text = g_string_new ("base: &b { front: 15, depth: 20 }\nlist:\n");
  g_autoptr (GgYamlNode) root = NULL;
  g_autoptr (GgYamlNode) extra = gg_yaml_scalar_new ("1", GG_YAML_STYLE_PLAIN);
  GgYamlNode *list, *other;

  for (guint i = 0; i < 20000; i++)
    g_string_append_printf (text, "- { id: f%u, base: *b }\n", i);
  root = parse (text->str, &error);
  g_assert_no_error (error);
  list = gg_yaml_mapping_lookup (root, "list");
  g_assert_cmpuint (gg_yaml_sequence_size (list), ==, 20000);
  other = gg_yaml_mapping_lookup (gg_yaml_sequence_nth (list, 19999), "base");
  g_assert_cmpuint (other->line, ==, 20002);
  g_assert_cmpuint (gg_yaml_mapping_key (other, 1)->line, ==, 20002);
  g_assert_cmpstr (gg_yaml_mapping_lookup (other, "front")->value, ==, "15");
  g_assert_cmpstr (gg_yaml_mapping_lookup (gg_yaml_sequence_nth (list, 12345), "id")->value, ==,
                   "f12345");
  gg_yaml_node_free (other); /* a node of a parsed tree is freed with its root only */
  g_test_expect_message (NULL, G_LOG_LEVEL_CRITICAL, "*OWNER_HEAP*");
  gg_yaml_mapping_append (root, "extra", extra);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (gg_yaml_mapping_size (root), ==, 2);
}

static void
test_size_limit (void)
{
  g_autoptr (GError) error = NULL;
  GgYamlLimits limits;
  g_autoptr (GgYamlNode) root = NULL;

  gg_yaml_limits_init (&limits);
  limits.max_bytes = 10;
  root = gg_yaml_parse ("a: 123456789\n", 13, "t.yaml", &limits, &error);
  g_assert_null (root);
  g_assert_error (error, GG_YAML_ERROR, GG_YAML_ERROR_LIMIT);
  g_assert_true (g_str_has_prefix (error->message, "t.yaml:1:1: "));
}

static void
test_nul_and_empty (void)
{
  g_autoptr (GError) e1 = NULL;
  g_autoptr (GError) e2 = NULL;
  g_autoptr (GgYamlNode) r1 = gg_yaml_parse ("a: \0b", 5, "t.yaml", NULL, &e1);
  g_autoptr (GgYamlNode) r2 = parse ("", &e2);

  g_assert_null (r1);
  g_assert_nonnull (e1);
  g_assert_null (r2);
  g_assert_nonnull (e2);
  g_assert_nonnull (strstr (e2->message, "empty"));
}

static void
test_typed (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgYamlNode) root = parse ("n: 12.5\ns: '12'\ni: 7\nb: true\nx: .nan\n", &error);
  double d;
  gint64 i;
  gboolean b;

  g_assert_true (gg_yaml_get_double (gg_yaml_mapping_lookup (root, "n"), "t", &d, NULL));
  g_assert_cmpfloat (d, ==, 12.5);
  g_assert_false (gg_yaml_get_double (gg_yaml_mapping_lookup (root, "s"), "t", &d, NULL));
  g_assert_true (gg_yaml_get_int (gg_yaml_mapping_lookup (root, "i"), "t", 0, 10, &i, NULL));
  g_assert_cmpint (i, ==, 7);
  g_assert_false (gg_yaml_get_int (gg_yaml_mapping_lookup (root, "i"), "t", 0, 5, &i, &error));
  g_assert_nonnull (strstr (error->message, "out of range"));
  g_clear_error (&error);
  g_assert_true (gg_yaml_get_bool (gg_yaml_mapping_lookup (root, "b"), "t", &b, NULL));
  g_assert_true (b);
  g_assert_false (gg_yaml_get_double (gg_yaml_mapping_lookup (root, "x"), "t", &d, &error));
  g_assert_true (g_str_has_prefix (error->message, "t:5:4: "));
}

static void
test_emit_stable (void)
{
  const char *text = "z: 1\na:\n  - [1, 2]\n  - { k: 'quoted 1' }\nlong: |\n  two\n  lines\n";
  g_autoptr (GgYamlNode) root = parse (text, NULL);
  g_autofree char *once = gg_yaml_emit (root, NULL);
  g_autoptr (GgYamlNode) again = parse (once, NULL);
  g_autofree char *twice = gg_yaml_emit (again, NULL);

  g_assert_nonnull (once);
  g_assert_cmpstr (once, ==, twice);
  /* order is kept, and a quoted number stays text */
  g_assert_true (strstr (once, "z: 1") < strstr (once, "a:"));
  g_assert_nonnull (strstr (once, "\"quoted 1\""));
}

/* Found by tests/fuzz/fuzz-yaml: where libyaml cannot write a scalar in the style asked for it
 * falls back to another, and the re-parsed tree must then emit to the same bytes. */
static void
test_emit_fallback_styles (void)
{
  static const char *const texts[] = {
    "[! , {a: }, x]\n",               /* empty plain in flow: libyaml writes '' */
    "a: one\n\n  two\n",              /* plain with a line break */
    "a: l'Italia\n  unita\n",         /* the same, with an apostrophe */
    "a: |\n  line\n  end \n",         /* literal with a space before a break */
    "---\n",                          /* an empty document */
    "? |\n  block\n  key\n: value\n", /* a literal key */
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr (GgYamlNode) root = parse (texts[i], NULL);
      g_autofree char *once = gg_yaml_emit (root, NULL);
      g_autoptr (GgYamlNode) again = parse (once, NULL);
      g_autofree char *twice = NULL;

      g_assert_nonnull (again);
      twice = gg_yaml_emit (again, NULL);
      g_assert_cmpstr (once, ==, twice);
    }
}

static void
test_null_data (void)
{
  g_autoptr (GError) error = NULL;

  g_assert_null (gg_yaml_parse (NULL, 0, "none.yaml", NULL, &error));
  g_assert_true (g_str_has_prefix (error->message, "none.yaml:1:1: "));
}

/* Issue 15: a 60 KB scalar aliased a thousand times a thousand asked for 65 GB; the text the
 * tree holds is bounded in bytes, and the refusal comes before the memory is asked for. */
static void
test_alias_byte_bomb (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) text = g_string_new ("a: &a \"");
  g_autoptr (GgYamlNode) root = NULL;

  for (int i = 0; i < 60000; i++)
    g_string_append_c (text, 'x');
  g_string_append (text, "\"\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
                         "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n"
                         "d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
                         "e: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\n");
  root = gg_yaml_parse (text->str, text->len, "t.yaml", NULL, &error);
  g_assert_null (root);
  g_assert_error (error, GG_YAML_ERROR, GG_YAML_ERROR_LIMIT);
  g_assert_nonnull (strstr (error->message, "bytes of text"));
}

/* A "\0" escape cut the text silently at the NUL: now it is refused with its place. */
static void
test_nul_escape (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgYamlNode) root = parse ("id: \"A-1\\0hidden\"\n", &error);

  g_assert_null (root);
  g_assert_error (error, GG_YAML_ERROR, GG_YAML_ERROR_SYNTAX);
  g_assert_true (g_str_has_prefix (error->message, "t.yaml:1:5: "));
}

/* Control characters in quoted user text never reach a terminal raw, and a newline cannot
 * forge a second `file:line:column` line. */
static void
test_escape_controls (void)
{
  g_autofree char *a = gg_text_escape_controls ("A\033[2J\007x\nt.yaml:9:9: forged");
  g_autofree char *b = gg_text_escape_controls ("caf\xc3\xa9 \xc2\x9b \xff");
  g_autoptr (GError) error = NULL;
  g_autoptr (GgYamlNode) root = parse ("n: \"\\e]0;pwned\\a\"\n", &error);

  g_assert_cmpstr (a, ==, "A\\e[2J\\x07x\\nt.yaml:9:9: forged");
  g_assert_cmpstr (b, ==, "caf\xc3\xa9 \\u009b \\xff");
  g_assert_nonnull (root);
  g_assert_false (
    gg_yaml_get_double (gg_yaml_mapping_lookup (root, "n"), "t\n.yaml", &(double){ 0 }, &error));
  g_assert_null (strchr (error->message, '\n'));
  g_assert_null (strchr (error->message, '\033'));
  g_assert_null (strchr (error->message, '\a'));
}

/* Numbers: digits, sign, point and exponent only; no inf, nan, hex; finite. */
static void
test_number_forms (void)
{
  const char *good[] = { "1", "-2.5", "+3e2", "0.000001", "1E-3" };
  const char *bad[] = { ".inf", "-.Inf", ".nan", "inf", "nan",  "infinity",
                        "0x10", "1e999", "1,5",  "",    "1_000" };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr (GgYamlNode) n = gg_yaml_scalar_new (good[i], GG_YAML_STYLE_PLAIN);
      double v = 0;

      g_assert_true (gg_yaml_get_double (n, "t.yaml", &v, NULL));
      g_assert_cmpfloat (v, ==, g_ascii_strtod (good[i], NULL));
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GgYamlNode) n = gg_yaml_scalar_new (bad[i], GG_YAML_STYLE_PLAIN);
      g_autoptr (GError) error = NULL;
      double v = 0;

      g_assert_false (gg_yaml_get_double (n, "t.yaml", &v, &error));
      g_assert_error (error, GG_YAML_ERROR, GG_YAML_ERROR_SCHEMA);
    }
}

/* Special files are refused without blocking or reading them: a FIFO with no writer, a device
 * that never ends, a folder; a file over the limit is refused by its size. */
static void
test_special_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gg-yaml-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.yaml", NULL);
  g_autofree char *big = g_build_filename (dir, "big.yaml", NULL);
  const char *paths[] = { fifo, "/dev/zero", dir, big };
  GgYamlLimits limits;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_true (g_file_set_contents (big, "a: 123456789\n", -1, NULL));
  gg_yaml_limits_init (&limits);
  limits.max_bytes = 10;
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GgYamlNode) root = gg_yaml_parse_file (paths[i], &limits, &error);
      g_autofree char *prefix = g_strconcat (paths[i], ":1:1: ", NULL);

      g_assert_null (root);
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, prefix));
    }
  g_unlink (fifo);
  g_unlink (big);
  g_rmdir (dir);
}

/* Issue 15: a complex key in d6.options was SIGSEGV (strcmp on NULL); every reader takes keys
 * for text, so the parser refuses a key that is a list or a mapping, with its place. */
static void
test_complex_key (void)
{
  const char *texts[] = { "d6:\n  options:\n    ? [k]\n    : y\n", "? { a: 1 }\n: 2\n",
                          "a: { ? [x] : 1 }\n" };
  const char *places[] = { "t.yaml:3:7: ", "t.yaml:1:3: ", "t.yaml:1:8: " };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GgYamlNode) root = parse (texts[i], &error);

      g_assert_null (root);
      g_assert_error (error, GG_YAML_ERROR, GG_YAML_ERROR_SCHEMA);
      g_assert_cmpstr (strstr (error->message, "t.yaml:"), ==, error->message);
      if (!g_str_has_prefix (error->message, places[i]))
        g_error ("%s: expected at %s", error->message, places[i]);
    }
}

/* Issue 15: a repeated key in a mapping (inside state:, for one) dropped its first value
 * silently; it is refused at the second, naming the first. */
static void
test_duplicate_key (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgYamlNode) root = parse ("state:\n  seed: 1\n  dice: []\n  seed: 2\n", &error);

  g_assert_null (root);
  g_assert_error (error, GG_YAML_ERROR, GG_YAML_ERROR_SCHEMA);
  g_assert_cmpstr (error->message, ==,
                   "t.yaml:4:3: the key “seed” appears twice in this mapping (first at line 2)");
  /* a large mapping is checked with a hash table: the same answer */
  {
    g_autoptr (GString) big = g_string_new (NULL);
    g_autoptr (GError) error2 = NULL;
    g_autoptr (GgYamlNode) root2 = NULL;

    for (guint i = 0; i < 40; i++)
      g_string_append_printf (big, "k%u: %u\n", i, i);
    g_string_append (big, "k3: again\n");
    root2 = parse (big->str, &error2);
    g_assert_null (root2);
    g_assert_cmpstr (error2->message, ==,
                     "t.yaml:41:1: the key “k3” appears twice in this mapping (first at line 4)");
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/yaml/positions", test_positions);
  g_test_add_func ("/yaml/error/syntax", test_syntax_error);
  g_test_add_func ("/yaml/limit/depth", test_depth_limit);
  g_test_add_func ("/yaml/limit/alias-bomb", test_alias_bomb);
  g_test_add_func ("/yaml/limit/size", test_size_limit);
  g_test_add_func ("/yaml/alias/small", test_alias_small);
  g_test_add_func ("/yaml/arena", test_arena);
  g_test_add_func ("/yaml/error/nul-and-empty", test_nul_and_empty);
  g_test_add_func ("/yaml/typed", test_typed);
  g_test_add_func ("/yaml/emit/stable", test_emit_stable);
  g_test_add_func ("/yaml/emit/fallback-styles", test_emit_fallback_styles);
  g_test_add_func ("/yaml/error/null-data", test_null_data);
  g_test_add_func ("/yaml/limit/alias-byte-bomb", test_alias_byte_bomb);
  g_test_add_func ("/yaml/error/nul-escape", test_nul_escape);
  g_test_add_func ("/yaml/error/escape-controls", test_escape_controls);
  g_test_add_func ("/yaml/typed/number-forms", test_number_forms);
  g_test_add_func ("/yaml/file/special", test_special_files);
  g_test_add_func ("/yaml/error/complex-key", test_complex_key);
  g_test_add_func ("/yaml/error/duplicate-key", test_duplicate_key);
  return g_test_run ();
}

/* fuzz-yaml.c: the YAML reader never crashes, and whatever it accepts the emitter writes as a
 * document that parses again and emits to the very same bytes (the emitter is deterministic). */
#include <string.h>

#include "fuzz-common.h"
#include "gg-yaml.h"

static void
check_emit_round_trip (const GgYamlNode *root)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gg_yaml_emit (root, &error);
  g_autoptr (GgYamlNode) again = NULL;
  g_autofree char *text_again = NULL;
  GgYamlLimits limits;

  g_assert_no_error (error);
  /* Escapes and expanded aliases make the text longer than the input; the other limits count
   * the tree, which is the same. */
  gg_yaml_limits_init (&limits);
  limits.max_bytes = G_MAXSIZE;
  again = gg_yaml_parse (text, strlen (text), "emitted.yaml", &limits, &error);
  g_assert_no_error (error);
  text_again = gg_yaml_emit (again, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, text_again);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgYamlNode)
    root = gg_yaml_parse ((const char *) data, size, "fuzz.yaml", NULL, &error);

  if (root == NULL)
    fuzz_assert_placed_error (error, "fuzz.yaml");
  else
    check_emit_round_trip (root);
  return 0;
}

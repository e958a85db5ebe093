/* fuzz-common.h: what every libFuzzer harness of Gigogin shares.
 *
 * A harness defines LLVMFuzzerTestOneInput() and nothing else; a failed g_assert or a GLib
 * critical/warning aborts, which libFuzzer (and the corpus replay test) reports as a crash. */
#pragma once

#include <glib.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Messages from the loaders must name a place: "filename:line:column: message". */
static inline void
fuzz_assert_placed_error (const GError *error, const char *filename)
{
  const char *p;
  guint64 line, column;
  char *end;

  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, filename));
  p = error->message + strlen (filename);
  g_assert_true (*p == ':');
  line = g_ascii_strtoull (p + 1, &end, 10);
  g_assert_true (end > p + 1 && *end == ':' && line >= 1);
  p = end;
  column = g_ascii_strtoull (p + 1, &end, 10);
  g_assert_true (end > p + 1 && column >= 1);
  g_assert_true (g_str_has_prefix (end, ": ") && end[2] != '\0');
}

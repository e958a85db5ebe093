/* fuzz-init.c: makes GLib criticals and warnings fatal in every harness, as G_DEBUG does in
 * the test suite: a g_return_if_fail() reached from a file is a bug. */
#include "fuzz-common.h"

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING | G_LOG_FATAL_MASK);
  return 0;
}

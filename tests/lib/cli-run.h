/* cli-run.h: runs the built gigogin-cli (path in $GG_CLI) from a test, keeping its exit status,
 * its output and, on success, its stdout parsed as one JSON object on one line. Shared by the
 * tests of the query and explain commands. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/wait.h>

typedef struct
{
  int status;
  char *out;
  char *err;
  JsonNode *json;
} Run;

static void
run_clear (Run *r)
{
  g_free (r->out);
  g_free (r->err);
  if (r->json)
    json_node_unref (r->json);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

G_GNUC_UNUSED static char *
fixture (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", name, NULL);
}

static void
run_va (Run *r, gboolean json, const char *first, va_list ap)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  const char *cli = g_getenv ("GG_CLI");
  int wait = 0;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (char *) cli);
  for (const char *a = first; a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, (char *) a);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &r->out, &r->err,
                &wait, &error);
  g_assert_no_error (error);
  r->status = WIFEXITED (wait) ? WEXITSTATUS (wait) : -1;
  r->json = NULL;
  if (json && r->status == 0)
    {
      r->json = json_from_string (r->out, &error);
      g_assert_no_error (error);
      g_assert_true (JSON_NODE_HOLDS_OBJECT (r->json));
      /* one JSON object on one line */
      g_assert_true (strchr (r->out, '\n') == r->out + strlen (r->out) - 1);
    }
}

/* Runs gigogin-cli with @args (NULL-terminated), parsing stdout as JSON on success. */
G_GNUC_UNUSED static void
run (Run *r, const char *first, ...)
{
  va_list ap;

  va_start (ap, first);
  run_va (r, TRUE, first, ap);
  va_end (ap);
}

/* The same for the commands that answer in text (check, validate). */
G_GNUC_UNUSED static void
run_text (Run *r, const char *first, ...)
{
  va_list ap;

  va_start (ap, first);
  run_va (r, FALSE, first, ap);
  va_end (ap);
}

G_GNUC_UNUSED static JsonObject *
root (Run *r)
{
  return json_node_get_object (r->json);
}

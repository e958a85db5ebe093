/* doc-io.h: opening and saving a document as the app does (the file read or written in a
 * worker thread, the result handed over on the main loop), waited for, for the core tests. */
#pragma once

#include "gg-document.h"

static void
doc_io_done_cb (GObject *document, GAsyncResult *result, gpointer data)
{
  GAsyncResult **out = data;

  *out = g_object_ref (result);
}

/* Spins the main loop until @result is set. */
static G_GNUC_UNUSED void
doc_io_wait (GAsyncResult **result)
{
  while (*result == NULL)
    g_main_context_iteration (NULL, TRUE);
}

static G_GNUC_UNUSED gboolean
load_file (GgDocument *document, GFile *file, GError **error)
{
  g_autoptr (GAsyncResult) result = NULL;

  gg_document_load_file_async (document, file, NULL, doc_io_done_cb, &result);
  doc_io_wait (&result);
  return gg_document_load_file_finish (document, result, error);
}

static G_GNUC_UNUSED gboolean
save_file (GgDocument *document, GFile *file, GError **error)
{
  g_autoptr (GAsyncResult) result = NULL;

  gg_document_save_async (document, file, NULL, doc_io_done_cb, &result);
  doc_io_wait (&result);
  return gg_document_save_finish (document, result, error);
}

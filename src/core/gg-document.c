/* gg-document.c */
#include "gg-document.h"

#include <glib/gi18n-lib.h>

#define DEMO_RESOURCE "/org/gigogin/Gigogin/data/scenarios/demo.yaml"

struct _GgDocument
{
  GObject parent_instance;
  GgGame *game;
  GFile *file;
  char *title;
};

enum
{
  PROP_0,
  PROP_GAME,
  PROP_FILE,
  PROP_TITLE,
  N_PROPS
};

enum
{
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (GgDocument, gg_document, G_TYPE_OBJECT)

static void
set_game (GgDocument *self, GgGame *game, GFile *file, const char *title)
{
  g_clear_pointer (&self->game, gg_game_unref);
  self->game = game;
  g_set_object (&self->file, file);
  g_free (self->title);
  self->title = g_strdup (title);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
gg_document_finalize (GObject *object)
{
  GgDocument *self = GG_DOCUMENT (object);

  g_clear_pointer (&self->game, gg_game_unref);
  g_clear_object (&self->file);
  g_free (self->title);
  G_OBJECT_CLASS (gg_document_parent_class)->finalize (object);
}

static void
gg_document_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  GgDocument *self = GG_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_pointer (value, self->game);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gg_document_class_init (GgDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gg_document_finalize;
  object_class->get_property = gg_document_get_property;

  properties[PROP_GAME] =
    g_param_spec_pointer ("game", NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 0);
}

static void
gg_document_init (GgDocument *self)
{
  self->game = gg_game_new ();
  self->title = g_strdup (_("New game"));
}

GgDocument *
gg_document_new (void)
{
  return g_object_new (GG_TYPE_DOCUMENT, NULL);
}

gboolean
gg_document_load_demo (GgDocument *self, GError **error)
{
  g_autoptr (GBytes) bytes = g_resources_lookup_data (DEMO_RESOURCE, 0, error);
  GgGame *game;
  gsize length;
  const char *data;

  if (bytes == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &length);
  game = gg_game_load_data (data, length, "demo.yaml", error);
  if (game == NULL)
    return FALSE;
  set_game (self, game, NULL, _("Demo battle"));
  return TRUE;
}

gboolean
gg_document_load_file (GgDocument *self, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = g_file_get_basename (file);
  GgGame *game;

  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Only local files can be opened"));
      return FALSE;
    }
  game = gg_game_load_file (path, error);
  if (game == NULL)
    return FALSE;
  set_game (self, game, file, name);
  return TRUE;
}

void
gg_document_set_game (GgDocument *self, GgGame *game, GFile *file, const char *title)
{
  set_game (self, game, file, title);
}

GgGame *
gg_document_get_game (GgDocument *self)
{
  return self->game;
}

GFile *
gg_document_get_file (GgDocument *self)
{
  return self->file;
}

const char *
gg_document_get_title (GgDocument *self)
{
  return self->title;
}

void
gg_document_changed (GgDocument *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

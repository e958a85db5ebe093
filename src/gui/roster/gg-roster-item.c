/* gg-roster-item.c */
#include "gg-roster-item.h"

struct _GgRosterItem
{
  GObject parent_instance;
  char *path;
  GgRosterKind kind;
  char *label;
  char *problem;
};

enum
{
  PROP_0,
  PROP_LABEL,
  PROP_PROBLEM,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

G_DEFINE_FINAL_TYPE (GgRosterItem, gg_roster_item, G_TYPE_OBJECT)

/* g_set_str() is GLib 2.76. */
static gboolean
set_str (char **slot, const char *value)
{
  if (g_strcmp0 (*slot, value) == 0)
    return FALSE;
  g_free (*slot);
  *slot = g_strdup (value);
  return TRUE;
}

static void
gg_roster_item_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  GgRosterItem *self = GG_ROSTER_ITEM (object);

  if (id == PROP_LABEL)
    g_value_set_string (value, self->label);
  else if (id == PROP_PROBLEM)
    g_value_set_string (value, self->problem);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
}

static void
gg_roster_item_finalize (GObject *object)
{
  GgRosterItem *self = GG_ROSTER_ITEM (object);

  g_free (self->path);
  g_free (self->label);
  g_free (self->problem);
  G_OBJECT_CLASS (gg_roster_item_parent_class)->finalize (object);
}

static void
gg_roster_item_class_init (GgRosterItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = gg_roster_item_get_property;
  object_class->finalize = gg_roster_item_finalize;
  props[PROP_LABEL] =
    g_param_spec_string ("label", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_PROBLEM] =
    g_param_spec_string ("problem", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
gg_roster_item_init (GgRosterItem *self)
{
}

GgRosterItem *
gg_roster_item_new (const char *path, GgRosterKind kind)
{
  GgRosterItem *self = g_object_new (GG_TYPE_ROSTER_ITEM, NULL);

  self->path = g_strdup (path);
  self->kind = kind;
  return self;
}

const char *
gg_roster_item_get_path (GgRosterItem *self)
{
  return self->path;
}

GgRosterKind
gg_roster_item_get_kind (GgRosterItem *self)
{
  return self->kind;
}

const char *
gg_roster_item_get_label (GgRosterItem *self)
{
  return self->label;
}

void
gg_roster_item_set_label (GgRosterItem *self, const char *label)
{
  if (set_str (&self->label, label))
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_LABEL]);
}

const char *
gg_roster_item_get_problem (GgRosterItem *self)
{
  return self->problem;
}

void
gg_roster_item_set_problem (GgRosterItem *self, const char *icon_name)
{
  if (set_str (&self->problem, icon_name))
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PROBLEM]);
}

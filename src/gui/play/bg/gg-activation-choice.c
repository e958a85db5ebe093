/* gg-activation-choice.c: a player's choice on an activation card (see the header), a template
 * widget (ui/gg-activation-choice.ui). */
#include "gg-config.h"

#include "gg-activation-choice.h"
#include "gg-a11y.h"

struct _GgChoice
{
  GtkBox parent_instance;

  GStrv keys;
  AdwComboRow *row; /* template child, in a boxed list */
};

G_DEFINE_FINAL_TYPE (GgChoice, gg_choice, GTK_TYPE_BOX)

static void
gg_choice_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), GG_TYPE_CHOICE);
  G_OBJECT_CLASS (gg_choice_parent_class)->dispose (object);
}

static void
gg_choice_finalize (GObject *object)
{
  g_strfreev (GG_CHOICE (object)->keys);
  G_OBJECT_CLASS (gg_choice_parent_class)->finalize (object);
}

static void
gg_choice_class_init (GgChoiceClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_choice_dispose;
  G_OBJECT_CLASS (klass)->finalize = gg_choice_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-activation-choice.ui");
  gtk_widget_class_bind_template_child (widget_class, GgChoice, row);
}

static void
gg_choice_init (GgChoice *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_a11y_name_tree (GTK_WIDGET (self)); /* its pages not shown yet */
  self->keys = g_new0 (char *, 1);
}

/* The caller keeps a reference until gg_choice_free(), as the card keeps its parts. */
GgChoice *
gg_choice_new (GtkWidget *box, const char *title, const char *subtitle)
{
  GgChoice *self = g_object_ref_sink (g_object_new (GG_TYPE_CHOICE, NULL));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->row), subtitle);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self));
  return self;
}

void
gg_choice_free (GgChoice *self)
{
  if (self != NULL)
    g_object_unref (self);
}

static guint
index_of (GgChoice *self, const char *key)
{
  for (guint i = 0; key != NULL && self->keys[i] != NULL; i++)
    if (g_str_equal (self->keys[i], key))
      return i;
  return GTK_INVALID_LIST_POSITION;
}

void
gg_choice_set_options (GgChoice *self, const char *const *keys, const char *const *labels)
{
  g_autofree char *keep = g_strdup (gg_choice_get (self));
  g_autoptr (GtkStringList) model = gtk_string_list_new (labels);
  guint i;

  g_strfreev (self->keys);
  self->keys = g_strdupv ((char **) keys);
  adw_combo_row_set_model (self->row, G_LIST_MODEL (model));
  i = index_of (self, keep);
  adw_combo_row_set_selected (self->row, i != GTK_INVALID_LIST_POSITION ? i : 0);
}

void
gg_choice_set_visible (GgChoice *self, gboolean visible)
{
  gtk_widget_set_visible (GTK_WIDGET (self), visible);
}

const char *
gg_choice_get (GgChoice *self)
{
  guint i = adw_combo_row_get_selected (self->row);

  return i < g_strv_length (self->keys) ? self->keys[i] : NULL;
}

const char *
gg_choice_get_default (GgChoice *self)
{
  return self->keys[0];
}

gboolean
gg_choice_select (GgChoice *self, const char *key)
{
  guint i = index_of (self, key);

  if (i == GTK_INVALID_LIST_POSITION)
    return FALSE;
  adw_combo_row_set_selected (self->row, i);
  return TRUE;
}

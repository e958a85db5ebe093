/* gg-activation-choice.c: a player's choice on an activation card (see the header). */
#include "gg-config.h"

#include "gg-activation-choice.h"

struct _GgChoice
{
  GtkWidget *list; /* the boxed list holding the row */
  AdwComboRow *row;
  GStrv keys;
};

GgChoice *
gg_choice_new (GtkWidget *box, const char *title, const char *subtitle)
{
  GgChoice *self = g_new0 (GgChoice, 1);

  self->list = gtk_list_box_new ();
  self->row = ADW_COMBO_ROW (adw_combo_row_new ());
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "boxed-list");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->row), subtitle);
  gtk_list_box_append (GTK_LIST_BOX (self->list), GTK_WIDGET (self->row));
  gtk_box_append (GTK_BOX (box), self->list);
  self->keys = g_new0 (char *, 1);
  return self;
}

void
gg_choice_free (GgChoice *self)
{
  if (self == NULL)
    return;
  g_strfreev (self->keys);
  g_free (self);
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
  gtk_widget_set_visible (self->list, visible);
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

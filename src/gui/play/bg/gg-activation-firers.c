/* gg-activation-firers.c: the figures that fire (see the header), a template widget
 * (ui/gg-activation-firers.ui). */
#include "gg-config.h"

#include "gg-activation-firers.h"
#include "gg-a11y.h"

struct _GgFirerChoice
{
  GtkBox parent_instance;

  AdwExpanderRow *row; /* template child, in a boxed list */
  GPtrArray *rows;     /* AdwActionRow*, one per figure */
  GHashTable *checks;  /* figure id -> GtkCheckButton */
  GCallback changed;
  gpointer data;
};

G_DEFINE_FINAL_TYPE (GgFirerChoice, gg_firer_choice, GTK_TYPE_BOX)

static void
gg_firer_choice_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), GG_TYPE_FIRER_CHOICE);
  G_OBJECT_CLASS (gg_firer_choice_parent_class)->dispose (object);
}

static void
gg_firer_choice_finalize (GObject *object)
{
  GgFirerChoice *self = GG_FIRER_CHOICE (object);

  g_ptr_array_unref (self->rows);
  g_hash_table_unref (self->checks);
  G_OBJECT_CLASS (gg_firer_choice_parent_class)->finalize (object);
}

static void
gg_firer_choice_class_init (GgFirerChoiceClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_firer_choice_dispose;
  G_OBJECT_CLASS (klass)->finalize = gg_firer_choice_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-activation-firers.ui");
  gtk_widget_class_bind_template_child (widget_class, GgFirerChoice, row);
}

static void
gg_firer_choice_init (GgFirerChoice *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_a11y_name_tree (GTK_WIDGET (self)); /* its pages not shown yet */
  self->rows = g_ptr_array_new ();
  self->checks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

/* The caller keeps a reference until gg_firer_choice_free(). */
GgFirerChoice *
gg_firer_choice_new (GtkWidget *box, GCallback changed, gpointer data)
{
  GgFirerChoice *self = g_object_ref_sink (g_object_new (GG_TYPE_FIRER_CHOICE, NULL));

  self->changed = changed;
  self->data = data;
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self));
  return self;
}

void
gg_firer_choice_free (GgFirerChoice *self)
{
  if (self != NULL)
    g_object_unref (self);
}

static void
toggled_cb (GtkCheckButton *check, GgFirerChoice *self)
{
  ((void (*) (gpointer)) self->changed) (self->data);
}

static void
clear_rows (GgFirerChoice *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    adw_expander_row_remove (self->row, g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);
  g_hash_table_remove_all (self->checks);
}

static void
add_row (GgFirerChoice *self, const char *id, gboolean active)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();

  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), active);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), id);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  g_signal_connect (check, "toggled", G_CALLBACK (toggled_cb), self);
  adw_expander_row_add_row (self->row, row);
  g_ptr_array_add (self->rows, row);
  g_hash_table_insert (self->checks, g_strdup (id), check);
}

static gboolean
same_figures (GgFirerChoice *self, GArray *firers)
{
  if (firers->len != g_hash_table_size (self->checks))
    return FALSE;
  for (guint i = 0; i < firers->len; i++)
    if (!g_hash_table_contains (self->checks, g_array_index (firers, GgBgFirer, i).id))
      return FALSE;
  return TRUE;
}

/* Whether @id fires: its check, or yes for a figure with none. */
static gboolean
fires (GgFirerChoice *self, const char *id)
{
  GtkCheckButton *check = g_hash_table_lookup (self->checks, id);

  return check == NULL || gtk_check_button_get_active (check);
}

void
gg_firer_choice_set_figures (GgFirerChoice *self, GArray *firers)
{
  g_autoptr (GHashTable) held = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  if (same_figures (self, firers))
    return;
  for (guint i = 0; i < firers->len; i++)
    if (!fires (self, g_array_index (firers, GgBgFirer, i).id))
      g_hash_table_add (held, g_strdup (g_array_index (firers, GgBgFirer, i).id));
  clear_rows (self);
  for (guint i = 0; i < firers->len; i++)
    {
      const char *id = g_array_index (firers, GgBgFirer, i).id;

      add_row (self, id, !g_hash_table_contains (held, id));
    }
}

void
gg_firer_choice_filter (GgFirerChoice *self, GArray *firers)
{
  for (guint i = firers->len; i-- > 0;)
    if (!fires (self, g_array_index (firers, GgBgFirer, i).id))
      g_array_remove_index (firers, i);
}

gboolean
gg_firer_choice_hold (GgFirerChoice *self, const char *id, gboolean hold)
{
  GtkCheckButton *check = g_hash_table_lookup (self->checks, id);

  if (check == NULL)
    return FALSE;
  gtk_check_button_set_active (check, !hold);
  return TRUE;
}

GStrv
gg_firer_choice_held (GgFirerChoice *self)
{
  g_autoptr (GPtrArray) held = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer id, check;

  g_hash_table_iter_init (&iter, self->checks);
  while (g_hash_table_iter_next (&iter, &id, &check))
    if (!gtk_check_button_get_active (check))
      g_ptr_array_add (held, id);
  g_ptr_array_sort (held, (GCompareFunc) g_strcmp0);
  g_ptr_array_add (held, NULL);
  return g_strdupv ((char **) held->pdata);
}

GtkWidget *
gg_firer_choice_get_widget (GgFirerChoice *self)
{
  return GTK_WIDGET (self);
}

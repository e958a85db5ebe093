/* gg-activation-firers.c: the figures that fire (see the header). */
#include "gg-config.h"

#include "gg-activation-firers.h"

#include <glib/gi18n.h>

struct _GgFirerChoice
{
  GtkWidget *list;
  AdwExpanderRow *row;
  GPtrArray *rows;    /* AdwActionRow*, one per figure */
  GHashTable *checks; /* figure id -> GtkCheckButton */
  GCallback changed;
  gpointer data;
};

GgFirerChoice *
gg_firer_choice_new (GtkWidget *box, GCallback changed, gpointer data)
{
  GgFirerChoice *self = g_new0 (GgFirerChoice, 1);

  self->list = gtk_list_box_new ();
  self->row = ADW_EXPANDER_ROW (adw_expander_row_new ());
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "boxed-list");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->row), _("Figures that fire"));
  adw_expander_row_set_subtitle (self->row, _("All that may, unless you hold some back: only "
                                              "those that fire must reload (BG-4.2-g)"));
  gtk_list_box_append (GTK_LIST_BOX (self->list), GTK_WIDGET (self->row));
  gtk_box_append (GTK_BOX (box), self->list);
  self->rows = g_ptr_array_new ();
  self->checks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->changed = changed;
  self->data = data;
  return self;
}

void
gg_firer_choice_free (GgFirerChoice *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->rows);
  g_hash_table_unref (self->checks);
  g_free (self);
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

char *
gg_firer_choice_held (GgFirerChoice *self)
{
  g_autoptr (GPtrArray) held = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer id, check;

  g_hash_table_iter_init (&iter, self->checks);
  while (g_hash_table_iter_next (&iter, &id, &check))
    if (!gtk_check_button_get_active (check))
      g_ptr_array_add (held, id);
  if (held->len == 0)
    return NULL;
  g_ptr_array_sort (held, (GCompareFunc) g_strcmp0);
  g_ptr_array_add (held, NULL);
  return g_strjoinv (", ", (char **) held->pdata);
}

GtkWidget *
gg_firer_choice_get_widget (GgFirerChoice *self)
{
  return self->list;
}

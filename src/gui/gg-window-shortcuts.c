/* gg-window-shortcuts.c: the Keyboard Shortcuts window shows the keys the window really binds.
 * GtkShortcutsShortcut's action-name reads only the application's accels, while the window, the
 * table and its canvas bind their keys as class shortcuts (gtk_widget_class_add_binding_action):
 * each entry naming an action is given the keys those shortcuts bind to it, so the window can
 * never show a key that does nothing nor miss one that works. */
#include "gg-config.h"

#include "gg-window-private.h"

#include <string.h>

/* Adds to @keys (action name → GPtrArray of accelerator names) the keyval shortcuts of the
 * shortcut controllers of @widget that name an action without a parameter. */
static void
collect_class_keys (GtkWidget *widget, GHashTable *keys)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          const char *name;
          GPtrArray *list;
          char *accel;

          if (!GTK_IS_NAMED_ACTION (action) || !GTK_IS_KEYVAL_TRIGGER (trigger) ||
              gtk_shortcut_get_arguments (shortcut) != NULL)
            continue;
          name = gtk_named_action_get_action_name (GTK_NAMED_ACTION (action));
          accel =
            gtk_accelerator_name (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                                  gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)));
          /* the keypad's keys repeat the main ones: one is enough to read */
          if (strstr (accel, "KP_") != NULL)
            {
              g_free (accel);
              continue;
            }
          list = g_hash_table_lookup (keys, name);
          if (list == NULL)
            {
              list = g_ptr_array_new_with_free_func (g_free);
              g_hash_table_insert (keys, g_strdup (name), list);
            }
          g_ptr_array_add (list, accel);
        }
    }
}

/* @keys without repeats (the window's own controller lists the application's accels too, and
 * z and Z with Shift are one key), in their first order; @keys is consumed. */
static char **
dedup (char **keys)
{
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();
  g_autoptr (GPtrArray) seen = g_ptr_array_new ();

  for (char **k = keys; *k != NULL; k++)
    if (!g_ptr_array_find_with_equal_func (seen, *k, g_str_equal, NULL))
      {
        g_ptr_array_add (seen, *k);
        g_strv_builder_add (b, *k);
      }
  g_strfreev (keys);
  return g_strv_builder_end (b);
}

/* Feeds every GtkShortcutsShortcut under @widget that names an action. */
static void
feed (GtkWidget *widget, GHashTable *keys, GtkApplication *app)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *action = NULL;
      g_auto (GStrv) app_accels = NULL;
      g_autoptr (GStrvBuilder) b = g_strv_builder_new ();
      g_auto (GStrv) all = NULL;
      GPtrArray *list;

      g_object_get (widget, "action-name", &action, NULL);
      if (action == NULL)
        return;
      if (app != NULL)
        {
          app_accels = gtk_application_get_accels_for_action (app, action);
          g_strv_builder_addv (b, (const char **) app_accels);
        }
      list = g_hash_table_lookup (keys, action);
      for (guint i = 0; list != NULL && i < list->len; i++)
        g_strv_builder_add (b, g_ptr_array_index (list, i));
      all = dedup (g_strv_builder_end (b));
      if (all[0] == NULL)
        return; /* left to GTK, which shows none: the test lists such entries */
      {
        g_autofree char *accelerator = g_strjoinv (" ", all);

        /* without its action name GTK no longer overwrites the keys with the app's only */
        g_object_set (widget, "action-name", NULL, "accelerator", accelerator, NULL);
      }
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    feed (c, keys, app);
}

/* The titles and explanations wrap in a column of @chars: a column as wide as its longest
 * explanation made the window wider than a 1024 px screen (1470 px in Italian). The keys
 * themselves (GtkShortcutLabel) are left whole. */
static void
narrow_labels (GtkWidget *widget, int chars)
{
  if (GTK_IS_SHORTCUT_LABEL (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_widget_get_ancestor (widget, GTK_TYPE_SHORTCUTS_SHORTCUT))
    {
      gtk_label_set_wrap (GTK_LABEL (widget), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (widget), PANGO_WRAP_WORD);
      gtk_label_set_max_width_chars (GTK_LABEL (widget), chars);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    narrow_labels (c, chars);
}

void
_gg_window_setup_shortcuts (GgWindow *self)
{
  GtkShortcutsWindow *overlay =
    gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self));
  g_autoptr (GHashTable) keys = NULL;

  if (overlay == NULL)
    return;
  keys =
    g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_ptr_array_unref);
  collect_class_keys (GTK_WIDGET (self), keys);
  collect_class_keys (GTK_WIDGET (self->table_view), keys);
  collect_class_keys (GTK_WIDGET (self->canvas), keys);
  feed (GTK_WIDGET (overlay), keys, gtk_window_get_application (GTK_WINDOW (self)));
  narrow_labels (GTK_WIDGET (overlay), 30);
}

/* gg-a11y.c */
#include "gg-config.h"

#include "gg-a11y.h"

#include <glib/gi18n.h>
#include <string.h>

char *
gg_a11y_strip_mnemonic (const char *text)
{
  GString *s = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '_' && p[1] != '\0')
        p++;
      g_string_append_c (s, *p);
    }
  return g_string_free (s, FALSE);
}

/* A button's label widget already names it (GTK made the label its mnemonic widget); a check
 * button has only the property, so it gets the label's text. */
static void
name_once (GtkWidget *widget)
{
  g_autofree char *plain = NULL;
  const char *label;
  gboolean underline;

  if (GTK_IS_CHECK_BUTTON (widget))
    {
      label = gtk_check_button_get_label (GTK_CHECK_BUTTON (widget));
      underline = gtk_check_button_get_use_underline (GTK_CHECK_BUTTON (widget));
    }
  else
    {
      label = gtk_button_get_label (GTK_BUTTON (widget));
      underline = gtk_button_get_use_underline (GTK_BUTTON (widget));
    }
  if (label == NULL || !underline || strchr (label, '_') == NULL)
    return;
  if (GTK_IS_CHECK_BUTTON (widget))
    {
      plain = gg_a11y_strip_mnemonic (label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, plain,
                                      -1);
    }
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

static void
label_changed_cb (GtkWidget *widget, GParamSpec *pspec, gpointer data)
{
  name_once (widget);
}

static void
name_widget (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  if (!GTK_IS_BUTTON (widget) && !GTK_IS_CHECK_BUTTON (widget))
    return;
  /* GtkInfoBar's close button is an unnamed icon */
  if (GTK_IS_BUTTON (widget) &&
      g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "window-close-symbolic") == 0)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Close"), -1);
  if (GTK_IS_TOGGLE_BUTTON (widget) && GTK_IS_DROP_DOWN (parent))
    gtk_accessible_update_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                    parent, NULL, -1);
  if (g_object_get_data (G_OBJECT (widget), "gg-a11y") != NULL)
    return;
  g_object_set_data (G_OBJECT (widget), "gg-a11y", GINT_TO_POINTER (1));
  g_signal_connect (widget, "notify::label", G_CALLBACK (label_changed_cb), NULL);
  g_signal_connect (widget, "notify::use-underline", G_CALLBACK (label_changed_cb), NULL);
  name_once (widget);
}

static gboolean
realize_hook (GSignalInvocationHint *hint, guint n, const GValue *values, gpointer data)
{
  name_widget (g_value_get_object (&values[0]));
  return TRUE;
}

void
gg_a11y_name_tree (GtkWidget *root)
{
  name_widget (root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    gg_a11y_name_tree (c);
}

void
gg_a11y_init (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      g_signal_add_emission_hook (g_signal_lookup ("realize", GTK_TYPE_WIDGET), 0, realize_hook,
                                  NULL, NULL);
      g_once_init_leave (&done, 1);
    }
}

static void
name_search (GtkWidget *widget, const char *entry_name)
{
  if (GTK_IS_SEARCH_ENTRY (widget))
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    entry_name, -1);
  else if (GTK_IS_TOGGLE_BUTTON (widget) && gtk_button_get_icon_name (GTK_BUTTON (widget)) &&
           (strstr (gtk_button_get_icon_name (GTK_BUTTON (widget)), "search") != NULL ||
            strstr (gtk_button_get_icon_name (GTK_BUTTON (widget)), "find") != NULL))
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Search"), -1);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    name_search (c, entry_name);
}

void
gg_a11y_name_search (AdwPreferencesWindow *window)
{
  name_search (GTK_WIDGET (window), _("Search the settings"));
}

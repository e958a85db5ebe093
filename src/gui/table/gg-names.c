/* gg-names.c: see gg-names.h. */
#include "gg-config.h"

#include "gg-names.h"

#include <string.h>

static const char *
item_text (GtkListItem *item)
{
  GObject *o = gtk_list_item_get_item (item);

  return GTK_IS_STRING_OBJECT (o) ? gtk_string_object_get_string (GTK_STRING_OBJECT (o)) : "";
}

/* The chosen name: cut in the middle, whole in the tooltip. */
static void
setup_chosen (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_MIDDLE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
bind_chosen (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_list_item_get_child (item);
  const char *text = item_text (item);

  gtk_label_set_text (GTK_LABEL (label), text);
  gtk_widget_set_tooltip_text (label, text);
}

/* A name in the open list: whole, wrapped at words in a column a screen can hold. */
static void
setup_listed (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 48);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
bind_listed (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), item_text (item));
}

static GtkListItemFactory *
factory_new (GCallback setup, GCallback bind)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", setup, NULL);
  g_signal_connect (factory, "bind", bind, NULL);
  return factory;
}

void
gg_names_combo_row (AdwComboRow *row)
{
  g_autoptr (GtkListItemFactory)
    chosen = factory_new (G_CALLBACK (setup_chosen), G_CALLBACK (bind_chosen));
  g_autoptr (GtkListItemFactory)
    listed = factory_new (G_CALLBACK (setup_listed), G_CALLBACK (bind_listed));

  adw_combo_row_set_factory (row, chosen);
  adw_combo_row_set_list_factory (row, listed);
}

void
gg_names_drop_down (GtkDropDown *drop)
{
  g_autoptr (GtkListItemFactory)
    chosen = factory_new (G_CALLBACK (setup_chosen), G_CALLBACK (bind_chosen));
  g_autoptr (GtkListItemFactory)
    listed = factory_new (G_CALLBACK (setup_listed), G_CALLBACK (bind_listed));

  gtk_drop_down_set_factory (drop, chosen);
  gtk_drop_down_set_list_factory (drop, listed);
}

char *
gg_names_file_name (const char *name, const char *extension, const char *fallback)
{
  g_autofree char *clean = g_strstrip (g_strdup (name ? name : ""));

  /* no folders, no characters that other systems refuse, no hidden file */
  g_strdelimit (clean, "/\\:*?\"<>|\n\r\t", '-');
  while (clean[0] == '.')
    clean[0] = '_';
  if (*clean == '\0' || !g_utf8_validate (clean, -1, NULL))
    return g_strdup (fallback);
  /* a name that is a file's ("milano.yaml") loses its own extension */
  for (const char *const *e = (const char *const[]){ ".yaml", ".yml", NULL }; *e != NULL; e++)
    if (g_str_has_suffix (clean, *e) && !g_str_equal (*e, extension) &&
        strlen (clean) > strlen (*e))
      clean[strlen (clean) - strlen (*e)] = '\0';
  if (g_str_has_suffix (clean, extension))
    return g_steal_pointer (&clean);
  return g_strconcat (clean, extension, NULL);
}

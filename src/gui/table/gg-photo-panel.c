/* gg-photo-panel.c: the photo of the table in the side panel. */
#include "gg-config.h"

#include "gg-photo-panel.h"

#include <glib/gi18n.h>

#include "gg-game-background.h"
#include "gg-photo-place-dialog.h"

struct _GgPhotoPanel
{
  AdwBin parent_instance;

  GgDocument *document;
  gboolean updating;

  GtkDropDown *chooser; /* which photo is shown, when the game has more than one */
  GtkLabel *summary;
  GtkLabel *error_label;
  GtkWidget *opacity_box;
  GtkRange *opacity;
  GtkWidget *remove;
  GtkCheckButton *snap;
  GtkWidget *place;
};

G_DEFINE_FINAL_TYPE (GgPhotoPanel, gg_photo_panel, ADW_TYPE_BIN)

/* When the photo was taken (kept as ISO 8601 in the game), in the user's own date and time. */
static char *
local_time (const char *iso)
{
  g_autoptr (GTimeZone) here = g_time_zone_new_local ();
  g_autoptr (GDateTime) when = g_date_time_new_from_iso8601 (iso, here);
  g_autoptr (GDateTime) local = when ? g_date_time_to_local (when) : NULL;
  char *text = local ? g_date_time_format (local, "%x %X") : NULL;

  return text != NULL ? text : g_strdup (iso);
}

static char *
summary_of (const GgBackgroundPhoto *photo, guint n_photos)
{
  g_autofree char *name = g_path_get_basename (photo->path);
  g_autoptr (GString) what = g_string_new (name);

  if (photo->turn > 0)
    g_string_append_printf (what, _(", turn %d"), photo->turn);
  if (photo->time != NULL)
    {
      g_autofree char *when = local_time (photo->time);

      g_string_append_printf (what, ", %s", when);
    }
  if (!g_file_test (photo->path, G_FILE_TEST_IS_REGULAR))
    g_string_append (what, _(" — the file is missing"));
  return g_strdup_printf (
    ngettext ("%s (%u photo in this game)", "%s (%u photos in this game)", n_photos), what->str,
    n_photos);
}

/* The error needs only the corners and the table: the photo's size only bounds the corners. */
static char *
error_of (const GgBackgroundPhoto *photo, GgGame *game)
{
  GgPhotoCalibration cal;

  if (!gg_background_photo_calibrate (photo, game, GG_PHOTO_MAX_SIDE, GG_PHOTO_MAX_SIDE, &cal,
                                      NULL))
    return g_strdup (_("The corners do not outline the table"));
  if (cal.n_points > 4)
    return g_strdup_printf (_("Estimated error %.1f mm (residuals of %u points)"), cal.error_mm,
                               cal.n_points);
  return g_strdup_printf (_("Estimated error %.1f mm (half a photo pixel at the coarsest corner)"),
                             cal.error_mm);
}

static gboolean
same_strings (GListModel *a, GListModel *b)
{
  guint n = a ? g_list_model_get_n_items (a) : 0;

  if (b == NULL || n != g_list_model_get_n_items (b))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (a), i),
                   gtk_string_list_get_string (GTK_STRING_LIST (b), i)) != 0)
      return FALSE;
  return TRUE;
}

/* "turn-3.jpg, turn 3" for each photo, and "None" last. The model is replaced only when the
 * photos changed: a choice made in the drop-down changes the document, which updates the panel
 * while the drop-down is still setting its selection. */
static void
update_chooser (GgPhotoPanel *self, GgGame *game, GgBackgroundPhoto *current)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  guint selected = 0;

  for (guint i = 0; game != NULL && i < game->photos->len; i++)
    {
      GgBackgroundPhoto *photo = g_ptr_array_index (game->photos, i);
      g_autofree char *name = g_path_get_basename (photo->path);
      g_autofree char *label =
        photo->turn > 0 ? g_strdup_printf (_("%s, turn %d"), name, photo->turn) : g_strdup (name);

      gtk_string_list_append (names, label);
      if (photo == current)
        selected = i;
    }
  if (game != NULL)
    {
      gtk_string_list_append (names, _("None"));
      if (current == NULL)
        selected = game->photos->len;
    }
  if (!same_strings (G_LIST_MODEL (names), gtk_drop_down_get_model (self->chooser)))
    gtk_drop_down_set_model (self->chooser, G_LIST_MODEL (names));
  if (gtk_drop_down_get_selected (self->chooser) != selected)
    gtk_drop_down_set_selected (self->chooser, selected);
  gtk_widget_set_visible (GTK_WIDGET (self->chooser), game != NULL && game->photos->len > 1);
}

static void
update (GgPhotoPanel *self)
{
  GgGame *game = self->document ? gg_document_get_game (self->document) : NULL;
  GgBackgroundPhoto *photo = game ? gg_game_current_photo (game) : NULL;
  g_autofree char *summary = NULL, *error = NULL;

  if (photo == NULL)
    summary = g_strdup (game && game->photos->len > 0
                        ? _("No photo is shown")
                        : _("Add a photo of the real table (or drop one on the table) to see "
                              "it under the figures."));
  else
    summary = summary_of (photo, game->photos->len), error = error_of (photo, game);
  gtk_label_set_text (self->summary, summary);
  gtk_label_set_text (self->error_label, error ? error : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), error != NULL);
  gtk_widget_set_visible (self->opacity_box, photo != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->snap), photo != NULL);
  gtk_widget_set_visible (self->place, photo != NULL);
  self->updating = TRUE;
  if (photo != NULL)
    gtk_range_set_value (self->opacity, photo->opacity);
  update_chooser (self, game, photo);
  self->updating = FALSE;
}

static void
changed_cb (GgDocument *document, GgPhotoPanel *self)
{
  update (self);
}

static void
opacity_cb (GtkRange *range, GgPhotoPanel *self)
{
  if (!self->updating && self->document != NULL)
    gg_document_set_photo_opacity (self->document, gtk_range_get_value (range));
}

static void
chosen_cb (GtkDropDown *chooser, GParamSpec *pspec, GgPhotoPanel *self)
{
  GgGame *game = self->document ? gg_document_get_game (self->document) : NULL;
  guint i = gtk_drop_down_get_selected (chooser);

  if (self->updating || game == NULL || i == GTK_INVALID_LIST_POSITION)
    return;
  gg_document_show_photo (self->document, i < game->photos->len ? (int) i : -1);
}

static void
remove_cb (GtkButton *button, GgPhotoPanel *self)
{
  if (self->document != NULL)
    gg_document_remove_photo (self->document);
}

/* Place Squads from Photo: the review, modal on the panel's window. */
static void
place_cb (GtkButton *button, GgPhotoPanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (self->document == NULL ||
      gg_game_current_photo (gg_document_get_game (self->document)) == NULL)
    return;
  gtk_window_present (GTK_WINDOW (
    gg_photo_place_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, self->document)));
}

static void
gg_photo_panel_dispose (GObject *object)
{
  gg_photo_panel_set_document (GG_PHOTO_PANEL (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), GG_TYPE_PHOTO_PANEL);
  G_OBJECT_CLASS (gg_photo_panel_parent_class)->dispose (object);
}

static void
gg_photo_panel_class_init (GgPhotoPanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_photo_panel_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-photo-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, GgPhotoPanel, chooser);
  gtk_widget_class_bind_template_child (widget_class, GgPhotoPanel, summary);
  gtk_widget_class_bind_template_child (widget_class, GgPhotoPanel, error_label);
  gtk_widget_class_bind_template_child (widget_class, GgPhotoPanel, opacity_box);
  gtk_widget_class_bind_template_child (widget_class, GgPhotoPanel, opacity);
  gtk_widget_class_bind_template_child (widget_class, GgPhotoPanel, remove);
  gtk_widget_class_bind_template_child (widget_class, GgPhotoPanel, snap);
  gtk_widget_class_bind_template_child (widget_class, GgPhotoPanel, place);
}

static void
gg_photo_panel_init (GgPhotoPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self->opacity, "value-changed", G_CALLBACK (opacity_cb), self);
  g_signal_connect (self->chooser, "notify::selected", G_CALLBACK (chosen_cb), self);
  g_signal_connect (self->remove, "clicked", G_CALLBACK (remove_cb), self);
  g_signal_connect (self->place, "clicked", G_CALLBACK (place_cb), self);
  update (self);
}

void
gg_photo_panel_set_document (GgPhotoPanel *self, GgDocument *document)
{
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    g_signal_connect (document, "changed", G_CALLBACK (changed_cb), self);
  update (self);
}

gboolean
gg_photo_panel_get_snap (GgPhotoPanel *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->snap)) &&
         gtk_check_button_get_active (self->snap);
}

void
gg_photo_panel_set_snap (GgPhotoPanel *self, gboolean snap)
{
  gtk_check_button_set_active (self->snap, snap);
}

const char *
gg_photo_panel_get_summary (GgPhotoPanel *self)
{
  return gtk_label_get_text (self->summary);
}

const char *
gg_photo_panel_get_error_text (GgPhotoPanel *self)
{
  return gtk_label_get_text (self->error_label);
}

void
gg_photo_panel_choose (GgPhotoPanel *self, guint i)
{
  gtk_drop_down_set_selected (self->chooser, i);
}

void
gg_photo_panel_place_squads (GgPhotoPanel *self)
{
  g_signal_emit_by_name (self->place, "clicked");
}

void
gg_photo_panel_remove (GgPhotoPanel *self)
{
  g_signal_emit_by_name (self->remove, "clicked");
}

/* gg-photo-place-dialog.c: Place Squads from Photo. The core reads the photo and works out the
 * review (gg_photo_place_squads) in a worker thread, on a copy of the game made from its text,
 * so the window stays live for the second or so a 12 MP photo takes; Apply hands the review to
 * the core (gg_document_place_squads), which moves the squads as one undoable step. */
#include "gg-config.h"

#include "gg-photo-place-dialog.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gg-game-background.h"
#include "gg-photo.h"

struct _GgPhotoPlaceDialog
{
  AdwWindow parent_instance;

  GgDocument *document;
  char *photo_path;
  GCancellable *cancellable;
  GgPhotoPlacement *placement;
  gboolean ready;

  GtkStack *stack;
  AdwStatusPage *failure;
  GtkBox *review;
  GtkWidget *apply;
};

G_DEFINE_FINAL_TYPE (GgPhotoPlaceDialog, gg_photo_place_dialog, ADW_TYPE_WINDOW)

typedef struct
{
  char *yaml, *filename, *photo_path;
  double corners[8];
} Job;

static void
job_free (Job *job)
{
  g_free (job->yaml);
  g_free (job->filename);
  g_free (job->photo_path);
  g_free (job);
}

static void
place_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  g_autoptr (GgGame) game = NULL;
  g_autoptr (GdkPixbuf) photo = NULL;
  GgPhotoPlacement *placement;
  GError *error = NULL;

  if (!(game = gg_game_load_data (job->yaml, strlen (job->yaml), job->filename, &error)) ||
      !(photo = gg_photo_load (job->photo_path, &error)) ||
      !(placement = gg_photo_place_squads (game, photo, job->corners, &error)))
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, placement, (GDestroyNotify) gg_photo_placement_free);
}

/* A row of the review: @title and @subtitle as plain text (never markup). */
static GtkWidget *
row_new (const char *title, const char *subtitle, const char *icon)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  if (icon != NULL)
    adw_action_row_set_icon_name (ADW_ACTION_ROW (row), icon);
  return row;
}

static GtkWidget *
group_new (GgPhotoPlaceDialog *self, const char *title, const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (self->review, group);
  return group;
}

/* "moved 42 mm, turned 12°; seen at 2.3 px/mm, …": how far it moved and how well it was seen */
static char *
found_subtitle (const GgPhotoSquadPlace *s)
{
  g_autoptr (GString) text = g_string_new (NULL);

  g_string_append_printf (text, _("Moved %.0f mm, turned %.0f°; placed to within ±%.1f mm"),
                                   s->moved_mm, s->turned_deg, s->error_mm);
  if (s->too_far)
    g_string_append_printf (text, _(" — more than its allowance of %.0f mm"), s->allowance_mm);
  g_string_append (text, "\n");
  g_string_append_printf (text,
                          s->behind ? _("Card “behind”, code %d (%.0f mm), seen at %.1f px/mm, "
                                        "read with margin %.0f")
                                    : _("Card “in front”, code %d (%.0f mm), seen at %.1f px/mm, "
                                        "read with margin %.0f"),
                                         s->code, s->code_mm, s->seen_px_mm, s->margin);
  g_string_append (text, "\n");
  if (s->base_seen)
    g_string_append_printf (text, _("His base seen %.1f mm from where the card puts him"),
                                     s->card_vs_base_mm);
  else
    g_string_append (text, _("His base not seen clearly: placed by the card alone"));
  if (s->figures > 1)
    {
      g_string_append (text, "\n");
      g_string_append_printf (text,
                              ngettext ("%u of %u other figure on its photographed base",
                                        "%u of %u other figures on their photographed bases",
                                        s->figures - 1),
                              s->snapped, s->figures - 1);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
show_review (GgPhotoPlaceDialog *self)
{
  const GgPhotoPlacement *p = self->placement;
  g_autofree char *summary = NULL;
  GtkWidget *found, *missing = NULL, *problems = NULL, *label;
  guint n_problems = 0;

  summary = g_strdup_printf (ngettext ("%u of %u squad found in the photo. Nothing changes until "
                                       "you press Apply.",
                                       "%u of %u squads found in the photo. Nothing changes until "
                                       "you press Apply.",
                                       p->squads->len),
                             p->found, p->squads->len);
  label = gtk_label_new (summary);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (self->review, label);

  for (guint i = 0; i < p->problems->len; i++)
    n_problems += ((GgPhotoProblem *) p->problems->pdata[i])->kind != GG_PHOTO_PROBLEM_NOT_FOUND;
  if (n_problems > 0)
    problems = group_new (self, _("Disagrees with the Game"),
                                   _("Check these on the table before you apply"));
  if (p->missing > 0)
    missing = group_new (self, _("Not Found"),
                                  _("No card of these squads was read: they stay where they are"));
  for (guint i = 0; i < p->problems->len; i++)
    {
      const GgPhotoProblem *q = p->problems->pdata[i];
      g_autofree char *title = g_strdup_printf (_("Squad %c%d"), q->side, q->squad);

      adw_preferences_group_add (
        ADW_PREFERENCES_GROUP (q->kind == GG_PHOTO_PROBLEM_NOT_FOUND ? missing : problems),
        row_new (title, q->text, "dialog-warning-symbolic"));
    }
  found = group_new (self, _("Found"), NULL);
  for (guint i = 0; i < p->squads->len; i++)
    {
      const GgPhotoSquadPlace *s = &g_array_index (p->squads, GgPhotoSquadPlace, i);
      g_autofree char *title = NULL, *subtitle = NULL;

      if (!s->found)
        continue;
      title = g_strdup_printf (_("Squad %c%d (leader %s)"), s->side, s->squad, s->leader);
      subtitle = found_subtitle (s);
      adw_preferences_group_add (
        ADW_PREFERENCES_GROUP (found),
        row_new (title, subtitle, s->too_far ? "dialog-warning-symbolic" : NULL));
    }
  if (p->found == 0)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (found),
                               row_new (_("No squad was found"), NULL, NULL));
  gtk_stack_set_visible_child_name (self->stack, "review");
  gtk_widget_set_sensitive (self->apply, p->found > 0);
}

static void
placed_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GgPhotoPlaceDialog) self = data;
  g_autoptr (GError) error = NULL;
  GgPhotoPlacement *placement = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->ready = TRUE;
  if (placement == NULL)
    {
      g_autofree char *text =
        g_strdup_printf (_("%s\nThe game is unchanged."), error ? error->message : "");

      adw_status_page_set_description (self->failure, text);
      gtk_stack_set_visible_child_name (self->stack, "failure");
      return;
    }
  self->placement = placement;
  show_review (self);
}

static void
apply_cb (GtkButton *button, GgPhotoPlaceDialog *self)
{
  if (self->placement == NULL || self->document == NULL)
    return;
  gg_document_place_squads (self->document, self->placement, self->photo_path);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
cancel_cb (GtkButton *button, GgPhotoPlaceDialog *self)
{
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
gg_photo_place_dialog_dispose (GObject *object)
{
  GgPhotoPlaceDialog *self = GG_PHOTO_PLACE_DIALOG (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->document);
  g_clear_pointer (&self->placement, gg_photo_placement_free);
  g_clear_pointer (&self->photo_path, g_free);
  G_OBJECT_CLASS (gg_photo_place_dialog_parent_class)->dispose (object);
}

static void
gg_photo_place_dialog_class_init (GgPhotoPlaceDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = gg_photo_place_dialog_dispose;
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0, "window.close",
                                       NULL);
}

static void
gg_photo_place_dialog_init (GgPhotoPlaceDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *working = adw_status_page_new ();
  GtkWidget *spinner = gtk_spinner_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();

  gtk_window_set_title (GTK_WINDOW (self), _("Place Squads from Photo"));
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 540);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);

  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  self->apply = gtk_button_new_with_mnemonic (_("_Apply"));
  gtk_widget_add_css_class (self->apply, "suggested-action");
  gtk_widget_set_sensitive (self->apply, FALSE);
  gtk_widget_set_tooltip_text (self->apply, _("Move the squads found to the photo, as one step "
                                              "that Undo takes back"));
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->apply);
  gtk_box_append (GTK_BOX (box), header);
  g_signal_connect (cancel, "clicked", G_CALLBACK (cancel_cb), self);
  g_signal_connect (self->apply, "clicked", G_CALLBACK (apply_cb), self);

  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->stack), TRUE);
  adw_status_page_set_title (ADW_STATUS_PAGE (working), _("Reading the Photo…"));
  adw_status_page_set_description (ADW_STATUS_PAGE (working),
                                   _("Finding the squad markers and the bases around them"));
  gtk_spinner_start (GTK_SPINNER (spinner));
  gtk_widget_set_size_request (spinner, 32, 32);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spinner), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Reading the photo"), -1);
  adw_status_page_set_child (ADW_STATUS_PAGE (working), spinner);
  gtk_stack_add_named (self->stack, working, "working");

  self->failure = ADW_STATUS_PAGE (adw_status_page_new ());
  adw_status_page_set_icon_name (self->failure, "dialog-warning-symbolic");
  adw_status_page_set_title (self->failure, _("The Squads Cannot Be Placed"));
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->failure), "failure");

  self->review = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 18));
  gtk_widget_set_margin_top (GTK_WIDGET (self->review), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->review), 12);
  gtk_widget_set_margin_start (GTK_WIDGET (self->review), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->review), 12);
  adw_clamp_set_child (ADW_CLAMP (clamp), GTK_WIDGET (self->review));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_accessible_update_property (GTK_ACCESSIBLE (scrolled), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The squads the photo shows"), -1);
  gtk_stack_add_named (self->stack, scrolled, "review");
  gtk_stack_set_visible_child_name (self->stack, "working");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->stack));
  adw_window_set_content (ADW_WINDOW (self), box);
}

GgPhotoPlaceDialog *
gg_photo_place_dialog_new (GtkWindow *parent, GgDocument *document)
{
  GgPhotoPlaceDialog *self =
    g_object_new (GG_TYPE_PHOTO_PLACE_DIALOG, "transient-for", parent, NULL);
  GgGame *game = gg_document_get_game (document);
  GgBackgroundPhoto *photo = gg_game_current_photo (game);
  GFile *file = gg_document_get_file (document);
  g_autoptr (GError) error = NULL;
  g_autoptr (GTask) task = NULL;
  Job *job;

  self->document = g_object_ref (document);
  if (photo == NULL)
    {
      self->ready = TRUE;
      adw_status_page_set_description (self->failure,
                                       _("Add a photo of the table and show it first."));
      gtk_stack_set_visible_child_name (self->stack, "failure");
      return self;
    }
  job = g_new0 (Job, 1);
  self->photo_path = g_strdup (photo->path);
  job->photo_path = g_strdup (photo->path);
  memcpy (job->corners, photo->corners, sizeof job->corners);
  if (file == NULL || (job->filename = g_file_get_path (file)) == NULL)
    job->filename = g_strdup ("game.yaml");
  if (!(job->yaml = gg_game_to_yaml (game, &error)))
    {
      job_free (job);
      self->ready = TRUE;
      adw_status_page_set_description (self->failure, error->message);
      gtk_stack_set_visible_child_name (self->stack, "failure");
      return self;
    }
  self->cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->cancellable, placed_cb, g_object_ref (self));
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, place_thread);
  return self;
}

gboolean
gg_photo_place_dialog_is_ready (GgPhotoPlaceDialog *self)
{
  return self->ready;
}

const GgPhotoPlacement *
gg_photo_place_dialog_get_placement (GgPhotoPlaceDialog *self)
{
  return self->placement;
}

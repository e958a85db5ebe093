/* gg-d6-report-view.c: a d6 calculation on screen, with the Roll button beside the odds. */
#include "gg-config.h"

#include "gg-d6-report-view.h"

#include <glib/gi18n.h>

#include "gg-d6-ui.h"

struct _GgD6ReportView
{
  GtkWidget parent_instance;

  int faces;
  gboolean can_roll;
  GString *odds_text;

  /* template children */
  GtkWidget *box;
  GtkLabel *dice_label;
  GtkListBox *mods_list;
  GtkListBox *odds_list;
  GtkButton *roll_button;
  GtkEntry *dice_entry;
  GtkButton *enter_button;
  GtkWidget *result_box;
  GtkLabel *rolls_label;
  GtkLabel *result_label;
};

enum
{
  ROLL,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (GgD6ReportView, gg_d6_report_view, GTK_TYPE_WIDGET)

static GtkWidget *
mod_row (const GgD6Mod *m)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), m->label);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gg_d6_ui_rule_tag (m->rule, m->source));
  if (m->value != 0)
    {
      g_autofree char *value = gg_d6_ui_signed (m->value);
      GtkWidget *value_label = gtk_label_new (value);

      gtk_widget_add_css_class (value_label, "numeric");
      gtk_widget_add_css_class (value_label, "heading");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), value_label);
    }
  if (m->source != GG_RULE_SOURCE_RULEBOOK)
    gtk_widget_add_css_class (row, "gg-flagged");
  return row;
}

/* One outcome and its chance. The words wrap at word boundaries only (a row's title breaks
 * inside words when it is squeezed, "Com-man-der"), the bar and the percentage keep their
 * width beside them. */
static GtkWidget *
odds_row (const GgD6Odds *o)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  g_autofree char *percent = g_strdup_printf (_("%.1f %%"), 100 * o->p);
  GtkWidget *title = gtk_label_new (o->label);
  GtkWidget *label = gtk_label_new (percent);
  GtkWidget *bar = gtk_level_bar_new_for_interval (0, 1);

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_level_bar_set_value (GTK_LEVEL_BAR (bar), o->p);
  gtk_widget_set_size_request (bar, 60, -1);
  gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (label, "numeric");
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL, percent, -1);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), bar);
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, o->label,
                                  -1);
  return row;
}

static char *
rolls_text (const GgD6Report *report)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < report->rolls->len; i++)
    g_string_append_printf (s, i ? " %d" : "%d", g_array_index (report->rolls, int, i));
  return g_string_free (s, FALSE);
}

static void
update_result_box (GgD6ReportView *self)
{
  gboolean result = *gtk_label_get_text (self->result_label) != 0;
  gboolean rolls = *gtk_label_get_text (self->rolls_label) != 0;

  gtk_widget_set_visible (GTK_WIDGET (self->result_label), result);
  gtk_widget_set_visible (GTK_WIDGET (self->rolls_label), rolls);
  gtk_widget_set_visible (self->result_box, result || rolls);
}

static void
update_sensitive (GgD6ReportView *self)
{
  gboolean ok = self->can_roll && self->faces > 0;

  gtk_widget_set_sensitive (GTK_WIDGET (self->roll_button), ok);
  gtk_widget_set_sensitive (GTK_WIDGET (self->dice_entry), ok);
  gtk_widget_set_sensitive (GTK_WIDGET (self->enter_button), ok);
}

static void
roll_clicked_cb (GtkButton *button, GgD6ReportView *self)
{
  g_signal_emit (self, signals[ROLL], 0, NULL);
}

static void
enter_clicked_cb (GtkWidget *widget, GgD6ReportView *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->dice_entry));
  g_autoptr (GArray) faces = g_array_sized_new (FALSE, TRUE, sizeof (int), self->faces);

  g_array_set_size (faces, self->faces);
  if (self->faces <= 0 || !gg_d6_ui_parse_dice (text, self->faces, (int *) faces->data))
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->dice_entry), "error");
      return;
    }
  g_signal_emit (self, signals[ROLL], 0, faces);
  gtk_editable_set_text (GTK_EDITABLE (self->dice_entry), "");
}

static void
entry_changed_cb (GtkEditable *editable, GgD6ReportView *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->dice_entry), "error");
}

static void
gg_d6_report_view_dispose (GObject *object)
{
  GgD6ReportView *self = GG_D6_REPORT_VIEW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_D6_REPORT_VIEW);
  G_OBJECT_CLASS (gg_d6_report_view_parent_class)->dispose (object);
}

static void
gg_d6_report_view_finalize (GObject *object)
{
  GgD6ReportView *self = GG_D6_REPORT_VIEW (object);

  g_string_free (self->odds_text, TRUE);
  G_OBJECT_CLASS (gg_d6_report_view_parent_class)->finalize (object);
}

static void
gg_d6_report_view_class_init (GgD6ReportViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gg_d6_report_view_dispose;
  object_class->finalize = gg_d6_report_view_finalize;
  /* GgD6ReportView::roll: @entered is a GArray of int faces typed in, or NULL to roll here. */
  signals[ROLL] = g_signal_new ("roll", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-d6-report-view.ui");
  gtk_widget_class_bind_template_child (widget_class, GgD6ReportView, box);
  gtk_widget_class_bind_template_child (widget_class, GgD6ReportView, dice_label);
  gtk_widget_class_bind_template_child (widget_class, GgD6ReportView, mods_list);
  gtk_widget_class_bind_template_child (widget_class, GgD6ReportView, odds_list);
  gtk_widget_class_bind_template_child (widget_class, GgD6ReportView, roll_button);
  gtk_widget_class_bind_template_child (widget_class, GgD6ReportView, dice_entry);
  gtk_widget_class_bind_template_child (widget_class, GgD6ReportView, enter_button);
  gtk_widget_class_bind_template_child (widget_class, GgD6ReportView, result_box);
  gtk_widget_class_bind_template_child (widget_class, GgD6ReportView, rolls_label);
  gtk_widget_class_bind_template_child (widget_class, GgD6ReportView, result_label);
  gtk_widget_class_bind_template_callback (widget_class, roll_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, enter_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_changed_cb);
}

static void
gg_d6_report_view_init (GgD6ReportView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->odds_text = g_string_new (NULL);
  self->can_roll = TRUE;
}

GtkWidget *
gg_d6_report_view_new (void)
{
  return g_object_new (GG_TYPE_D6_REPORT_VIEW, NULL);
}

static void
set_dice_label (GgD6ReportView *self, const GgD6Report *report, int faces)
{
  g_autofree char *text = NULL;

  if (report->dice > 0)
    /* Translators: the dice pool of a calculation */
    text = g_strdup_printf (ngettext ("Roll %d die (d6)", "Roll %d dice (d6)", report->dice),
                            report->dice);
  else if (faces > 0)
    text = g_strdup_printf (ngettext ("Roll %d die (d6)", "Roll %d dice (d6)", faces), faces);
  else
    text = g_strdup (_("No dice to roll"));
  gtk_label_set_text (self->dice_label, text);
}

void
gg_d6_report_view_set_report (GgD6ReportView *self, const GgD6Report *report, int faces)
{
  g_autofree char *rolls = rolls_text (report);

  g_return_if_fail (GG_IS_D6_REPORT_VIEW (self));
  self->faces = faces;
  set_dice_label (self, report, faces);
  gg_d6_ui_clear_list (self->mods_list);
  gg_d6_ui_clear_list (self->odds_list);
  g_string_truncate (self->odds_text, 0);
  for (guint i = 0; i < report->mods->len; i++)
    gtk_list_box_append (self->mods_list, mod_row (&g_array_index (report->mods, GgD6Mod, i)));
  for (guint i = 0; i < report->odds->len; i++)
    {
      const GgD6Odds *o = &g_array_index (report->odds, GgD6Odds, i);

      gtk_list_box_append (self->odds_list, odds_row (o));
      g_string_append_printf (self->odds_text, "%s: %.1f %%\n", o->label, 100 * o->p);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->mods_list), report->mods->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->odds_list), report->odds->len > 0);
  if (report->rolls->len > 0)
    {
      g_autofree char *text = g_strdup_printf (_("Rolled: %s"), rolls);
      gtk_label_set_text (self->rolls_label, text);
    }
  else
    gtk_label_set_text (self->rolls_label, "");
  update_result_box (self);
  update_sensitive (self);
}

void
gg_d6_report_view_set_result (GgD6ReportView *self, const char *text)
{
  gtk_label_set_text (self->result_label, text ? text : "");
  update_result_box (self);
}

void
gg_d6_report_view_set_can_roll (GgD6ReportView *self, gboolean can_roll)
{
  self->can_roll = can_roll;
  update_sensitive (self);
}

char *
gg_d6_report_view_get_odds_text (GgD6ReportView *self)
{
  return g_strdup (self->odds_text->str);
}

GtkWidget *
gg_d6_report_view_get_result_widget (GgD6ReportView *self)
{
  return self->result_box;
}

const char *
gg_d6_report_view_get_result (GgD6ReportView *self)
{
  return gtk_label_get_text (self->result_label);
}

void
gg_d6_report_view_roll (GgD6ReportView *self, const char *entered)
{
  if (entered == NULL)
    {
      if (gtk_widget_is_sensitive (GTK_WIDGET (self->roll_button)))
        g_signal_emit (self, signals[ROLL], 0, NULL);
      return;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->dice_entry), entered);
  enter_clicked_cb (NULL, self);
}

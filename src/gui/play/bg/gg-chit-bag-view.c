/* gg-chit-bag-view.c: the bag of chits (BG-2.2, BG-3.4) drawn as a sack with the squads' chits
 * inside; "Draw Two" lifts the pair out with an animation. */
#include "gg-config.h"

#include "gg-chit-bag-view.h"

#include "gg-activation-pair.h"
#include "gg-bg-play.h"
#include "gg-bg-characters.h"
#include "gg-bg-play.h"
#include "gg-bg-score.h"
#include "gg-bg-play.h"

#include <glib/gi18n.h>
#include <math.h>

#define ANIMATION_MS 650

struct _GgChitBagView
{
  GtkBox parent_instance;

  GgPlayContext *context;
  AdwAnimation *animation;
  double progress;    /* 0: the pair is in the bag's mouth, 1: beside the bag */
  GArray *candidates; /* Previdente: GgBgSquadRef that may act first */
  GArray *enemies;    /* the drawn enemy each candidate would pre-empt */

  /* template children */
  GtkLabel *turn_label;
  GtkDropDown *mode_dropdown;
  GtkDrawingArea *bag_area;
  GtkLabel *status_label;
  GtkLabel *furtivo_label;
  GtkButton *draw_button;
  GtkButton *new_turn_button;
  GtkEntry *chit_entry;
  GtkWidget *previdente_box;
  GtkLabel *previdente_label;
  GtkDropDown *previdente_dropdown;
  GtkFlowBox *drawn_box;
  GtkFlowBox *bag_box;
};

G_DEFINE_FINAL_TYPE (GgChitBagView, gg_chit_bag_view, GTK_TYPE_BOX)

static GgChitBag *
bag_of (GgChitBagView *self)
{
  GgGameState *state = self->context ? gg_play_context_get_state (self->context) : NULL;

  return state ? state->chits : NULL;
}

static GtkWidget *
chit_widget (GgChitBag *bag, GgChit chit)
{
  g_autofree char *label = gg_chitbag_chit_label (bag, chit);
  g_autofree char *name = gg_chit_to_string (chit);
  GtkWidget *w = gtk_label_new (label);

  gtk_widget_add_css_class (w, "gg-chit");
  gtk_widget_set_halign (w, GTK_ALIGN_START);
  gtk_widget_add_css_class (w, chit.side == 'A' ? "gg-chit-a" : "gg-chit-b");
  if (gg_chitbag_get_mode (bag) == GG_CHIT_MODE_POKER)
    gtk_widget_add_css_class (w, "gg-chit-card");
  gtk_widget_set_tooltip_text (w, name);
  return w;
}

static void
clear_flow (GtkFlowBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_flow_box_remove (box, child);
}

static void
fill_chits (GgChitBagView *self, GgChitBag *bag)
{
  g_autoptr (GArray) squads = gg_bg_table_squads (gg_play_context_get_play (self->context));

  clear_flow (self->drawn_box);
  clear_flow (self->bag_box);
  for (guint i = 0; i < squads->len; i++)
    {
      GgBgSquadRef *s = &g_array_index (squads, GgBgSquadRef, i);
      GgChit chit = { s->side, s->number };

      if (gg_chitbag_in_bag (bag, s->side, s->number))
        gtk_flow_box_append (self->bag_box, chit_widget (bag, chit));
      else if (gg_chitbag_has_activated (bag, s->side, s->number))
        gtk_flow_box_append (self->drawn_box, chit_widget (bag, chit));
    }
}

static void
update_labels (GgChitBagView *self, GgChitBag *bag)
{
  guint n = gg_chitbag_get_n_in_bag (bag);
  g_autofree char *turn = g_strdup_printf (_("Turn %u"), gg_chitbag_get_turn (bag));
  g_autofree char *status = NULL;

  gtk_label_set_text (self->turn_label, turn);
  if (gg_chitbag_is_turn_over (bag))
    status = g_strdup (_("The bag is empty: the turn is over. Every living squad's chit goes back "
                         "in for the next turn (BG-2.2-c)."));
  else
    status = g_strdup_printf (_("Chits in the bag: %u of %u"), n, gg_chitbag_get_n_squads (bag));
  gtk_label_set_text (self->status_label, status);
  gtk_widget_set_visible (GTK_WIDGET (self->new_turn_button), gg_chitbag_is_turn_over (bag));
  gtk_button_set_label (self->draw_button, n == 1 ? _("_Draw the Last Chit") : _("_Draw Two"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chits.draw", n > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chits.enter", n > 0);
}

/* Previdente (BG-15.1-d): a squad still in the bag within characters.previdente-range of an
 * enemy just drawn. */
static void
find_candidates (GgChitBagView *self, GgChitBag *bag, GtkStringList *names)
{
  GgBgTable *play = gg_play_context_get_play (self->context);
  GgBgNumber limit =
    gg_bg_rules_distance (gg_bg_table_get_rules (play), "characters.previdente-range");
  g_autoptr (GArray) squads = gg_bg_table_squads (play);
  GgChit pair[2];
  guint n = gg_chitbag_get_current (bag, pair);

  for (guint k = 0; k < n; k++)
    for (guint i = 0; i < squads->len; i++)
      {
        GgBgSquadRef s = g_array_index (squads, GgBgSquadRef, i);
        GgBgSquadRef enemy = { pair[k].side, pair[k].squad };
        double d;
        g_autofree char *text = NULL;

        if (s.side == enemy.side || !gg_chitbag_in_bag (bag, s.side, s.number))
          continue;
        d = gg_bg_table_squad_distance (play, s, enemy);
        if (d >= limit.value)
          continue;
        g_array_append_val (self->candidates, s);
        g_array_append_val (self->enemies, enemy);
        text = g_strdup_printf (_("%c%d before %c%d"), s.side, s.number, enemy.side, enemy.number);
        gtk_string_list_append (names, text);
      }
}

static void
update_previdente (GgChitBagView *self, GgChitBag *bag)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  GgBgSquadRef preempt = gg_play_context_get_preempt (self->context);
  GgBgTable *play = gg_play_context_get_play (self->context);

  g_array_set_size (self->candidates, 0);
  g_array_set_size (self->enemies, 0);
  if (preempt.number == 0)
    find_candidates (self, bag, names);
  gtk_drop_down_set_model (self->previdente_dropdown, G_LIST_MODEL (names));
  if (play != NULL)
    {
      GgBgRules *rules = gg_bg_table_get_rules (play);
      g_autofree char *d = gg_unit_format (
        GG_UNIT_CM, gg_bg_rules_distance (rules, "characters.previdente-range").value, 0);
      g_autofree char *text = g_strdup_printf (
        _("Previdente: a squad with a Previdente attached may try to act before an enemy squad "
          "drawn less than %s away (BG-15.1-d): D10 of %.0f or less."),
           d, gg_bg_rules_number (rules, "characters.previdente-success").value);

      gtk_label_set_text (self->previdente_label, text);
    }
  gtk_widget_set_visible (self->previdente_box, self->candidates->len > 0);
}

/* BG-15.1-h: before the first draw, the squads a Furtivo lets move once. */
static void
update_furtivo (GgChitBagView *self)
{
  g_autoptr (GArray) squads = gg_bg_furtivo_squads (gg_play_context_get_game (self->context));
  g_autoptr (GString) names = g_string_new (NULL);
  g_autofree char *text = NULL;

  for (guint i = 0; i < squads->len; i++)
    g_string_append_printf (names, "%s%c%d", i ? ", " : "", g_array_index (squads, GgChit, i).side,
                            g_array_index (squads, GgChit, i).squad);
  if (squads->len > 0)
    /* Translators: a list of squads, "A2, B1" */
    text = g_strdup_printf (_("Furtivo: before the first turn begins, %s may make one move "
                              "(BG-15.1-h)."),
                               names->str);
  gtk_label_set_text (self->furtivo_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->furtivo_label), squads->len > 0);
}

const char *
gg_chit_bag_view_get_furtivo_text (GgChitBagView *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->furtivo_label))
           ? gtk_label_get_text (self->furtivo_label)
           : NULL;
}

static void
refresh (GgChitBagView *self)
{
  GgChitBag *bag = bag_of (self);

  gtk_widget_set_sensitive (GTK_WIDGET (self), bag != NULL);
  if (bag == NULL)
    return;
  g_signal_handlers_block_matched (self->mode_dropdown, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL,
                                   self);
  gtk_drop_down_set_selected (self->mode_dropdown, gg_chitbag_get_mode (bag));
  g_signal_handlers_unblock_matched (self->mode_dropdown, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL,
                                     self);
  update_labels (self, bag);
  fill_chits (self, bag);
  update_previdente (self, bag);
  update_furtivo (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->bag_area));
}

/* Drawing */

static GdkRGBA
named_color (GtkWidget *widget, const char *name, const char *fallback)
{
  GdkRGBA rgba;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, &rgba))
    gdk_rgba_parse (&rgba, fallback);
  G_GNUC_END_IGNORE_DEPRECATIONS
  return rgba;
}

static void
draw_chit (GtkWidget *widget, cairo_t *cr, GgChitBag *bag, GgChit chit, double x, double y,
           double r)
{
  GdkRGBA fill = named_color (widget, chit.side == 'A' ? "gg_side_a" : "gg_side_b", "#888");
  GdkRGBA edge =
    named_color (widget, chit.side == 'A' ? "gg_side_a_edge" : "gg_side_b_edge", "#333");
  g_autofree char *label = gg_chitbag_chit_label (bag, chit);
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, label);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  int tw, th;

  cairo_new_path (cr);
  if (gg_chitbag_get_mode (bag) == GG_CHIT_MODE_POKER)
    cairo_rectangle (cr, x - r * 0.75, y - r, r * 1.5, r * 2);
  else
    cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &fill);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &edge);
  cairo_set_line_width (cr, MAX (1, r / 8));
  cairo_stroke (cr);
  pango_font_description_set_absolute_size (font, r * PANGO_SCALE * 0.85);
  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_size (layout, &tw, &th);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_move_to (cr, x - tw / 2.0, y - th / 2.0);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
  pango_font_description_free (font);
  g_object_unref (layout);
}

static void
draw_sack (GtkWidget *widget, cairo_t *cr, double cx, double top, double w, double h)
{
  GdkRGBA cloth = named_color (widget, "gg_bag", "#a67c52");
  GdkRGBA seam = named_color (widget, "gg_bag_edge", "#5e4023");

  cairo_move_to (cr, cx - w * 0.28, top);
  cairo_curve_to (cr, cx - w * 0.55, top + h * 0.3, cx - w * 0.6, top + h, cx, top + h);
  cairo_curve_to (cr, cx + w * 0.6, top + h, cx + w * 0.55, top + h * 0.3, cx + w * 0.28, top);
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, &cloth);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &seam);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  cairo_move_to (cr, cx - w * 0.3, top + 6);
  cairo_line_to (cr, cx + w * 0.3, top + 6); /* the drawstring */
  cairo_stroke (cr);
}

/* The chits still in the bag, in rows inside the sack. */
static void
draw_bag_contents (GgChitBagView *self, cairo_t *cr, GgChitBag *bag, double cx, double top)
{
  g_autoptr (GArray) squads = gg_bg_table_squads (gg_play_context_get_play (self->context));
  guint k = 0;

  for (guint i = 0; i < squads->len; i++)
    {
      GgBgSquadRef *s = &g_array_index (squads, GgBgSquadRef, i);
      GgChit chit = { s->side, s->number };
      int row = k / 5, col = k % 5;

      if (!gg_chitbag_in_bag (bag, s->side, s->number))
        continue;
      draw_chit (GTK_WIDGET (self->bag_area), cr, bag, chit, cx + (col - 2) * 19 + (row % 2) * 6,
                 top + 122 - row * 17, 10);
      k++;
    }
}

static void
draw_pair (GgChitBagView *self, cairo_t *cr, GgChitBag *bag, double cx, double top, int width)
{
  GgChit pair[2];
  guint n = gg_chitbag_get_current (bag, pair);
  double t = self->progress;
  double ease = 1 - pow (1 - t, 3);

  for (guint i = 0; i < n; i++)
    {
      double tx = MIN (cx + 130 + i * 62, width - 30 - (n - 1 - i) * 62), ty = top + 70;
      double x = cx + (i ? 8 : -8) + (tx - cx) * ease;
      double y = top + 10 + (ty - top - 10) * ease - sin (t * G_PI) * 45;

      draw_chit (GTK_WIDGET (self->bag_area), cr, bag, pair[i], x, y, 12 + 12 * ease);
    }
}

static void
draw_bag_cb (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  GgChitBagView *self = data;
  GgChitBag *bag = bag_of (self);
  double cx = 80, top = 20;

  if (bag == NULL)
    return;
  draw_sack (GTK_WIDGET (area), cr, cx, top, 140, height - top - 6);
  draw_bag_contents (self, cr, bag, cx, top);
  draw_pair (self, cr, bag, cx, top, width);
}

static void
animate_cb (double value, gpointer data)
{
  GgChitBagView *self = data;

  self->progress = value;
  gtk_widget_queue_draw (GTK_WIDGET (self->bag_area));
}

/* Actions */

static void
start_animation (GgChitBagView *self)
{
  self->progress = 0;
  adw_animation_reset (self->animation);
  adw_animation_play (self->animation);
}

/* The pair before ends: losses it held back leave play (BG-2.2-f). */
static GgGame *
end_pair (GgChitBagView *self)
{
  gg_activation_pair_apply_deferred (self->context);
  return gg_play_context_get_game (self->context);
}

/* The core recorded and logged the draw (gg_bg_play_draw); the bag shows it. */
static void
drawn (GgChitBagView *self)
{
  start_animation (self);
  gg_play_context_commit (self->context);
}

void
gg_chit_bag_view_draw_two (GgChitBagView *self)
{
  GgGameState *state = gg_play_context_get_state (self->context);
  GgChit pair[2];

  if (state == NULL || gg_chitbag_get_n_in_bag (state->chits) == 0)
    return;
  /* the core ends the pair before (BG-2.2-f), draws, logs and spots the hidden squads an enemy
   * now sees (BG-14.3-d) */
  gg_bg_play_draw_pair (gg_play_context_get_play (self->context), pair);
  drawn (self);
}

void
gg_chit_bag_view_new_turn (GgChitBagView *self)
{
  /* the core releases the losses held back (BG-2.2-f), refills the bag (BG-2.2-c) and logs */
  gg_bg_play_turn_over (gg_play_context_get_play (self->context));
  self->progress = 0;
  gg_play_context_commit (self->context);
}

/* "A3", or the label printed on the chit in the bag's mode ("63", "7♠"). */
static gboolean
parse_chit (GgChitBagView *self, GgChitBag *bag, const char *text, GgChit *chit)
{
  g_autoptr (GArray) squads = gg_bg_table_squads (gg_play_context_get_play (self->context));
  g_autofree char *copy = g_strdup (text);
  g_autofree char *want = g_utf8_strup (g_strstrip (copy), -1);

  if (gg_chit_from_string (want, chit))
    return TRUE;
  for (guint i = 0; i < squads->len; i++)
    {
      GgBgSquadRef *s = &g_array_index (squads, GgBgSquadRef, i);
      GgChit c = { s->side, s->number };
      g_autofree char *label = gg_chitbag_chit_label (bag, c);
      g_autofree char *up = g_utf8_strup (label, -1);

      if (g_str_equal (up, want))
        return (*chit = c, TRUE);
    }
  return FALSE;
}

gboolean
gg_chit_bag_view_enter (GgChitBagView *self, const char *text)
{
  GgGameState *state = gg_play_context_get_state (self->context);
  GgChit chit, pair[2];

  if (!parse_chit (self, state->chits, text, &chit) ||
      !gg_chitbag_in_bag (state->chits, chit.side, chit.squad))
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->chit_entry), "error");
      return FALSE;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (self->chit_entry), "error");
  gtk_editable_set_text (GTK_EDITABLE (self->chit_entry), "");
  /* the first chit of a new pair ends the pair before */
  if (gg_chitbag_get_current (state->chits, pair) != 1)
    end_pair (self);
  gg_bg_play_enter_chit (gg_play_context_get_play (self->context), chit);
  drawn (self);
  return TRUE;
}

gboolean
gg_chit_bag_view_preempt (GgChitBagView *self, guint candidate, int *roll)
{
  GgBgSquadRef s, enemy;
  GgChit chit;
  gboolean ok;

  if (candidate >= self->candidates->len)
    return FALSE;
  s = g_array_index (self->candidates, GgBgSquadRef, candidate);
  enemy = g_array_index (self->enemies, GgBgSquadRef, candidate);
  chit = (GgChit){ s.side, s.number };
  /* recorded as the pre-empting squad's own activation, and logged, by the core */
  ok = gg_bg_play_preempt (
    gg_play_context_get_game (self->context), gg_play_context_get_rules (self->context), &chit,
    gg_bg_table_squad_distance (gg_play_context_get_play (self->context), s, enemy), roll);
  gg_play_context_commit (self->context);
  return ok;
}

static void
draw_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gg_chit_bag_view_draw_two (GG_CHIT_BAG_VIEW (widget));
}

static void
new_turn_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gg_chit_bag_view_new_turn (GG_CHIT_BAG_VIEW (widget));
}

static void
enter_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GgChitBagView *self = GG_CHIT_BAG_VIEW (widget);

  gg_chit_bag_view_enter (self, gtk_editable_get_text (GTK_EDITABLE (self->chit_entry)));
}

static void
preempt_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GgChitBagView *self = GG_CHIT_BAG_VIEW (widget);
  int roll;

  gg_chit_bag_view_preempt (self, gtk_drop_down_get_selected (self->previdente_dropdown), &roll);
}

static void
chit_entry_activate_cb (GtkEntry *entry, GgChitBagView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "chits.enter", NULL);
}

static void
mode_changed_cb (GtkDropDown *dropdown, GParamSpec *pspec, GgChitBagView *self)
{
  GgBgTable *play = self->context ? gg_play_context_get_play (self->context) : NULL;
  g_autoptr (GError) error = NULL;

  if (play == NULL)
    return;
  if (!gg_bg_table_set_mode (play, gtk_drop_down_get_selected (dropdown), &error))
    gtk_label_set_text (self->status_label, error->message);
  else
    gg_play_context_commit (self->context);
}

static void
context_changed_cb (GgPlayContext *context, GgChitBagView *self)
{
  refresh (self);
}

void
gg_chit_bag_view_set_context (GgChitBagView *self, GgPlayContext *context)
{
  if (self->context != NULL)
    g_signal_handlers_disconnect_by_data (self->context, self);
  g_set_object (&self->context, context);
  if (context != NULL)
    g_signal_connect (context, "changed", G_CALLBACK (context_changed_cb), self);
  self->progress = 1;
  refresh (self);
}

double
gg_chit_bag_view_get_progress (GgChitBagView *self)
{
  return self->progress;
}

static void
gg_chit_bag_view_dispose (GObject *object)
{
  GgChitBagView *self = GG_CHIT_BAG_VIEW (object);

  if (self->context != NULL)
    g_signal_handlers_disconnect_by_data (self->context, self);
  g_clear_object (&self->context);
  g_clear_object (&self->animation);
  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_CHIT_BAG_VIEW);
  G_OBJECT_CLASS (gg_chit_bag_view_parent_class)->dispose (object);
}

static void
gg_chit_bag_view_finalize (GObject *object)
{
  GgChitBagView *self = GG_CHIT_BAG_VIEW (object);

  g_array_unref (self->candidates);
  g_array_unref (self->enemies);
  G_OBJECT_CLASS (gg_chit_bag_view_parent_class)->finalize (object);
}

static void
gg_chit_bag_view_class_init (GgChitBagViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gg_chit_bag_view_dispose;
  object_class->finalize = gg_chit_bag_view_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-chit-bag-view.ui");
  gtk_widget_class_bind_template_child (widget_class, GgChitBagView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, GgChitBagView, mode_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GgChitBagView, bag_area);
  gtk_widget_class_bind_template_child (widget_class, GgChitBagView, status_label);
  gtk_widget_class_bind_template_child (widget_class, GgChitBagView, furtivo_label);
  gtk_widget_class_bind_template_child (widget_class, GgChitBagView, draw_button);
  gtk_widget_class_bind_template_child (widget_class, GgChitBagView, new_turn_button);
  gtk_widget_class_bind_template_child (widget_class, GgChitBagView, chit_entry);
  gtk_widget_class_bind_template_child (widget_class, GgChitBagView, previdente_box);
  gtk_widget_class_bind_template_child (widget_class, GgChitBagView, previdente_label);
  gtk_widget_class_bind_template_child (widget_class, GgChitBagView, previdente_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GgChitBagView, drawn_box);
  gtk_widget_class_bind_template_child (widget_class, GgChitBagView, bag_box);
  gtk_widget_class_bind_template_callback (widget_class, mode_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, chit_entry_activate_cb);
  gtk_widget_class_install_action (widget_class, "chits.draw", NULL, draw_action);
  gtk_widget_class_install_action (widget_class, "chits.new-turn", NULL, new_turn_action);
  gtk_widget_class_install_action (widget_class, "chits.enter", NULL, enter_action);
  gtk_widget_class_install_action (widget_class, "chits.preempt", NULL, preempt_action);
}

static void
gg_chit_bag_view_init (GgChitBagView *self)
{
  AdwAnimationTarget *target;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->candidates = g_array_new (FALSE, FALSE, sizeof (GgBgSquadRef));
  self->enemies = g_array_new (FALSE, FALSE, sizeof (GgBgSquadRef));
  self->progress = 1;
  gtk_drawing_area_set_draw_func (self->bag_area, draw_bag_cb, self, NULL);
  target = adw_callback_animation_target_new (animate_cb, self, NULL);
  self->animation =
    adw_timed_animation_new (GTK_WIDGET (self->bag_area), 0, 1, ANIMATION_MS, target);
}

GtkWidget *
gg_chit_bag_view_new (void)
{
  return g_object_new (GG_TYPE_CHIT_BAG_VIEW, NULL);
}

/* gg-d6-ui.c: helpers shared by the d6 rules widgets. */
#include "gg-config.h"

#include "gg-d6-ui.h"

#include "gg-names.h"

#include <glib/gi18n.h>
#include <math.h>

void
gg_d6_ui_set_units (AdwComboRow *row, GgGame *game, char side, GPtrArray *ids)
{
  g_autofree char *keep = g_strdup (gg_d6_ui_selected_unit (row, ids));
  g_autoptr (GPtrArray) units = gg_d6_board_units (game, side);
  g_autoptr (GtkStringList) model = gtk_string_list_new (NULL);

  /* "A1 · IR 48 Erzherzog Ernst, I (24)" and its brothers stay apart when cut */
  if (g_object_get_data (G_OBJECT (row), "gg-names") == NULL)
    {
      gg_names_combo_row (row);
      g_object_set_data (G_OBJECT (row), "gg-names", row);
    }
  g_ptr_array_set_size (ids, 0);
  for (guint i = 0; i < units->len; i++)
    {
      const char *id = g_ptr_array_index (units, i);
      GgD6UnitState *u = gg_d6_state_lookup_unit (gg_d6_state_of (game), id);
      g_autofree char *label = gg_d6_board_unit_label (game, id);

      if (u->status == GG_D6_STATUS_DESTROYED)
        continue;
      gtk_string_list_append (model, label);
      g_ptr_array_add (ids, g_strdup (id));
    }
  adw_combo_row_set_model (row, G_LIST_MODEL (model));
  if (keep == NULL || !gg_d6_ui_select_unit (row, ids, keep))
    adw_combo_row_set_selected (row, 0);
}

const char *
gg_d6_ui_selected_unit (AdwComboRow *row, GPtrArray *ids)
{
  guint i = adw_combo_row_get_selected (row);

  return i < ids->len ? g_ptr_array_index (ids, i) : NULL;
}

gboolean
gg_d6_ui_select_unit (AdwComboRow *row, GPtrArray *ids, const char *id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_str_equal (g_ptr_array_index (ids, i), id))
      {
        adw_combo_row_set_selected (row, i);
        return TRUE;
      }
  return FALSE;
}

const char *
gg_d6_ui_source_tooltip (GgRuleSource source)
{
  switch (source)
    {
    case GG_RULE_SOURCE_RULEBOOK:
      return _("As the rulebook states it");
    case GG_RULE_SOURCE_HOUSE:
      return _("House rule: the rulebook does not say; this is Gigogin’s working default, "
               "changeable in the game settings where the specification lists alternatives");
    case GG_RULE_SOURCE_RECONSTRUCTION:
      return _("Reconstruction: the rulebook’s table is garbled in the source; this value was "
               "rebuilt and is not the rulebook’s own");
    case GG_RULE_SOURCE_CLUB:
      return _("Club rule: loaded from the club’s own rules file");
    }
  return "";
}

GtkWidget *
gg_d6_ui_rule_tag (const char *rule, GgRuleSource source)
{
  static const char *const classes[] = { "gg-rulebook", "gg-house", "gg-reconstruction",
                                         "gg-club" };
  static const char *const words[] = { NULL, N_ ("house"), N_ ("reconstruction"), N_ ("club") };
  g_autofree char *text = words[source] ? g_strdup_printf ("%s · %s", rule, _(words[source]))
                                                           : g_strdup (rule);
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "gg-rule-tag");
  gtk_widget_add_css_class (label, classes[source]);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (label, gg_d6_ui_source_tooltip (source));
  return label;
}

gboolean
gg_d6_ui_parse_dice (const char *text, int n, int *out)
{
  int k = 0;

  for (const char *p = text; p != NULL && *p != 0; p++)
    {
      if (*p == ' ' || *p == ',' || *p == '\t')
        continue;
      if (*p < '1' || *p > '6' || k >= n)
        return FALSE;
      out[k++] = *p - '0';
    }
  return k == n;
}

void
gg_d6_ui_set_choices (AdwComboRow *row, const char *const *labels, guint n)
{
  g_autoptr (GtkStringList) model = gtk_string_list_new (NULL);

  for (guint i = 0; i < n; i++)
    gtk_string_list_append (model, labels[i]);
  adw_combo_row_set_model (row, G_LIST_MODEL (model));
}

char *
gg_d6_ui_signed (int value)
{
  return value < 0 ? g_strdup_printf ("−%d", -value) : g_strdup_printf ("+%d", value);
}

char *
gg_d6_ui_unit_markers (const GgD6UnitState *u)
{
  static const char *const status[] = { NULL,           N_ ("retreat due"), N_ ("rout due"),
                                        N_ ("routing"), N_ ("destroyed"),   N_ ("off table") };
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();
  g_auto (GStrv) parts = NULL;

  if (u->orange)
    g_strv_builder_add (b, _("orange marker"));
  if (u->red)
    g_strv_builder_add (b, _("red marker"));
  if (status[u->status] != NULL)
    g_strv_builder_add (b, _(status[u->status]));
  parts = g_strv_builder_end (b);
  return parts[0] ? g_strjoinv (" · ", parts) : g_strdup (_("in good order"));
}

void
gg_d6_ui_clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

double
gg_d6_ui_commander_distance (GgD6Table *table, const char *id)
{
  GgD6TableUnit *u = table && id ? gg_d6_table_lookup (table, id) : NULL;
  double d = -1;

  if (u == NULL || gg_d6_table_commander (table, u, &d) == NULL)
    return -1;
  return d;
}

static gboolean
has_focus_within (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* Runs before the spin button's own scroll handler (capture phase): without the focus, the
 * scroll goes to the scrolled window the spin button is in, by the step GtkScrolledWindow uses
 * for a wheel's click, or by the pixels a touchpad gives. */
static gboolean
spin_scroll_cb (GtkEventControllerScroll *controller, double dx, double dy, gpointer data)
{
  GtkWidget *spin = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkWidget *scrolled;
  GtkAdjustment *adj;
  double step;

  if (has_focus_within (spin))
    return FALSE;
  scrolled = gtk_widget_get_ancestor (spin, GTK_TYPE_SCROLLED_WINDOW);
  if (scrolled == NULL)
    return TRUE;
  adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  step = gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_SURFACE
           ? 1
           : pow (gtk_adjustment_get_page_size (adj), 2.0 / 3.0);
  gtk_adjustment_set_value (adj, gtk_adjustment_get_value (adj) + dy * step);
  return TRUE;
}

void
gg_d6_ui_scroll_past (GtkWidget *spin)
{
  GtkEventController *scroll;

  if (g_object_get_data (G_OBJECT (spin), "gg-scroll-past") != NULL)
    return;
  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  gtk_event_controller_set_name (scroll, "gg-scroll-past");
  gtk_event_controller_set_propagation_phase (scroll, GTK_PHASE_CAPTURE);
  g_signal_connect (scroll, "scroll", G_CALLBACK (spin_scroll_cb), NULL);
  gtk_widget_add_controller (spin, scroll);
  g_object_set_data (G_OBJECT (spin), "gg-scroll-past", scroll);
}

void
gg_d6_ui_scroll_past_all (GtkWidget *widget)
{
  if (GTK_IS_SPIN_BUTTON (widget))
    gg_d6_ui_scroll_past (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    gg_d6_ui_scroll_past_all (c);
}

/* gg-side-panel.c */
#include "gg-config.h"

#include "gg-side-panel.h"
#include "gg-bg-state.h"
#include "gg-photo-panel.h"
#include "gg-table-rules.h"
#include "gg-ruleset.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "gg-play-view.h"
#include "gg-game-state.h"
#include "gg-query.h"

struct _GgSidePanel
{
  GtkWidget parent_instance;

  GtkLabel *heading;
  GtkLabel *details;
  GtkLabel *move_label;
  gconstpointer game_shown; /* the game the move text is about: another game clears it */
  GtkLabel *fire;
  GtkListBox *rulers;
  GtkLabel *log;
  GtkDropDown *kind;
  GtkSpinButton *level;
  GtkWidget *markers_group;
  GtkWidget *fire_group;
  GtkWidget *gun_box;
  GtkWidget *terrain_group;
  GgPhotoPanel *photo_panel; /* gg-photo-panel.c */
  gboolean terrain_tool;
  GType (*play_type_for) (const GgGame *game); /* gg_side_panel_set_play_views() */
};

G_DEFINE_FINAL_TYPE (GgSidePanel, gg_side_panel, GTK_TYPE_WIDGET)

static void
append (GString *s, const char *line)
{
  if (s->len)
    g_string_append_c (s, '\n');
  g_string_append (s, line);
}

char *
gg_side_panel_weapon_count (const char *word, guint n)
{
  const char *f =
    g_str_equal (word, "rifled-musket") ? ngettext ("%u rifled musket", "%u rifled muskets", n)
    : g_str_equal (word, "smoothbore-musket")
      ? ngettext ("%u smoothbore musket", "%u smoothbore muskets", n)
    : g_str_equal (word, "breech-loader") ? ngettext ("%u breech-loader", "%u breech-loaders", n)
    : g_str_equal (word, "precision-rifle")
      ? ngettext ("%u precision rifle", "%u precision rifles", n)
    : g_str_equal (word, "blunderbuss")    ? ngettext ("%u blunderbuss", "%u blunderbusses", n)
    : g_str_equal (word, "carbine")        ? ngettext ("%u carbine", "%u carbines", n)
    : g_str_equal (word, "cavalry-pistol") ? ngettext ("%u cavalry pistol", "%u cavalry pistols", n)
    : g_str_equal (word, "lance")          ? ngettext ("%u lance", "%u lances", n)
                                           : ngettext ("%u sabre", "%u sabres", n);

  return g_strdup_printf (f, n);
}

void
gg_side_panel_append_nearest_enemy (GString *s, GgGame *game, GgTableRules *rules,
                                    const char *figure, GgUnit unit)
{
  GgGroupFacts facts;
  g_autofree char *len = NULL, *line = NULL;

  if (rules == NULL || figure == NULL || !gg_query_group_facts (game, rules, figure, &facts, NULL))
    return;
  if (facts.enemy != NULL)
    {
      len = gg_unit_format_both (unit, facts.enemy_distance);
      line = g_strdup_printf (_("Nearest enemy: %s at %s"), facts.enemy_name, len);
      append (s, line);
      g_string_append_printf (
        s, ", %s", facts.enemy_in_arc ? _("inside its fire arc") : _("outside its fire arc"));
    }
  gg_group_facts_clear (&facts);
}

/* The selection's details in its rule set's words, from the game's play view (gg-play-view.h):
 * La Bella Gigogin's squad and its roster records, or the d6 unit and its commander. */
static void
selection_details (GgSidePanel *self, GString *s, GgGame *game, GgTableRules *rules,
                   GgSelection *selection, GgUnit unit, GgOverlayData *overlays)
{
  GType type = self->play_type_for != NULL ? self->play_type_for (game) : G_TYPE_NONE;
  const GgPlayViewInterface *iface = type != G_TYPE_NONE ? gg_play_view_type_get_iface (type)
                                                         : NULL;

  if (iface != NULL && iface->details != NULL)
    iface->details (s, game, rules, selection, unit, overlays);
}

static void
list_targets (GString *s, const char *title, GArray *targets, GgUnit unit)
{
  if (targets == NULL)
    return;
  append (s, title);
  if (targets->len == 0)
    append (s, _("  none"));
  for (guint i = 0; i < targets->len; i++)
    {
      GgFireTarget *t = &g_array_index (targets, GgFireTarget, i);
      g_autofree char *len = gg_unit_format (unit, t->distance, unit == GG_UNIT_IN ? 2 : 1);
      g_autofree char *line = g_strdup_printf ("  %s  %s  %s", t->figure->id, len,
                                               t->visible ? _("visible") : _("hidden"));
      append (s, line);
    }
}

/* @d6: only the line of sight; the guns' canister, round shot and shell are La Bella
 * Gigogin's (BG-4.4). */
static void
fire_text (GString *s, GgOverlayData *o, GgUnit unit, const GgShellState *shell, gboolean d6)
{
  if (d6)
    goto los;
  list_targets (s, _("Canister (BG-4.4-g):"), o->canister_targets, unit);
  list_targets (s, _("Round shot, nearest first:"), o->roundshot_targets, unit);
  if (o->has_shell)
    {
      g_autofree char *line = shell->d10 < 0
        ? g_strdup (_("Shell: aim point placed, roll the D10"))
        : g_strdup_printf (_("Shell: D10 %d, scatter %.0f°, %.1f cm (%s)"), shell->d10,
                              o->shell.bearing, o->shell.distance / 10,
                              o->shell.rule ? o->shell.rule : "");
      append (s, line);
      if (shell->d10 >= 0 && o->shell.house)
        append (s, _("House rule"));
      list_targets (s, _("At risk, friends included (BG-4.4-k):"), o->shell_targets, unit);
    }
los:
  if (o->los != NULL)
    {
      g_autofree char *line = g_strdup_printf (
        o->los->clear ? _("Line of sight %s to %s: clear")
                      : _("Line of sight %s to %s: blocked"), o->los_from->id, o->los_to->id);
      append (s, line);
      for (guint i = 0; !o->los->clear && i < o->los->blocked_by->len; i++)
        {
          g_autofree char *b = g_strdup_printf (
            _("  blocked by %s"), (char *) g_ptr_array_index (o->los->blocked_by, i));
          append (s, b);
        }
      if (o->los->clear && o->los->house)
        append (s, _("  House rule: an end adjacent to the edge of the terrain sees past it"));
    }
}

static GtkWidget *
ruler_row (GgRulerMeasure *m, GgUnit unit)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_autofree char *len = gg_unit_format_both (unit, m->distance);
  g_autofree char *text = g_strdup_printf ("%s  %s", m->ruler->id, len);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *log = gtk_button_new_from_icon_name ("document-edit-symbolic");
  GtkWidget *remove = gtk_button_new_from_icon_name ("edit-delete-symbolic");

  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (log), "table.log-ruler");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (log), "s", m->ruler->id);
  gtk_widget_set_tooltip_text (log, _("Add to the referee log"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (log), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Add to the referee log"), -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "table.remove-ruler");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (remove), "s", m->ruler->id);
  gtk_widget_set_tooltip_text (remove, _("Remove the ruler"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Remove the ruler"), -1);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), log);
  gtk_box_append (GTK_BOX (box), remove);
  return box;
}

static void
update_rulers (GgSidePanel *self, GgGame *game, GgUnit unit)
{
  GtkListBoxRow *row;

  /* rows only: the placeholder is a child too */
  while ((row = gtk_list_box_get_row_at_index (self->rulers, 0)) != NULL)
    gtk_list_box_remove (self->rulers, GTK_WIDGET (row));
  for (guint i = 0; i < game->rulers->len; i++)
    {
      GgRulerMeasure m = gg_overlays_measure_ruler (game, g_ptr_array_index (game->rulers, i));
      gtk_list_box_append (self->rulers, ruler_row (&m, unit));
    }
}

static void
update_log (GgSidePanel *self, GgGame *game)
{
  g_autoptr (GString) s = g_string_new (NULL);

  GgLog *log = game->state ? game->state->log : NULL;
  guint n = log ? gg_log_get_n_entries (log) : 0;

  /* newest first, as the Play panel's log */
  for (guint i = n; i > 0 && i + 8 > n; i--)
    {
      g_autofree char *text = gg_log_entry_render (gg_log_get_entry (log, i - 1));

      append (s, text);
    }
  gtk_label_set_text (self->log, s->len ? s->str : _("Nothing logged yet"));
}

static void
update_heading (GgSidePanel *self, GgGame *game, GgSelection *selection)
{
  const GPtrArray *ids = gg_selection_get_figures (selection);
  GgFigure *f = ids->len ? gg_game_lookup_figure (game, g_ptr_array_index (ids, 0)) : NULL;
  g_autofree char *text = NULL;

  if (f == NULL)
    text = g_strdup (gg_selection_get_terrain (selection) ? gg_selection_get_terrain (selection)
                                                          : _("Nothing selected"));
  else if (f->squad > 0) /* the rule set's own word: squad, unit */
    text = gg_ruleset_class (game->ruleset)->play->group_heading (f, ids->len);
  else
    text = g_strdup_printf (_("Side %c, %s"), f->side, f->id);
  gtk_label_set_text (self->heading, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->details), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _(gg_ruleset_class (game->ruleset)->group_details), -1);
}

/* Only what the selection and the tool make useful, as GNOME Settings shows it. */
static void
show_sections (GgSidePanel *self, GgGame *game, GgSelection *selection, gboolean fire)
{
  /* La Bella Gigogin's shell, reload and morale markers (BG-3.5-a, BG-4.4-j, BG-9) are not the
   * d6 rules': a d6 unit's markers are in its details (D6-DIS-SM) */
  gboolean markers = (gg_ruleset_class (game->ruleset)->flags & GG_RULESET_FLAG_FIGURE_MARKERS);
  gboolean gun = markers && gg_overlays_selected_gun (game, selection) != NULL;

  gtk_widget_set_visible (self->markers_group,
                          markers && gg_selection_get_n_figures (selection) > 0);
  gtk_widget_set_visible (self->fire_group, fire || gun);
  gtk_widget_set_visible (self->gun_box, gun);
  gtk_widget_set_visible (self->terrain_group,
                          self->terrain_tool || gg_selection_get_terrain (selection) != NULL);
}

gboolean
gg_side_panel_get_photo_snap (GgSidePanel *self)
{
  return gg_photo_panel_get_snap (self->photo_panel);
}

void
gg_side_panel_set_terrain_tool (GgSidePanel *self, gboolean active)
{
  self->terrain_tool = active;
  gtk_widget_set_visible (self->terrain_group, active);
}

void
gg_side_panel_update (GgSidePanel *self, GgGame *game, GgTableRules *rules, GgSelection *selection,
                      GgOverlayData *overlays, GgUnit unit, const GgShellState *shell)
{
  g_autoptr (GString) details = g_string_new (NULL);
  g_autoptr (GString) fire = g_string_new (NULL);

  if (game != self->game_shown)
    {
      /* “A-1-L1: moved 12 cm” belonged to the game before */
      gtk_label_set_text (self->move_label, "");
      self->game_shown = game;
    }
  update_heading (self, game, selection);
  if (gg_selection_get_n_figures (selection) > 0)
    selection_details (self, details, game, rules, selection, unit, overlays);
  gtk_label_set_text (self->details, details->str);
  fire_text (fire, overlays, unit, shell,
             !(gg_ruleset_class (game->ruleset)->flags & GG_RULESET_FLAG_FIGURE_MARKERS));
  gtk_label_set_text (self->fire, fire->str);
  show_sections (self, game, selection, fire->len > 0);
  update_rulers (self, game, unit);
  update_log (self, game);
}

void
gg_side_panel_set_move_text (GgSidePanel *self, const char *text)
{
  gtk_label_set_text (self->move_label, text ? text : "");
}

const char *
gg_side_panel_get_move_text (GgSidePanel *self)
{
  return gtk_label_get_text (self->move_label);
}

const char *
gg_side_panel_get_details (GgSidePanel *self)
{
  return gtk_label_get_text (self->details);
}

const char *
gg_side_panel_get_fire (GgSidePanel *self)
{
  return gtk_label_get_text (self->fire);
}

static void
kind_selected_cb (GtkDropDown *drop, GParamSpec *pspec, GgSidePanel *self)
{
  guint i = gtk_drop_down_get_selected (drop);

  if (i < GG_TERRAIN_N_KINDS)
    gtk_widget_activate_action (GTK_WIDGET (self), "table.terrain-kind", "s",
                                gg_terrain_kind_to_string (i));
}

static void
level_changed_cb (GtkSpinButton *spin, GgSidePanel *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "table.terrain-level", "i",
                              gtk_spin_button_get_value_as_int (spin));
}

static void
setup_kinds (GgSidePanel *self)
{
  g_autoptr (GtkStringList) kinds = gtk_string_list_new (NULL);

  for (guint i = 0; i < GG_TERRAIN_N_KINDS; i++)
    gtk_string_list_append (kinds, gg_terrain_kind_label (i));
  gtk_drop_down_set_model (self->kind, G_LIST_MODEL (kinds));
  gtk_drop_down_set_selected (self->kind, GG_TERRAIN_WOOD);
}

static void
setup_placeholder (GgSidePanel *self)
{
  GtkWidget *label = gtk_label_new (_("No rulers on the table"));

  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_top (label, 12);
  gtk_widget_set_margin_bottom (label, 12);
  gtk_list_box_set_placeholder (self->rulers, label);
}

static void
gg_side_panel_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), GG_TYPE_SIDE_PANEL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (gg_side_panel_parent_class)->dispose (object);
}

static void
gg_side_panel_class_init (GgSidePanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_side_panel_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-side-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, GgSidePanel, heading);
  gtk_widget_class_bind_template_child (widget_class, GgSidePanel, details);
  gtk_widget_class_bind_template_child (widget_class, GgSidePanel, move_label);
  gtk_widget_class_bind_template_child (widget_class, GgSidePanel, fire);
  gtk_widget_class_bind_template_child (widget_class, GgSidePanel, rulers);
  gtk_widget_class_bind_template_child (widget_class, GgSidePanel, log);
  gtk_widget_class_bind_template_child (widget_class, GgSidePanel, kind);
  gtk_widget_class_bind_template_child (widget_class, GgSidePanel, level);
  gtk_widget_class_bind_template_child (widget_class, GgSidePanel, markers_group);
  gtk_widget_class_bind_template_child (widget_class, GgSidePanel, fire_group);
  gtk_widget_class_bind_template_child (widget_class, GgSidePanel, gun_box);
  gtk_widget_class_bind_template_child (widget_class, GgSidePanel, terrain_group);
  gtk_widget_class_bind_template_child (widget_class, GgSidePanel, photo_panel);
  gtk_widget_class_bind_template_callback (widget_class, kind_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, level_changed_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ggsidepanel");
}

static void
gg_side_panel_init (GgSidePanel *self)
{
  g_type_ensure (ADW_TYPE_PREFERENCES_GROUP);
  g_type_ensure (ADW_TYPE_ACTION_ROW);
  g_type_ensure (GG_TYPE_PHOTO_PANEL);
  gtk_widget_init_template (GTK_WIDGET (self));
  setup_kinds (self);
  setup_placeholder (self);
}

/* The photo of the table's part of the panel follows the document itself (gg-photo-panel.c). */
void
gg_side_panel_set_play_views (GgSidePanel *self, GType (*type_for) (const GgGame *game))
{
  self->play_type_for = type_for;
}

void
gg_side_panel_set_document (GgSidePanel *self, GgDocument *document)
{
  gg_photo_panel_set_document (self->photo_panel, document);
}

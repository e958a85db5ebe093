/* gg-table-view.c: the live table's controller. Every change goes to the document as an edit;
 * the canvas draws and the side panel shows; geometry and rules come from the core. */
#include "gg-config.h"

#include "gg-table-view-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gg-dice.h"
#include "gg-game-state.h"
#include "gg-log.h"
#include "gg-move.h"
#include "gg-query.h"
#include "gg-ruleset.h"
#include "gg-side-panel.h"
#include "gg-spatial.h"

G_DEFINE_FINAL_TYPE (GgTableView, gg_table_view, GTK_TYPE_WIDGET)

GgGame *
_gg_table_view_game_of (GgTableView *self)
{
  return gg_document_get_game (self->document);
}

static GAction *
action (GgTableView *self, const char *name)
{
  return g_action_map_lookup_action (G_ACTION_MAP (self->actions), name);
}

static void
set_enabled (GgTableView *self, const char *name, gboolean enabled)
{
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action (self, name)), enabled);
}

static GgFigure *
single_gun (GgTableView *self)
{
  return (GgFigure *) gg_overlays_selected_gun (_gg_table_view_game_of (self), self->selection);
}

/* The marker of @kind on the first selected figure: the game's own, or the one the state of play
 * puts there (a figure that fired must reload, a squad with losses owes a test, BG-3.5). */
static gboolean
has_marker (GgTableView *self, GgMarkerKind kind, const char **id)
{
  GgGame *game = _gg_table_view_game_of (self);
  const GPtrArray *ids = gg_selection_get_figures (self->selection);
  g_autoptr (GPtrArray) state = NULL;

  for (guint i = 0; ids->len && i < game->markers->len; i++)
    {
      GgMarker *m = g_ptr_array_index (game->markers, i);

      if (m->kind == kind && g_strcmp0 (m->figure, g_ptr_array_index (ids, 0)) == 0)
        {
          if (id != NULL)
            *id = m->id;
          return TRUE;
        }
    }
  state = gg_game_state_markers (game);
  for (guint i = 0; ids->len && i < state->len; i++)
    {
      GgMarker *m = g_ptr_array_index (state, i);
      GgFigure *f = gg_game_lookup_figure (game, m->figure);
      GgFigure *first = gg_game_lookup_figure (game, g_ptr_array_index (ids, 0));

      /* the morale marker is the squad's: any of its figures shows it */
      if (m->kind == kind && f != NULL && first != NULL &&
          (f == first ||
           (kind == GG_MARKER_MORALE_TEST && f->side == first->side && f->squad == first->squad)))
        return TRUE;
    }
  return FALSE;
}

/* The one place that decides which table actions can be used now. */
static void
update_actions (GgTableView *self)
{
  guint n = gg_selection_get_n_figures (self->selection);
  gboolean something = n > 0 || gg_selection_get_terrain (self->selection) ||
                       gg_selection_get_ruler (self->selection);

  set_enabled (self, "undo", gg_document_can_undo (self->document));
  set_enabled (self, "redo", gg_document_can_redo (self->document));
  set_enabled (self, "nudge", n > 0 || gg_selection_get_terrain (self->selection));
  set_enabled (self, "rotate", n > 0);
  set_enabled (self, "delete", something);
  set_enabled (self, "toggle-reload", n > 0);
  set_enabled (self, "toggle-morale", n > 0);
  set_enabled (self, "roll-shell",
               self->shell.has_aim && self->shell.d10 < 0 && single_gun (self) != NULL);
  set_enabled (self, "clear-aim", self->shell.has_aim);
  set_enabled (self, "finish-terrain", self->draft->len >= 2);
  set_enabled (self, "terrain-level", gg_selection_get_terrain (self->selection) != NULL);
  g_simple_action_set_state (G_SIMPLE_ACTION (action (self, "toggle-reload")),
                             g_variant_new_boolean (has_marker (self, GG_MARKER_RELOAD, NULL)));
  g_simple_action_set_state (
    G_SIMPLE_ACTION (action (self, "toggle-morale")),
    g_variant_new_boolean (has_marker (self, GG_MARKER_MORALE_TEST, NULL)));
}

void
_gg_table_view_update_handle (GgTableView *self)
{
  GgFigure *f = gg_selection_get_leader (self->selection, _gg_table_view_game_of (self));
  const GPtrArray *ids = gg_selection_get_figures (self->selection);
  GgPoint front, v;

  if (f == NULL && ids->len > 0)
    f = gg_game_lookup_figure (_gg_table_view_game_of (self), g_ptr_array_index (ids, 0));
  if (f == NULL || self->tool != GG_TOOL_SELECT)
    {
      gg_canvas_set_handle (self->canvas, NULL);
      return;
    }
  front = gg_base_front_centre (&f->base);
  v = gg_bearing_vector (f->base.facing);
  front.x += v.x * MAX (f->base.depth, 20);
  front.y += v.y * MAX (f->base.depth, 20);
  gg_canvas_set_handle (self->canvas, &front);
}

static void
append_enemy (GString *s, const GgGroupFacts *facts, GgUnit unit)
{
  g_autofree char *distance = NULL;

  if (facts->enemy == NULL)
    {
      g_string_append_printf (s, ", %s", _("no enemy on the table"));
      return;
    }
  distance = gg_unit_format (unit, facts->enemy_distance, unit == GG_UNIT_IN ? 2 : 1);
  /* Translators: a screen reader's words: "nearest enemy B2 at 43.2 cm" */
  g_string_append_printf (s, _(", nearest enemy %s at %s"), facts->enemy_name, distance);
  g_string_append_printf (
    s, ", %s", facts->enemy_in_arc ? _("inside its fire arc") : _("outside its fire arc"));
}

static void
append_command (GString *s, const GgGroupFacts *facts)
{
  if (facts->command == GG_GROUP_COMMAND_IN)
    g_string_append_printf (s, ", %s", _("in command"));
  else if (facts->command == GG_GROUP_COMMAND_OUT)
    g_string_append_printf (
      s, ngettext (", %u out of command", ", %u out of command", facts->n_out), facts->n_out);
  else if (facts->command == GG_GROUP_COMMAND_NO_LEADER)
    g_string_append_printf (s, ", %s", _("no leader on the table"));
}

/* What is selected, in words a screen reader speaks: the group, its command, its nearest enemy
 * (the facts are the core's, gg_query_group_facts). */
char *
gg_table_view_describe_selection (GgTableView *self)
{
  GgGame *game = _gg_table_view_game_of (self);
  const GPtrArray *ids = gg_selection_get_figures (self->selection);
  GString *s = g_string_new (NULL);
  GgGroupFacts facts;
  gboolean unit_words;

  if (ids->len == 0 || self->rules == NULL ||
      !gg_query_group_facts (game, self->rules, g_ptr_array_index (ids, 0), &facts, NULL))
    {
      g_string_append (s, _("Nothing selected"));
      return g_string_free (s, FALSE);
    }
  unit_words = gg_ruleset_class (game->ruleset)->play->group_name != NULL;
  if (ids->len == 1 && facts.squad > 0)
    g_string_append_printf (s, unit_words ? _("Figure %s of unit %s")
                                          : _("Figure %s of squad %s"),
                                               (char *) g_ptr_array_index (ids, 0), facts.name);
  else if (facts.squad > 0)
    g_string_append_printf (s, unit_words ? _("Unit %s") : _("Squad %s"), facts.name);
  else
    g_string_append_printf (s, _("Figure %s"), facts.name);
  if (facts.kind != NULL)
    g_string_append_printf (s, ", %s", facts.kind);
  g_string_append_printf (s, ngettext (", %u figure", ", %u figures", facts.n_figures),
                          facts.n_figures);
  append_command (s, &facts);
  append_enemy (s, &facts, self->unit);
  gg_group_facts_clear (&facts);
  return g_string_free (s, FALSE);
}

static void
update_description (GgTableView *self)
{
  g_autofree char *text = NULL;

  /* not at every step of a drag: the facts are measured over the whole table; the drag's end
   * refreshes the view */
  if (self->drag != DRAG_NONE)
    return;
  text = gg_table_view_describe_selection (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->canvas),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

void
_gg_table_view_refresh (GgTableView *self)
{
  GgGame *game = _gg_table_view_game_of (self);

  gg_selection_prune (self->selection, game);
  gg_overlay_data_update (self->overlays, game, self->rules, self->selection, &self->shell);
  gg_side_panel_update (self->panel, game, self->rules, self->selection, self->overlays, self->unit,
                        &self->shell);
  _gg_table_view_update_handle (self);
  update_actions (self);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
reload_rules (GgTableView *self)
{
  g_autoptr (GError) error = NULL;

  g_clear_pointer (&self->rules, gg_table_rules_free);
  gg_overlay_data_forget (self->overlays); /* its command radii came from the old rules */
  self->rules = gg_table_rules_new (_gg_table_view_game_of (self), &error);
  if (self->rules == NULL)
    g_warning ("cannot read the rules data: %s", error->message);
}

static guint
overlays_from_settings (GgTableView *self)
{
  g_auto (GStrv) names = g_settings_get_strv (self->settings, "overlays");
  guint flags = 0;
  GgOverlay o;

  for (guint i = 0; names[i] != NULL; i++)
    if (gg_overlay_from_string (names[i], &o))
      flags |= o;
  return flags;
}

static void
sync_overlay_actions (GgTableView *self)
{
  guint shown = gg_document_get_overlays (self->document);

  for (guint i = 0; i < GG_N_OVERLAYS; i++)
    {
      g_autofree char *name = g_strconcat ("overlay-", gg_overlay_to_string (1u << i), NULL);

      g_simple_action_set_state (G_SIMPLE_ACTION (action (self, name)),
                                 g_variant_new_boolean (shown & (1u << i)));
    }
}

static void
game_changed_cb (GgDocument *document, GParamSpec *pspec, GgTableView *self)
{
  gg_selection_clear (self->selection);
  if (self->panel != NULL) /* the game before's move */
    gg_side_panel_set_move_text (self->panel, NULL);
  self->shell = (GgShellState){ FALSE, { 0, 0 }, -1 };
  reload_rules (self);
  if (self->settings != NULL)
    gg_document_init_overlays (document, overlays_from_settings (self));
  sync_overlay_actions (self);
  _gg_table_view_refresh (self);
}

static void
document_changed_cb (GgDocument *document, GgTableView *self)
{
  _gg_table_view_refresh (self);
}

static void
selection_changed_cb (GgSelection *selection, GgTableView *self)
{
  /* what a move said belongs to the figures moved: not under the next ones chosen */
  if (self->drag != DRAG_MOVE && self->panel != NULL)
    gg_side_panel_set_move_text (self->panel, NULL);
  _gg_table_view_refresh (self);
}

/* Edits */

gboolean
_gg_table_view_apply (GgTableView *self, GgEdit *edit)
{
  g_autoptr (GError) error = NULL;

  if (gg_edit_get_n_changes (edit) == 0)
    {
      gg_edit_unref (edit);
      return FALSE;
    }
  if (!gg_document_apply (self->document, edit, &error))
    {
      g_warning ("%s", error->message);
      return FALSE;
    }
  return TRUE;
}

static GgEdit *
move_selection_edit (GgTableView *self, const char *label, double dx, double dy, double turn)
{
  GgGame *game = _gg_table_view_game_of (self);
  const GPtrArray *ids = gg_selection_get_figures (self->selection);
  GgEdit *edit = gg_edit_new (label);

  for (guint i = 0; i < ids->len; i++)
    {
      GgFigure *f = gg_figure_copy (gg_game_lookup_figure (game, g_ptr_array_index (ids, i)));

      f->base.centre.x += dx;
      f->base.centre.y += dy;
      f->base.facing = fmod (f->base.facing + turn + 360, 360);
      gg_edit_set (edit, GG_COLLECTION_FIGURES, f);
    }
  return edit;
}

GgEdit *
_gg_table_view_move_terrain_edit (GgTableView *self, GgTerrain *from, double dx, double dy)
{
  GgEdit *edit = gg_edit_new (_("Move terrain"));
  GgTerrain *t = gg_terrain_copy (from);

  for (guint i = 0; i < t->points->len; i++)
    {
      g_array_index (t->points, GgPoint, i).x += dx;
      g_array_index (t->points, GgPoint, i).y += dy;
    }
  gg_edit_set (edit, GG_COLLECTION_TERRAIN, t);
  return edit;
}

/* Actions */

static int
cmp_group (gconstpointer a, gconstpointer b)
{
  const GgFigure *x = a, *y = b;

  if (x->side != y->side)
    return x->side - y->side;
  return (x->squad > y->squad) - (x->squad < y->squad);
}

static int
sort_group (gconstpointer a, gconstpointer b)
{
  return cmp_group (*(GgFigure *const *) a, *(GgFigure *const *) b);
}

static int
sort_id (gconstpointer a, gconstpointer b)
{
  return strcmp ((*(GgFigure *const *) a)->id, (*(GgFigure *const *) b)->id);
}

static void
undo_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  gg_document_undo (GG_TABLE_VIEW (data)->document);
}

/* The view of the table is the canvas's: its zoom, by a step either way or to the whole table. */
static void
zoom_in_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  gg_canvas_zoom_by (GG_TABLE_VIEW (data)->canvas, 1.25);
}

static void
zoom_out_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  gg_canvas_zoom_by (GG_TABLE_VIEW (data)->canvas, 1 / 1.25);
}

static void
zoom_fit_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  gg_canvas_zoom_to_fit (GG_TABLE_VIEW (data)->canvas);
}

static void
redo_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  gg_document_redo (GG_TABLE_VIEW (data)->document);
}

static void
nudge_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  GgTableView *self = data;
  const char *terrain = gg_selection_get_terrain (self->selection);
  double dx, dy;

  g_variant_get (p, "(dd)", &dx, &dy);
  if (terrain != NULL)
    _gg_table_view_apply (
      self, _gg_table_view_move_terrain_edit (
              self, gg_game_lookup_terrain (_gg_table_view_game_of (self), terrain), dx, dy));
  else
    _gg_table_view_apply (self, move_selection_edit (self, _("Nudge"), dx, dy, 0));
}

static void
rotate_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  _gg_table_view_apply (GG_TABLE_VIEW (data),
                        move_selection_edit (data, _("Turn"), 0, 0, g_variant_get_double (p)));
}

static void
delete_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  GgTableView *self = data;
  const GPtrArray *ids = gg_selection_get_figures (self->selection);
  GgEdit *edit = gg_edit_new (_("Remove"));

  if (gg_selection_get_ruler (self->selection))
    gg_edit_remove (edit, GG_COLLECTION_RULERS, gg_selection_get_ruler (self->selection));
  else if (gg_selection_get_terrain (self->selection))
    gg_edit_remove (edit, GG_COLLECTION_TERRAIN, gg_selection_get_terrain (self->selection));
  for (guint i = 0; i < ids->len; i++)
    gg_edit_remove (edit, GG_COLLECTION_FIGURES, g_ptr_array_index (ids, i));
  _gg_table_view_apply (self, edit);
}

static void
overlay_cb (GSimpleAction *a, GVariant *value, gpointer data)
{
  GgTableView *self = data;
  GgOverlay overlay;
  guint shown = gg_document_get_overlays (self->document);
  g_autoptr (GPtrArray) names = g_ptr_array_new ();

  gg_overlay_from_string (g_action_get_name (G_ACTION (a)) + strlen ("overlay-"), &overlay);
  shown = g_variant_get_boolean (value) ? shown | overlay : shown & ~overlay;
  g_simple_action_set_state (a, value);
  gg_document_set_overlays (self->document, shown);
  for (guint i = 0; i < GG_N_OVERLAYS; i++)
    if (shown & (1u << i))
      g_ptr_array_add (names, (gpointer) gg_overlay_to_string (1u << i));
  g_ptr_array_add (names, NULL);
  if (self->settings != NULL)
    g_settings_set_strv (self->settings, "overlays", (const char *const *) names->pdata);
}

static void
tool_cb (GSimpleAction *a, GVariant *value, gpointer data)
{
  GgTableView *self = data;
  static const char *const tools[] = { "select", "measure", "aim", "terrain" };

  for (guint i = 0; i < G_N_ELEMENTS (tools); i++)
    if (g_str_equal (g_variant_get_string (value, NULL), tools[i]))
      self->tool = i;
  g_simple_action_set_state (a, value);
  gg_side_panel_set_terrain_tool (self->panel, self->tool == GG_TOOL_TERRAIN);
  g_array_set_size (self->draft, 0);
  gg_canvas_set_draft (self->canvas, self->draft);
  _gg_table_view_refresh (self);
}

/* While La Bella Gigogin is played the markers are the state's (BG-3.5): the player's ruling
 * is part of the state of play, kept and logged by it like a roll, so the table's undo leaves it. */
static gboolean
toggle_state_marker (GgTableView *self, GgMarkerKind kind, gboolean on)
{
  const GPtrArray *ids = gg_selection_get_figures (self->selection);
  GgGame *game = _gg_table_view_game_of (self);
  gboolean done = FALSE;

  if (gg_ruleset_class (game->ruleset)->play->set_marker == NULL || game->state == NULL)
    return FALSE;
  for (guint i = 0; i < ids->len; i++)
    done |= gg_game_state_set_marker (game, g_ptr_array_index (ids, i), kind, on);
  if (done)
    gg_document_state_changed (self->document);
  return done;
}

static void
toggle_marker (GgTableView *self, GgMarkerKind kind)
{
  const GPtrArray *ids = gg_selection_get_figures (self->selection);
  GgGame *game = _gg_table_view_game_of (self);
  const char *existing = NULL;
  gboolean remove = has_marker (self, kind, &existing);
  GgEdit *edit;

  if (toggle_state_marker (self, kind, !remove) && existing == NULL)
    return;
  edit = gg_edit_new (gg_marker_kind_label (kind));
  for (guint i = 0; i < game->markers->len && remove; i++)
    {
      GgMarker *m = g_ptr_array_index (game->markers, i);

      if (m->kind == kind && gg_selection_contains (self->selection, m->figure))
        gg_edit_remove (edit, GG_COLLECTION_MARKERS, m->id);
    }
  for (guint i = 0; i < ids->len && !remove; i++)
    {
      g_autofree char *id = g_strdup_printf ("%s-%s", gg_marker_kind_to_string (kind),
                                             (char *) g_ptr_array_index (ids, i));
      GgMarker *m = gg_marker_new (id, kind);

      if (kind == GG_MARKER_MORALE_TEST && i > 0)
        {
          gg_marker_free (m); /* one morale marker per squad: on its first figure */
          break;
        }
      m->figure = g_strdup (g_ptr_array_index (ids, i));
      gg_edit_insert (edit, GG_COLLECTION_MARKERS, -1, m);
    }
  _gg_table_view_apply (self, edit);
}

static void
toggle_reload_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  toggle_marker (data, GG_MARKER_RELOAD);
}

static void
toggle_morale_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  toggle_marker (data, GG_MARKER_MORALE_TEST);
}

static void
roll_shell_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  GgTableView *self = data;
  GgFigure *gun = single_gun (self);
  g_autofree char *why = NULL;
  GgShellFall fall;

  if (self->shell.d10 >= 0 || self->rules == NULL)
    return;
  /* the rules' word first: a gun whose squad has acted fires no second shell (BG-2.4-b) */
  if (gun != NULL && !gg_game_state_shell_may_fire (_gg_table_view_game_of (self), gun->id, &why))
    {
      gg_side_panel_set_move_text (self->panel, why);
      gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", why);
      return;
    }
  /* one roll of the game's dice per aim, in the dice log and the referee's log */
  if (!gg_fire_shell_roll (gg_document_get_state (self->document), self->rules, gun,
                           self->shell.aim, &fall))
    return;
  if (gun != NULL)
    gg_game_state_shell_fired (_gg_table_view_game_of (self), gun->id);
  self->shell.d10 = fall.d10;
  gg_document_state_changed (self->document);
  _gg_table_view_refresh (self);
}

static void
clear_aim_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  GgTableView *self = data;

  self->shell = (GgShellState){ FALSE, { 0, 0 }, -1 };
  _gg_table_view_refresh (self);
}

static void
log_ruler_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  GgTableView *self = data;
  GgGame *game = _gg_table_view_game_of (self);
  int index = gg_game_find (game, GG_COLLECTION_RULERS, g_variant_get_string (p, NULL));
  g_autofree char *length = NULL;
  GgLogText *text;
  GgRulerMeasure m;
  const char *from, *to;

  if (index < 0)
    return;
  m = gg_overlays_measure_ruler (game, g_ptr_array_index (game->rulers, index));
  length = gg_unit_format_both (self->unit, m.distance);
  from = m.ruler->from.figure;
  to = m.ruler->to.figure;
  /* kept as data: "a point" in each reader's language */
  text = gg_log_text_new ();
  /* Translators: a referee log line: ruler ends, then the length in both units */
  gg_log_text_add_labelled (text, (from ? 0 : GG_LOG_LABEL (0)) | (to ? 0 : GG_LOG_LABEL (1)),
                            N_ ("Measured %s to %s: %s"), from ? from : N_ ("a point"),
                            to ? to : N_ ("a point"), length);
  gg_document_log (self->document, GG_LOG_MEASURE, NULL, text, 0, 0);
}

static void
remove_ruler_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  GgEdit *edit = gg_edit_new (_("Remove ruler"));

  gg_edit_remove (edit, GG_COLLECTION_RULERS, g_variant_get_string (p, NULL));
  _gg_table_view_apply (data, edit);
}

void
_gg_table_view_finish_terrain (GgTableView *self)
{
  GgGame *game = _gg_table_view_game_of (self);
  gboolean linear = gg_terrain_kind_is_linear (self->terrain_kind);
  g_autofree char *id =
    gg_game_new_id (game, GG_COLLECTION_TERRAIN, gg_terrain_kind_to_string (self->terrain_kind));
  GgTerrain *t;
  GgEdit *edit;

  if (self->draft->len < (linear ? 2u : 3u))
    return;
  t = gg_terrain_new (id, self->terrain_kind);
  g_array_append_vals (t->points, self->draft->data, self->draft->len);
  edit = gg_edit_new (_("Draw terrain"));
  gg_edit_insert (edit, GG_COLLECTION_TERRAIN, -1, t);
  g_array_set_size (self->draft, 0);
  gg_canvas_set_draft (self->canvas, self->draft);
  if (_gg_table_view_apply (self, edit))
    gg_selection_set_terrain (self->selection, id);
}

static void
finish_terrain_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  _gg_table_view_finish_terrain (data);
}

static void
terrain_kind_cb (GSimpleAction *a, GVariant *value, gpointer data)
{
  GgTableView *self = data;
  GgTerrainKind kind;

  if (!gg_terrain_kind_from_string (g_variant_get_string (value, NULL), &kind))
    return;
  self->terrain_kind = kind;
  g_simple_action_set_state (a, value);
}

static void
terrain_level_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  GgTableView *self = data;
  GgTerrain *t = gg_game_lookup_terrain (_gg_table_view_game_of (self),
                                         gg_selection_get_terrain (self->selection));
  GgEdit *edit;

  if (t == NULL || (t->has_level && t->level == g_variant_get_int32 (p)))
    return;
  t = gg_terrain_copy (t);
  t->level = g_variant_get_int32 (p);
  t->has_level = TRUE;
  edit = gg_edit_new (_("Terrain level"));
  gg_edit_set (edit, GG_COLLECTION_TERRAIN, t);
  _gg_table_view_apply (self, edit);
}

static void
cancel_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  GgTableView *self = data;

  gg_document_cancel_preview (self->document);
  self->drag = DRAG_NONE;
  g_array_set_size (self->draft, 0);
  gg_canvas_set_draft (self->canvas, self->draft);
  gg_canvas_set_band (self->canvas, NULL);
  gg_selection_clear (self->selection);
}

/* The groups on the table by side, then number: a figure of each (its leader if it has one). */
static GPtrArray *
group_figures (GgGame *game)
{
  GPtrArray *out = g_ptr_array_new ();
  g_autoptr (GHashTable) seen = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      gpointer key = GINT_TO_POINTER (f->squad * 256 + f->side);

      if (f->squad > 0 && !g_hash_table_contains (seen, key))
        {
          g_hash_table_add (seen, key);
          g_ptr_array_add (out, f);
        }
    }
  g_ptr_array_sort (out, sort_group);
  return out;
}

static void
select_group_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  GgTableView *self = data;
  GgGame *game = _gg_table_view_game_of (self);
  g_autoptr (GPtrArray) groups = group_figures (game);
  const GPtrArray *ids = gg_selection_get_figures (self->selection);
  GgFigure *now = ids->len ? gg_game_lookup_figure (game, g_ptr_array_index (ids, 0)) : NULL;
  int step = g_variant_get_int32 (p), at = step > 0 ? -1 : 0;

  if (groups->len == 0)
    return;
  for (guint i = 0; now != NULL && i < groups->len; i++)
    if (cmp_group (now, g_ptr_array_index (groups, i)) == 0)
      at = i;
  at = (at + step + (int) groups->len) % (int) groups->len;
  gg_selection_set_squad (self->selection, game, ((GgFigure *) g_ptr_array_index (groups, at))->id);
}

static void
select_figure_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  GgTableView *self = data;
  GgGame *game = _gg_table_view_game_of (self);
  const GPtrArray *ids = gg_selection_get_figures (self->selection);
  GgFigure *now = ids->len ? gg_game_lookup_figure (game, g_ptr_array_index (ids, 0)) : NULL;
  g_autoptr (GPtrArray) members = g_ptr_array_new ();
  int step = g_variant_get_int32 (p), at = step > 0 ? -1 : 0;

  if (now == NULL)
    return;
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);

      if (now->squad > 0 ? cmp_group (f, now) == 0 : f == now)
        g_ptr_array_add (members, f);
    }
  g_ptr_array_sort (members, sort_id);
  for (guint i = 0; ids->len == 1 && i < members->len; i++)
    if (g_ptr_array_index (members, i) == now)
      at = i;
  at = (at + step + (int) members->len) % (int) members->len;
  gg_selection_set_figure (self->selection, ((GgFigure *) g_ptr_array_index (members, at))->id);
}

static const GActionEntry entries[] = {
  { "select-group", select_group_cb, "i" },
  { "select-figure", select_figure_cb, "i" },
  { "undo", undo_cb },
  { "redo", redo_cb },
  { "zoom-in", zoom_in_cb },
  { "zoom-out", zoom_out_cb },
  { "zoom-fit", zoom_fit_cb },
  { "nudge", nudge_cb, "(dd)" },
  { "rotate", rotate_cb, "d" },
  { "delete", delete_cb },
  { "cancel", cancel_cb },
  { "tool", NULL, "s", "'select'", tool_cb },
  { "toggle-reload", NULL, NULL, "false", NULL },
  { "toggle-morale", NULL, NULL, "false", NULL },
  { "roll-shell", roll_shell_cb },
  { "clear-aim", clear_aim_cb },
  { "log-ruler", log_ruler_cb, "s" },
  { "remove-ruler", remove_ruler_cb, "s" },
  { "finish-terrain", finish_terrain_cb },
  { "terrain-kind", NULL, "s", "'wood'", terrain_kind_cb },
  { "terrain-level", terrain_level_cb, "i" },
};

static void
toggle_activate_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  if (g_str_equal (g_action_get_name (G_ACTION (a)), "toggle-reload"))
    toggle_reload_cb (a, p, data);
  else
    toggle_morale_cb (a, p, data);
}

static void
setup_actions (GgTableView *self)
{
  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), entries, G_N_ELEMENTS (entries),
                                   self);
  g_signal_connect (action (self, "toggle-reload"), "activate", G_CALLBACK (toggle_activate_cb),
                    self);
  g_signal_connect (action (self, "toggle-morale"), "activate", G_CALLBACK (toggle_activate_cb),
                    self);
  for (guint i = 0; i < GG_N_OVERLAYS; i++)
    {
      g_autofree char *name = g_strconcat ("overlay-", gg_overlay_to_string (1u << i), NULL);
      g_autoptr (GSimpleAction)
        a = g_simple_action_new_stateful (name, NULL, g_variant_new_boolean (FALSE));

      g_signal_connect (a, "change-state", G_CALLBACK (overlay_cb), self);
      g_action_map_add_action (G_ACTION_MAP (self->actions), G_ACTION (a));
    }
  gtk_widget_insert_action_group (GTK_WIDGET (self), "table", G_ACTION_GROUP (self->actions));
}

/* GObject */

static void
gg_table_view_dispose (GObject *object)
{
  GgTableView *self = GG_TABLE_VIEW (object);

  gg_table_view_set_document (self, NULL);
  if (self->selection != NULL)
    g_signal_handlers_disconnect_by_data (self->selection, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_TABLE_VIEW);
  g_clear_object (&self->selection);
  g_clear_object (&self->panel);
  g_clear_object (&self->settings);
  g_clear_object (&self->actions);
  g_clear_pointer (&self->rules, gg_table_rules_free);
  g_clear_pointer (&self->overlays, gg_overlay_data_free);
  g_clear_pointer (&self->draft, g_array_unref);
  g_clear_pointer (&self->originals, g_ptr_array_unref);
  g_clear_pointer (&self->grabbed, g_free);
  g_clear_pointer (&self->refusal, g_free);
  g_clear_pointer (&self->ruler_from, g_free);
  G_OBJECT_CLASS (gg_table_view_parent_class)->dispose (object);
}

static void
gg_table_view_class_init (GgTableViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_table_view_dispose;
  g_type_ensure (GG_TYPE_CANVAS);
  g_type_ensure (GG_TYPE_SIDE_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-table-view.ui");
  gtk_widget_class_bind_template_child (widget_class, GgTableView, canvas);
  gtk_widget_class_bind_template_callback (widget_class, _gg_table_view_pressed_cb);
  gtk_widget_class_bind_template_callback (widget_class, _gg_table_view_drag_begin_cb);
  gtk_widget_class_bind_template_callback (widget_class, _gg_table_view_drag_update_cb);
  gtk_widget_class_bind_template_callback (widget_class, _gg_table_view_drag_end_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  _gg_table_view_add_key_bindings (widget_class);
}

static void
gg_table_view_init (GgTableView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* the window docks the panel in its sidebar; the view owns it and keeps it up to date */
  self->panel = g_object_ref_sink (GG_SIDE_PANEL (g_object_new (GG_TYPE_SIDE_PANEL, NULL)));
  self->selection = gg_selection_new ();
  self->overlays = gg_overlay_data_new ();
  self->draft = g_array_new (FALSE, FALSE, sizeof (GgPoint));
  self->terrain_kind = GG_TERRAIN_WOOD;
  self->shell.d10 = -1;
  self->unit = GG_UNIT_CM;
  setup_actions (self);
  g_signal_connect (self->selection, "changed", G_CALLBACK (selection_changed_cb), self);
  gg_canvas_set_selection (self->canvas, self->selection);
  gg_canvas_set_overlays (self->canvas, self->overlays);
  _gg_table_view_setup_tooltip (self);
}

GgDocument *
gg_table_view_get_document (GgTableView *self)
{
  return self->document;
}

void
gg_table_view_set_document (GgTableView *self, GgDocument *document)
{
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  gg_canvas_set_document (self->canvas, document);
  if (self->panel != NULL)
    gg_side_panel_set_document (self->panel, document); /* its photo of the table */
  if (document == NULL)
    return;
  g_signal_connect (document, "changed", G_CALLBACK (document_changed_cb), self);
  g_signal_connect (document, "notify::game", G_CALLBACK (game_changed_cb), self);
  game_changed_cb (document, NULL, self);
}

void
gg_table_view_set_settings (GgTableView *self, GSettings *settings)
{
  g_set_object (&self->settings, settings);
  if (self->document != NULL)
    game_changed_cb (self->document, NULL, self);
}

GgCanvas *
gg_table_view_get_canvas (GgTableView *self)
{
  return self->canvas;
}

GgSidePanel *
gg_table_view_get_side_panel (GgTableView *self)
{
  return self->panel;
}

GgSelection *
gg_table_view_get_selection (GgTableView *self)
{
  return self->selection;
}

GActionGroup *
gg_table_view_get_actions (GgTableView *self)
{
  return G_ACTION_GROUP (self->actions);
}

GgOverlayData *
gg_table_view_get_overlays (GgTableView *self)
{
  return self->overlays;
}

void
gg_table_view_set_unit (GgTableView *self, GgUnit unit)
{
  self->unit = unit;
  gg_canvas_set_unit (self->canvas, unit);
  if (self->document != NULL)
    _gg_table_view_refresh (self);
}

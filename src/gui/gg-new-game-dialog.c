/* gg-new-game-dialog.c: choices for a new game, and the scenario library. The dialog only
 * collects: gg_new_game_build() makes the game, gg_window_start_game() puts it on the table. */
#include "gg-config.h"

#include "gg-new-game-dialog.h"

#include <glib/gi18n.h>

#include "gg-act.h"
#include "gg-application.h"
#include "gg-names.h"
#include "gg-new-game.h"
#include "gg-ruleset.h"
#include "gg-roster.h"
#include "gg-units.h"

static const int scales[] = { 15, 20, 28 };

typedef struct
{
  GgRoster *roster; /* loaded */
  char *name;       /* shown */
} RosterChoice;

struct _GgNewGameDialog
{
  AdwWindow parent_instance;

  GWeakRef window;
  GPtrArray *rosters;   /* RosterChoice*: shipped and chosen files, of every rule set */
  GPtrArray *shown[2];  /* RosterChoice* (borrowed) behind each side's row, after "None" */
  GPtrArray *scenarios; /* GgScenario* */
  GgUnit units;         /* the unit the spin buttons show */

  /* template children */
  GtkWidget *start_button;
  AdwToastOverlay *toast_overlay;
  AdwViewStack *stack;
  AdwComboRow *ruleset_row, *units_row, *scale_row, *side_a_row, *side_b_row;
  AdwComboRow *activation_row; /* d6: the activation scheme (gg_act_setup) */
  GtkSpinButton *width_spin, *depth_spin;
  GtkListBox *scenario_list;
};

G_DEFINE_FINAL_TYPE (GgNewGameDialog, gg_new_game_dialog, ADW_TYPE_WINDOW)

static void
roster_choice_free (RosterChoice *c)
{
  gg_roster_unref (c->roster);
  g_free (c->name);
  g_free (c);
}

/* The Rules row lists the rule sets in their classes' order (gg_ruleset_class_nth()). */
static const GgRuleSetClass *
chosen_class (GgNewGameDialog *self)
{
  const GgRuleSetClass *rules =
    gg_ruleset_class_nth (adw_combo_row_get_selected (self->ruleset_row));

  return rules != NULL ? rules : gg_ruleset_class_nth (0);
}

static GgRuleset
chosen_ruleset (GgNewGameDialog *self)
{
  return chosen_class (self)->id;
}

static void
select_ruleset (GgNewGameDialog *self, GgRuleset id)
{
  for (guint i = 0; gg_ruleset_class_nth (i) != NULL; i++)
    if (gg_ruleset_class_nth (i)->id == id)
      adw_combo_row_set_selected (self->ruleset_row, i);
}

static void
fill_rulesets (GgNewGameDialog *self)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);

  for (guint i = 0; gg_ruleset_class_nth (i) != NULL; i++)
    gtk_string_list_append (names, gg_ruleset_get_name (gg_ruleset_class_nth (i)));
  adw_combo_row_set_model (self->ruleset_row, G_LIST_MODEL (names));
}

static AdwComboRow *
side_row (GgNewGameDialog *self, guint side)
{
  return side == 0 ? self->side_a_row : self->side_b_row;
}

/* Each side's list: "None", then the rosters of the chosen rules. */
static void
fill_side (GgNewGameDialog *self, guint side, RosterChoice *select)
{
  GtkStringList *names = gtk_string_list_new (NULL);
  guint selected = 0;

  g_ptr_array_set_size (self->shown[side], 0);
  gtk_string_list_append (names, _("None: an empty side"));
  for (guint i = 0; i < self->rosters->len; i++)
    {
      RosterChoice *c = g_ptr_array_index (self->rosters, i);

      if (c->roster->ruleset != chosen_ruleset (self))
        continue;
      g_ptr_array_add (self->shown[side], c);
      gtk_string_list_append (names, c->name);
      if (c == select)
        selected = self->shown[side]->len;
    }
  adw_combo_row_set_model (side_row (self, side), G_LIST_MODEL (names));
  adw_combo_row_set_selected (side_row (self, side), selected);
  g_object_unref (names);
}

static RosterChoice *
add_roster (GgNewGameDialog *self, GgRoster *roster, const char *path)
{
  const char *name = gg_roster_node_get_text (gg_roster_get_root (roster), "name");
  RosterChoice *c = g_new0 (RosterChoice, 1);

  c->roster = roster;
  c->name = name && *name ? g_strdup (name) : g_path_get_basename (path);
  g_ptr_array_add (self->rosters, c);
  return c;
}

static void
load_shipped (GgNewGameDialog *self)
{
  g_auto (GStrv) paths = gg_roster_list_shipped ();

  for (guint i = 0; paths[i] != NULL; i++)
    {
      GgRoster *roster = gg_roster_load_resource (paths[i], NULL);

      if (roster != NULL)
        add_roster (self, roster, paths[i]);
    }
}

gboolean
gg_new_game_dialog_set_roster (GgNewGameDialog *self, char side, const char *path, GError **error)
{
  GgRoster *roster = g_str_has_prefix (path, "/org/gigogin/")
                       ? gg_roster_load_resource (path, error)
                       : gg_roster_load_file (path, error);
  RosterChoice *c;

  if (roster == NULL)
    return FALSE;
  c = add_roster (self, roster, path);
  /* a roster of the other rules brings its rules with it */
  if (roster->ruleset != chosen_ruleset (self))
    select_ruleset (self, roster->ruleset);
  fill_side (self, side == 'B', c);
  return TRUE;
}

/* Table size and unit */

static void
set_table (GgNewGameDialog *self, double width_mm, double depth_mm)
{
  gtk_spin_button_set_value (self->width_spin, gg_unit_from_mm (self->units, width_mm));
  gtk_spin_button_set_value (self->depth_spin, gg_unit_from_mm (self->units, depth_mm));
}

static void
units_changed_cb (GgNewGameDialog *self)
{
  GgUnit units = adw_combo_row_get_selected (self->units_row) == 1 ? GG_UNIT_IN : GG_UNIT_CM;
  double w = gg_unit_to_mm (self->units, gtk_spin_button_get_value (self->width_spin));
  double d = gg_unit_to_mm (self->units, gtk_spin_button_get_value (self->depth_spin));

  self->units = units;
  set_table (self, w, d);
}

/* Each rule set's usual table (its class's house defaults). */
static void
ruleset_changed_cb (GgNewGameDialog *self)
{
  const GgRuleSetClass *rules = chosen_class (self);

  adw_combo_row_set_selected (self->units_row, rules->units == GG_UNIT_IN);
  set_table (self, rules->width, rules->depth);
  for (guint i = 0; i < G_N_ELEMENTS (scales); i++)
    if (scales[i] == rules->scale)
      adw_combo_row_set_selected (self->scale_row, i);
  gtk_widget_set_visible (GTK_WIDGET (self->activation_row),
                          (rules->flags & GG_RULESET_FLAG_ACTIVATION_SCHEMES));
  for (guint side = 0; side < 2; side++)
    fill_side (self, side, NULL);
}

static RosterChoice *
side_choice (GgNewGameDialog *self, guint side)
{
  guint i = adw_combo_row_get_selected (side_row (self, side));

  return i >= 1 && i <= self->shown[side]->len ? g_ptr_array_index (self->shown[side], i - 1)
                                               : NULL;
}

static void
toast (GgNewGameDialog *self, const char *text)
{
  AdwToast *t = adw_toast_new (text);

  adw_toast_set_timeout (t, 0); /* stays until read: it says what to change */
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

gboolean
gg_new_game_dialog_start (GgNewGameDialog *self)
{
  g_autoptr (GgWindow) window = g_weak_ref_get (&self->window);
  g_autoptr (GError) error = NULL;
  GgNewGameChoices c = { chosen_ruleset (self), self->units,
                         scales[MIN (adw_combo_row_get_selected (self->scale_row), 2)],
                         gg_unit_to_mm (self->units, gtk_spin_button_get_value (self->width_spin)),
                         gg_unit_to_mm (self->units,
                                        gtk_spin_button_get_value (self->depth_spin)) };
  GgGame *game;

  for (guint side = 0; side < 2; side++)
    c.sides[side] = side_choice (self, side) ? side_choice (self, side)->roster : NULL;
  if (chosen_class (self)->flags &
      GG_RULESET_FLAG_ACTIVATION_SCHEMES) /* the rows' order is the schemes' */
    c.activation = gg_act_scheme_to_string (
      MIN (adw_combo_row_get_selected (self->activation_row), GG_ACT_SCHEME_R59));
  if (!(game = gg_new_game_build (&c, &error)))
    {
      g_autofree char *text =
        g_strdup_printf (_("Could not set up the table: %s"), error->message);

      toast (self, text);
      return FALSE;
    }
  if (window != NULL)
    gg_window_start_game (window, game, _("New game"));
  else
    gg_game_unref (game);
  gtk_window_destroy (GTK_WINDOW (self));
  return TRUE;
}

static void
start_clicked_cb (GgNewGameDialog *self)
{
  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->stack), "table") == 0)
    gg_new_game_dialog_start (self);
}

static void
page_changed_cb (GgNewGameDialog *self)
{
  gtk_widget_set_visible (
    self->start_button,
    g_strcmp0 (adw_view_stack_get_visible_child_name (self->stack), "table") == 0);
}

/* Roster files */

typedef struct
{
  GgNewGameDialog *dialog;
  char side;
} Choosing;

static void
roster_file_cb (GtkNativeDialog *chooser, int response, Choosing *choosing)
{
  g_autoptr (GFile) file =
    response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser)) : NULL;
  g_autofree char *path = file ? g_file_get_path (file) : NULL;
  g_autoptr (GError) error = NULL;

  if (path != NULL &&
      !gg_new_game_dialog_set_roster (choosing->dialog, choosing->side, path, &error))
    toast (choosing->dialog, error->message);
  g_object_unref (choosing->dialog);
  g_free (choosing);
  g_object_unref (chooser);
}

static void
choose_roster (GgNewGameDialog *self, char side)
{
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (_("Choose a Roster"), GTK_WINDOW (self),
                                    GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  Choosing *choosing = g_new0 (Choosing, 1);

  choosing->dialog = g_object_ref (self);
  choosing->side = side;
  gtk_file_filter_set_name (filter, _("Gigogin rosters (YAML)"));
  gtk_file_filter_add_pattern (filter, "*.yaml");
  gtk_file_filter_add_pattern (filter, "*.yml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (roster_file_cb), choosing);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
choose_a_cb (GgNewGameDialog *self)
{
  choose_roster (self, 'A');
}

static void
choose_b_cb (GgNewGameDialog *self)
{
  choose_roster (self, 'B');
}

/* Scenarios */

static char *
scenario_subtitle (const GgScenario *s)
{
  g_autofree char *w = gg_unit_format (s->units, s->width, 0);
  g_autofree char *d = gg_unit_format (s->units, s->depth, 0);
  const char *rules = gg_ruleset_get_name (gg_ruleset_class (s->ruleset));

  /* Translators: rules · table width × depth · figure scale, then a line about the battle */
  return g_strdup_printf (_("%s · %s × %s · %d mm\n%s"), rules, w, d, s->scale, s->summary);
}

static void
fill_scenarios (GgNewGameDialog *self)
{
  self->scenarios = gg_scenario_list ();
  for (guint i = 0; i < self->scenarios->len; i++)
    {
      GgScenario *s = g_ptr_array_index (self->scenarios, i);
      g_autofree char *subtitle = scenario_subtitle (s);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), s->title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 4);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_list_box_append (self->scenario_list, row);
    }
}

static void
scenario_activated_cb (GgNewGameDialog *self, GtkListBoxRow *row)
{
  g_autoptr (GgWindow) window = g_weak_ref_get (&self->window);
  int i = gtk_list_box_row_get_index (row);
  GgScenario *s;

  if (i < 0 || (guint) i >= self->scenarios->len)
    return;
  s = g_ptr_array_index (self->scenarios, i);
  if (window != NULL)
    gg_window_open_scenario (window, s->resource, s->title);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
gg_new_game_dialog_dispose (GObject *object)
{
  GgNewGameDialog *self = GG_NEW_GAME_DIALOG (object);

  g_weak_ref_clear (&self->window);
  g_clear_pointer (&self->shown[0], g_ptr_array_unref);
  g_clear_pointer (&self->shown[1], g_ptr_array_unref);
  g_clear_pointer (&self->rosters, g_ptr_array_unref);
  g_clear_pointer (&self->scenarios, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), GG_TYPE_NEW_GAME_DIALOG);
  G_OBJECT_CLASS (gg_new_game_dialog_parent_class)->dispose (object);
}

static void
gg_new_game_dialog_class_init (GgNewGameDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_new_game_dialog_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, GgNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, GgNewGameDialog, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, GgNewGameDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, GgNewGameDialog, ruleset_row);
  gtk_widget_class_bind_template_child (widget_class, GgNewGameDialog, units_row);
  gtk_widget_class_bind_template_child (widget_class, GgNewGameDialog, scale_row);
  gtk_widget_class_bind_template_child (widget_class, GgNewGameDialog, activation_row);
  gtk_widget_class_bind_template_child (widget_class, GgNewGameDialog, side_a_row);
  gtk_widget_class_bind_template_child (widget_class, GgNewGameDialog, side_b_row);
  gtk_widget_class_bind_template_child (widget_class, GgNewGameDialog, width_spin);
  gtk_widget_class_bind_template_child (widget_class, GgNewGameDialog, depth_spin);
  gtk_widget_class_bind_template_child (widget_class, GgNewGameDialog, scenario_list);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, page_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, ruleset_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, units_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, choose_a_cb);
  gtk_widget_class_bind_template_callback (widget_class, choose_b_cb);
  gtk_widget_class_bind_template_callback (widget_class, scenario_activated_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
gg_new_game_dialog_init (GgNewGameDialog *self)
{
  self->units = GG_UNIT_CM;
  self->rosters = g_ptr_array_new_with_free_func ((GDestroyNotify) roster_choice_free);
  self->shown[0] = g_ptr_array_new ();
  self->shown[1] = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  /* "1860 - The Thousand: Bourbon forces" and "... Garibaldini" stay apart when cut */
  gg_names_combo_row (self->side_a_row);
  gg_names_combo_row (self->side_b_row);
  fill_rulesets (self);
  load_shipped (self);
  fill_scenarios (self);
  ruleset_changed_cb (self);
}

/* The dialog opens on the rules and scale of the user's preferences. */
GtkWidget *
gg_new_game_dialog_new (GgWindow *window)
{
  GgNewGameDialog *self = g_object_new (GG_TYPE_NEW_GAME_DIALOG, "transient-for", window, NULL);
  GApplication *app = g_application_get_default ();
  int scale =
    GG_IS_APPLICATION (app)
      ? g_settings_get_int (gg_application_get_settings (GG_APPLICATION (app)), "figure-scale")
      : 20;

  g_weak_ref_init (&self->window, window);
  for (guint i = 0; i < G_N_ELEMENTS (scales); i++)
    if (scales[i] == scale)
      adw_combo_row_set_selected (self->scale_row, i);
  return GTK_WIDGET (self);
}

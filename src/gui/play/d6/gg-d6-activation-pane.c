/* gg-d6-activation-pane.c: the activation scheme's panel in the d6 Turn sidebar. The widgets
 * collect the player's choice and typed-in die; gg-act.h rolls, decides and logs. */
#include "gg-config.h"

#include "gg-d6-activation-pane.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "gg-act.h"
#include "gg-d6-play.h"
#include "gg-d6-state.h"
#include "gg-d6-table.h"
#include "gg-d6-ui.h"
#include "gg-table-rules.h"
#include "gg-play-view.h"
#include "gg-turn-panel.h"

struct _GgD6ActivationPane
{
  GtkWidget parent_instance;

  GgDocument *document;
  GgD6Rules *rules; /* the game's tables, for measuring the table */
  GgD6Table *table; /* measured for the CiC's range, remade on each refresh */
  char *outcome;
  GgGame *outcome_game; /* the game (a ref, so never another at its address) and the turn */
  int outcome_turn;     /* the outcome belongs to: another, and it goes */

  /* template children */
  AdwPreferencesGroup *group;
  AdwActionRow *state_row;
  GtkWidget *initiative_button;
  GtkListBox *formations_list;
  GtkEntry *die_entry;
  GtkCheckButton *near_check;
  GtkWidget *pass_button;
  GtkWidget *finish_button;
  GtkLabel *outcome_label;
  GtkLabel *segment_label;
  GtkWidget *end_turn_button;
};

G_DEFINE_FINAL_TYPE (GgD6ActivationPane, gg_d6_activation_pane, GTK_TYPE_WIDGET)

static const char *
formation_name (const GgActFormation *f)
{
  return f->name != NULL ? f->name : f->id;
}

static GgGame *
game (GgD6ActivationPane *self)
{
  GgGame *g = self->document ? gg_document_get_game (self->document) : NULL;

  /* a pane of the Turn panel: only a game played there has its schemes */
  return gg_play_view_type_plays (GG_TYPE_TURN_PANEL, g) ? g : NULL;
}

/* The game's scheme, measured on the table as it is now. */
static GgAct *
open_act (GgD6ActivationPane *self)
{
  GgGame *g = game (self);
  GgAct *act;

  if (g == NULL)
    return NULL;
  g_clear_pointer (&self->rules, gg_d6_rules_free);
  g_clear_pointer (&self->table, gg_d6_table_free);
  if ((self->rules = gg_game_d6_rules (g, NULL)) != NULL)
    self->table = gg_d6_table_new (g, self->rules);
  /* the measures the d6 play and the CLI use: ranges, places (VOL-15.8), sight (VOL-15.3) */
  act = self->table != NULL ? gg_act_new_for_table (self->table) : NULL;
  return act;
}

static const char *
scheme_title (GgActScheme scheme)
{
  switch (scheme)
    {
    case GG_ACT_SCHEME_VOLTURNO:
      return _("Activation: Volturno 1860 formations");
    case GG_ACT_SCHEME_R59:
      return _("Activation: Risorgimento 1859 corps continuity");
    default:
      return _("Activation: the d6 sequence");
    }
}

static char *
state_text (GgActState *s)
{
  GgActFormation *f = gg_act_state_lookup (s, s->active);

  if (s->initiative == 0)
    return g_strdup (_("Roll for the initiative"));
  if (s->over)
    return g_strdup (_("The Activation Phase is over"));
  if (f != NULL)
    return g_strdup_printf (_("%s is acting"), formation_name (f));
  return g_strdup_printf (s->free ? _("Side %c: a Free Activation, or pass")
                                  : _("Side %c: attempt an activation, or pass"), s->to_act);
}

/* VOL-4.B2-b, R59-4.4: the units that may move, fire and fight now. */
static char *
may_act_text (GgAct *act, GgGame *g)
{
  g_autoptr (GString) ids = g_string_new (NULL);

  for (guint i = 0; gg_d6_state_of (g) != NULL && i < gg_d6_state_of (g)->units->len; i++)
    {
      GgD6UnitState *u = g_ptr_array_index (gg_d6_state_of (g)->units, i);

      if (gg_act_unit_may_act (act, u->id))
        g_string_append_printf (ids, "%s%s", ids->len ? ", " : "", u->id);
    }
  return g_strdup (ids->str);
}

static char *
state_subtitle (GgD6ActivationPane *self, GgAct *act)
{
  GgActState *s = gg_act_get_state (act);
  g_autofree char *may = s->active ? may_act_text (act, game (self)) : NULL;

  if (gg_act_get_scheme (act) == GG_ACT_SCHEME_VOLTURNO && gg_act_weather_turn (act))
    /* Translators: initiative side, passes in a row */
    return g_strdup_printf (_("Initiative: side %c · passes in a row: %d · Night: no fire nor "
                              "charge; a natural 6 stays where it is (VOL-15.2)"),
                               s->initiative ? s->initiative : '-', s->passes);
  if (gg_act_get_scheme (act) == GG_ACT_SCHEME_R59 && gg_act_weather_turn (act))
    /* Translators: initiative side, passes in a row */
    return g_strdup_printf (_("Initiative: side %c · passes in a row: %d · Heat or Rain: one "
                              "activation a corps, a second is Extended, no third (R59-4.44)"),
                               s->initiative ? s->initiative : '-', s->passes);
  if (may != NULL)
    /* Translators: initiative side, passes in a row, the units that may act */
    return g_strdup_printf (_("Initiative: side %c · passes in a row: %d · may act: %s"),
                               s->initiative ? s->initiative : '-', s->passes, may);
  /* Translators: initiative side, passes in a row */
  return g_strdup_printf (_("Initiative: side %c · passes in a row: %d"),
                             s->initiative ? s->initiative : '-', s->passes);
}

static char *
odds_text (const GgActPlan *plan)
{
  if (plan->free)
    return g_strdup (_("free"));
  if (plan->personal.num > 0)
    /* Translators: chance to activate, then to act on Personal Initiative (a natural 6) */
    return g_strdup_printf (_("%d/%d (%.0f%%), personal initiative %d/%d"), plan->activate.num,
                               plan->activate.den, 100.0 * plan->activate.num / plan->activate.den,
                               plan->personal.num, plan->personal.den);
  return g_strdup_printf (_("%d/%d (%.0f%%)"), plan->activate.num, plan->activate.den,
                             100.0 * plan->activate.num / plan->activate.den);
}

static char *
formation_subtitle (GgAct *act, const GgActFormation *f, const GgActPlan *plan, GString *sources)
{
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, _("Side %c"), f->side);
  if (f->orders > 0)
    g_string_append_printf (s, _(" · Orders −%d"), f->orders);
  if (f->activations > 0)
    g_string_append_printf (s, _(" · activated %d×"), f->activations);
  if (f->finished)
    g_string_append (s, _(" · finished"));
  if (f->demoralised)
    g_string_append (s, _(" · demoralised"));
  for (guint i = 0; f->brigades != NULL && f->brigades[i] != NULL; i++)
    if (gg_act_get_scheme (act) == GG_ACT_SCHEME_R59 &&
        gg_act_brigade_hors_de_combat (act, f->side, f->brigades[i]))
      g_string_append_printf (s, _(" · %s hors de combat (R59-9.1)"), f->brigades[i]);
  /* the words a player needs on the row; the rule IDs and the rulebook lines on hover */
  for (guint i = 0; i < plan->modifiers->len; i++)
    {
      const GgActModifier *m = &g_array_index (plan->modifiers, GgActModifier, i);
      g_autofree char *value = gg_d6_ui_signed (m->value);
      const char *word = _(gg_act_word_message (m->name));

      /* Translators: a die modifier and what it is for, e.g. "−1: within the CiC’s range" */
      g_string_append_printf (s, _(" · %s: %s"), value, word);
      if (sources != NULL)
        /* Translators: a die modifier, its reason, rule ID, rulebook line, source */
        g_string_append_printf (sources, _("%s: %s: %s (%s), %s\n"), value, word, m->rule, m->line,
                                            _(gg_act_word_message (m->source)));
    }
  g_string_append_printf (s, _(" · needs %d or less"), plan->target);
  if (sources != NULL)
    /* Translators: the highest roll that succeeds, its rule ID and source */
    g_string_append_printf (sources, _("Needs %d or less: %s, %s"), plan->target,
                                        plan->target_rule,
                                        _(gg_act_word_message (plan->target_source)));
  return g_string_free (s, FALSE);
}

static void attempt_clicked_cb (GtkButton *button, GgD6ActivationPane *self);

/* A row's odds ("3/6 (50%), personal initiative"), wrapped at words in a narrow column so the
 * row keeps the sidebar's width. */
static GtkWidget *
odds_label (const char *odds)
{
  GtkWidget *label = gtk_label_new (odds);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 14);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  return label;
}

static GtkWidget *
formation_row (GgD6ActivationPane *self, GgAct *act, GgActFormation *f)
{
  GgActChoice choice = { gtk_check_button_get_active (self->near_check) ? 1 : -1 };
  g_autoptr (GgActPlan) plan = gg_act_plan (act, f->id, &choice, NULL);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_label (_("Attempt"));
  g_autoptr (GString) sources = g_string_new (NULL);
  g_autofree char *subtitle = formation_subtitle (act, f, plan, sources);
  g_autofree char *odds = odds_text (plan);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), f->name ? f->name : f->id);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_tooltip_text (row, sources->str);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), odds_label (odds));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_sensitive (button, plan->refused == NULL);
  gtk_widget_set_tooltip_text (button, plan->refused);
  g_object_set_data_full (G_OBJECT (button), "gg-formation", g_strdup (f->id), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (attempt_clicked_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  return row;
}

static void orders_clicked_cb (GtkButton *button, GgD6ActivationPane *self);

/* R59-4.22: what the acting corps' brigade @brigade's orders are, and what that allows. */
static char *
orders_subtitle (GgAct *act, const GgActFormation *f, const char *brigade, GgActOrders o)
{
  double d, range;
  GString *s = g_string_new (NULL);

  gg_act_brigade_orders (act, f->side, brigade, &d, &range);
  switch (o)
    {
    case GG_ACT_ORDERS_UNDER:
      g_string_append_printf (s, _("Under Orders: %.1f″ from the corps commander, Range %.0f″ "
                                   "(R59-4.22)"),
                                    d, range);
      break;
    case GG_ACT_ORDERS_WITHOUT:
      g_string_append_printf (s, _("Without Orders: %.1f″ from the corps commander, Range %.0f″: "
                                   "may move, not next to the enemy, and Rally; no fire or attack "
                                   "(R59-4.42)"),
                                    d, range);
      break;
    case GG_ACT_ORDERS_ROLLED_UNDER:
      g_string_append (s, _("Under Orders by its roll for this activation (R59-4.22)"));
      break;
    case GG_ACT_ORDERS_ROLLED_WITHOUT:
      g_string_append (s, _("Failed its orders roll: only Rally (R59-4.22)"));
      break;
    default:
      g_string_append_printf (s, _("A commander is not on the table: the referee says whether it "
                                   "is within Range %.0f″ (R59-4.22)"),
                                    range);
    }
  if (gg_act_brigade_hors_de_combat (act, f->side, brigade))
    g_string_append (s, _(" · hors de combat: no attack, not next to the enemy (R59-9.1)"));
  return g_string_free (s, FALSE);
}

static GtkWidget *
brigade_row (GgD6ActivationPane *self, GgAct *act, const GgActFormation *f, const char *brigade)
{
  GgActOrders o = gg_act_brigade_orders (act, f->side, brigade, NULL, NULL);
  g_autofree char *subtitle = orders_subtitle (act, f, brigade, o);
  GtkWidget *row = adw_action_row_new ();
  g_autoptr (GgActPlan) plan = gg_act_orders_plan (act, f->side, brigade, NULL);
  GtkWidget *button;
  g_autofree char *odds = NULL;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), brigade);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_add_css_class (row, "gg-brigade-orders");
  if (plan == NULL || plan->refused != NULL)
    return row;
  odds = odds_text (plan);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), odds_label (odds));
  button = gtk_button_new_with_label (_("Roll for Orders"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _("d10 + the brigadier’s Commitment, 4 or less: Under "
                                         "Orders (R59-4.22)"));
  g_object_set_data_full (G_OBJECT (button), "gg-brigade", g_strdup (brigade), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (orders_clicked_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  return row;
}

/* The acting 1859 corps' brigades, each with its orders. */
static void
show_brigades (GgD6ActivationPane *self, GgAct *act)
{
  GgActState *s = gg_act_get_state (act);
  GgActFormation *f = gg_act_state_lookup (s, s->active);

  for (guint i = 0; f != NULL && f->brigades != NULL && f->brigades[i] != NULL; i++)
    gtk_list_box_append (self->formations_list, brigade_row (self, act, f, f->brigades[i]));
}

/* R59-9.1, R59-9.2: the last end-of-turn Demoralisation Segment, as the log has it (the core
 * rolled it when the game turn ended). */
static void
show_segment (GgD6ActivationPane *self, GgActState *s, GgActScheme scheme)
{
  GgLog *log = game (self)->state ? game (self)->state->log : NULL;
  guint serial = s->demoralisation_entry;
  g_autofree char *entry = NULL, *text = NULL;

  if (scheme != GG_ACT_SCHEME_R59 || log == NULL || serial == 0 ||
      serial > gg_log_get_n_entries (log))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->segment_label), FALSE);
      return;
    }
  entry = gg_log_entry_render (gg_log_get_entry (log, serial - 1));
  /* Translators: the turn, then the log entry of its Demoralisation Segment */
  text = g_strdup_printf (_("Turn %d: %s"), s->demoralisation_turn, entry);
  gtk_label_set_text (self->segment_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->segment_label), TRUE);
}

static void
show (GgD6ActivationPane *self, GgAct *act)
{
  GgActState *s = gg_act_get_state (act);
  GgActScheme scheme = gg_act_get_scheme (act);
  g_autofree char *title = state_text (s), *subtitle = state_subtitle (self, act);

  gtk_widget_set_visible (GTK_WIDGET (self), scheme != GG_ACT_SCHEME_D6);
  adw_preferences_group_set_title (self->group, scheme_title (scheme));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->state_row), title);
  adw_action_row_set_subtitle (self->state_row, subtitle);
  gtk_widget_set_sensitive (self->initiative_button, s->initiative == 0);
  gtk_widget_set_sensitive (self->pass_button, s->initiative != 0 && !s->over && !s->active);
  gtk_widget_set_sensitive (self->finish_button, s->active != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->near_check), scheme == GG_ACT_SCHEME_VOLTURNO);
  gtk_widget_set_visible (self->end_turn_button, scheme == GG_ACT_SCHEME_R59);
  gg_d6_ui_clear_list (self->formations_list);
  for (guint i = 0; i < s->formations->len; i++)
    gtk_list_box_append (self->formations_list,
                         formation_row (self, act, g_ptr_array_index (s->formations, i)));
  if (scheme == GG_ACT_SCHEME_R59)
    show_brigades (self, act);
  gtk_label_set_text (self->outcome_label, self->outcome ? self->outcome : "");
  show_segment (self, s, scheme);
}

/* The outcome shown is the last action's, in this game and turn: another game or turn, and a
 * result that no longer holds is not shown under it. */
static void
forget_stale_outcome (GgD6ActivationPane *self, GgAct *act)
{
  if (game (self) == self->outcome_game && gg_act_get_state (act)->turn == self->outcome_turn)
    return;
  g_clear_pointer (&self->outcome, g_free);
  g_clear_pointer (&self->outcome_game, gg_game_unref);
}

void
gg_d6_activation_pane_refresh (GgD6ActivationPane *self)
{
  g_autoptr (GgAct) act = open_act (self);

  if (act == NULL)
    {
      g_clear_pointer (&self->outcome, g_free);
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }
  forget_stale_outcome (self, act);
  show (self, act);
}

/* Actions: each is one core call; the document is told the state of play changed. */

/* The real dice typed in, separated by spaces or commas, in the order rolled (a d10's 0 is 0):
 * every roll of the action takes the next (the core refuses too few or too many); NULL when one
 * is not a number. */
static GArray *
typed_dice (GgD6ActivationPane *self)
{
  g_auto (GStrv)
    words = g_strsplit_set (gtk_editable_get_text (GTK_EDITABLE (self->die_entry)), " ,", -1);
  g_autoptr (GArray) faces = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; words[i] != NULL; i++)
    {
      char *end;
      long face = strtol (words[i], &end, 10);

      if (*words[i] == '\0')
        continue;
      if (end == words[i] || *end != '\0' || face < 0 || face > 20 || faces->len >= GG_ACT_MAX_DICE)
        return NULL;
      g_array_append_val (faces, (int){ (int) face });
    }
  return g_steal_pointer (&faces);
}

#define FACES(a) ((const int *) (gpointer) (a)->data), (a)->len

static void
done (GgD6ActivationPane *self, GgAct *act, GgActOutcome *out, GError *error)
{
  g_free (self->outcome);
  self->outcome = g_strdup (out != NULL ? out->text : error->message);
  /* the outcome of the turn it was done in, which may end with it */
  g_clear_pointer (&self->outcome_game, gg_game_unref);
  self->outcome_game = game (self) ? gg_game_ref (game (self)) : NULL;
  self->outcome_turn = gg_act_get_state (act)->turn;
  if (out != NULL)
    {
      gtk_editable_set_text (GTK_EDITABLE (self->die_entry), ""); /* used: kept on a refusal */
      gg_document_state_changed (self->document); /* refreshes every view, this one too */
    }
  else
    show (self, act);
  gg_act_outcome_free (out);
}

/* The typed dice, or NULL having said why. */
static GArray *
dice_or_say (GgD6ActivationPane *self, GgAct *act)
{
  GArray *faces = typed_dice (self);
  g_autoptr (GError) error = NULL;

  if (faces != NULL)
    return faces;
  g_set_error_literal (&error, GG_ACT_ERROR, GG_ACT_ERROR_FACE, _("Not a face of the die"));
  done (self, act, NULL, error);
  return NULL;
}

static void
attempt_clicked_cb (GtkButton *button, GgD6ActivationPane *self)
{
  g_autoptr (GgAct) act = open_act (self);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) faces = NULL;
  GgActChoice choice = { gtk_check_button_get_active (self->near_check) ? 1 : -1 };
  const char *id = g_object_get_data (G_OBJECT (button), "gg-formation");

  if (act == NULL || (faces = dice_or_say (self, act)) == NULL)
    return;
  done (self, act, gg_act_attempt_dice (act, id, &choice, FACES (faces), &error), error);
}

/* R59-4.22: a brigade of the acting corps Without Orders rolls (or takes the typed-in d10). */
static void
orders_clicked_cb (GtkButton *button, GgD6ActivationPane *self)
{
  g_autoptr (GgAct) act = open_act (self);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) faces = NULL;
  const char *brigade = g_object_get_data (G_OBJECT (button), "gg-brigade");
  GgActState *s;
  GgActFormation *f;

  if (act == NULL || (faces = dice_or_say (self, act)) == NULL)
    return;
  s = gg_act_get_state (act);
  if ((f = gg_act_state_lookup (s, s->active)) == NULL)
    {
      g_set_error_literal (&error, GG_ACT_ERROR, GG_ACT_ERROR_REFUSED,
                           _("no formation is acting"));
      done (self, act, NULL, error);
      return;
    }
  done (self, act, gg_act_orders_roll_dice (act, f->side, brigade, FACES (faces), &error), error);
}

static void
initiative_clicked_cb (GtkButton *button, GgD6ActivationPane *self)
{
  g_autoptr (GgAct) act = open_act (self);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) faces = NULL;

  if (act != NULL && (faces = dice_or_say (self, act)) != NULL)
    done (self, act, gg_act_initiative (act, FACES (faces), &error), error);
}

static void
pass_clicked_cb (GtkButton *button, GgD6ActivationPane *self)
{
  g_autoptr (GgAct) act = open_act (self);
  g_autoptr (GError) error = NULL;

  if (act != NULL)
    done (self, act, gg_act_pass (act, &error), error);
}

/* 1859: an Extended Activation's cohesion dice, unit by unit (R59-4.43), typed in or rolled. */
static void
finish_clicked_cb (GtkButton *button, GgD6ActivationPane *self)
{
  g_autoptr (GgAct) act = open_act (self);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) faces = NULL;

  if (act != NULL && (faces = dice_or_say (self, act)) != NULL)
    done (self, act, gg_act_finish_dice (act, FACES (faces), &error), error);
}

/* R59-9.2: the game turn ends with the real dice typed in, by the same call as the CLI's
 * `activate GAME end-turn --die N`, so both end a turn alike. */
static void
end_turn_clicked_cb (GtkButton *button, GgD6ActivationPane *self)
{
  g_autoptr (GgAct) act = open_act (self);
  g_autoptr (GArray) faces = typed_dice (self);
  g_autoptr (GgD6Play) play = NULL;
  g_autoptr (GError) error = NULL;
  GgActOutcome *out;

  if (act == NULL)
    return;
  if (faces == NULL)
    {
      g_set_error_literal (&error, GG_ACT_ERROR, GG_ACT_ERROR_FACE, _("Not a face of the die"));
      done (self, act, NULL, error);
      return;
    }
  g_clear_pointer (&act, gg_act_free); /* the play's own view of the scheme takes over */
  play = gg_d6_play_new (game (self), self->rules, g_random_int (), &error);
  out = play ? gg_act_end_turn (play, FACES (faces), &error) : NULL;
  g_free (self->outcome);
  self->outcome = g_strdup (out != NULL ? out->text : error->message);
  if (out != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->die_entry), "");
  gg_act_outcome_free (out);
  gg_document_state_changed (self->document); /* the turn moved on: every view, this one too */
}

void
gg_d6_activation_pane_set_document (GgD6ActivationPane *self, GgDocument *document)
{
  g_set_object (&self->document, document);
  gg_d6_activation_pane_refresh (self);
}

const char *
gg_d6_activation_pane_get_outcome (GgD6ActivationPane *self)
{
  return self->outcome ? self->outcome : "";
}

static void
gg_d6_activation_pane_dispose (GObject *object)
{
  GgD6ActivationPane *self = GG_D6_ACTIVATION_PANE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_D6_ACTIVATION_PANE);
  g_clear_object (&self->document);
  g_clear_pointer (&self->table, gg_d6_table_free);
  g_clear_pointer (&self->rules, gg_d6_rules_free);
  g_clear_pointer (&self->outcome, g_free);
  g_clear_pointer (&self->outcome_game, gg_game_unref);
  G_OBJECT_CLASS (gg_d6_activation_pane_parent_class)->dispose (object);
}

static void
gg_d6_activation_pane_class_init (GgD6ActivationPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gg_d6_activation_pane_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-d6-activation-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, GgD6ActivationPane, group);
  gtk_widget_class_bind_template_child (widget_class, GgD6ActivationPane, state_row);
  gtk_widget_class_bind_template_child (widget_class, GgD6ActivationPane, initiative_button);
  gtk_widget_class_bind_template_child (widget_class, GgD6ActivationPane, formations_list);
  gtk_widget_class_bind_template_child (widget_class, GgD6ActivationPane, die_entry);
  gtk_widget_class_bind_template_child (widget_class, GgD6ActivationPane, near_check);
  gtk_widget_class_bind_template_child (widget_class, GgD6ActivationPane, pass_button);
  gtk_widget_class_bind_template_child (widget_class, GgD6ActivationPane, finish_button);
  gtk_widget_class_bind_template_child (widget_class, GgD6ActivationPane, outcome_label);
  gtk_widget_class_bind_template_child (widget_class, GgD6ActivationPane, segment_label);
  gtk_widget_class_bind_template_child (widget_class, GgD6ActivationPane, end_turn_button);
  gtk_widget_class_bind_template_callback (widget_class, initiative_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, pass_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, finish_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, end_turn_clicked_cb);
}

static void
gg_d6_activation_pane_init (GgD6ActivationPane *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
gg_d6_activation_pane_new (void)
{
  return g_object_new (GG_TYPE_D6_ACTIVATION_PANE, NULL);
}

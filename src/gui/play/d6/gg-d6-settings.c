/* gg-d6-settings.c: the d6 options as combo rows. */
#include "gg-config.h"

#include "gg-d6-settings.h"
#include "gg-table-rules.h"

#include <glib/gi18n.h>

#include "gg-a11y.h"
#include "gg-act.h"
#include "gg-d6-state.h"
#include "gg-d6-ui.h"

struct _GgD6Settings
{
  AdwPreferencesWindow parent_instance;

  GgDocument *document;
  GgD6Rules *rules; /* names, choices, defaults and notes */
  GPtrArray *rows;  /* AdwComboRow*, one per option in file order */

  /* template children */
  AdwPreferencesGroup *group;
};

G_DEFINE_FINAL_TYPE (GgD6Settings, gg_d6_settings, ADW_TYPE_PREFERENCES_WINDOW)

/* Titles and choice labels for people; the file's words are the keys. */
static const struct
{
  const char *name, *title, *note;
} titles[] = {
  { "test-die-face-counts", N_ ("Does the die face count in a TEST?"),
    N_ ("Yes: score = face + class adjustment + modifiers. No: only the class adjustment on a "
        "1 or a 6 counts.") },
  { "class-die-arithmetic", N_ ("Class adjustment on the TEST die"),
    N_ ("Green 1 = −2: the 1 counts as 1 − 2 = −1, or as −2.") },
  { "rout-reading", N_ ("The rout line of the TEST table"), NULL },
  { "unlabelled-minus-two", N_ ("The unlabelled −2 modifier"),
    N_ ("The line whose label was lost (L94), read as “Disordered”, or left out.") },
  { "large-event-testers", N_ ("Who tests when a large unit retreats, routs or is destroyed"),
    NULL },
  { "casualty-test-timing", N_ ("When casualties call for a TEST"), NULL },
  { "column-bonus", N_ ("Which columns move +2\""), NULL },
  { "brigade-bonus", N_ ("Which nations’ brigades may move as one"), NULL },
  { "arc-shape", N_ ("Shape of the arc of fire"), NULL },
  { "gap-rule", N_ ("Firing through a gap between units"), NULL },
  { "fixed-pools-halved", N_ ("Halve fixed pools for disorder"),
    N_ ("Whether cavalry’s 1d6 and the 1d6 of response fire are halved for disorder.") },
  { "dragoons-charge-bonus", N_ ("Dragoons’ charge bonus"), NULL },
  { "italian-not-trained", N_ ("Which Italians are never trained"), NULL },
  { "rain-duration", N_ ("How long heavy rain lasts"),
    N_ ("“3rd turn: repeat 2” as a loop until a dry roll, or an end after the third turn.") },
  { "off-table-entry", N_ ("Off-table arrival roll"), NULL },
  { "first-player", N_ ("Who moves first"), NULL },
  { "activation", N_ ("How formations activate"),
    N_ ("The d6 sequence, or a board game’s command system: Volturno 1860 formation activation "
        "or Risorgimento 1859 corps continuity (the formations are the game file’s).") },
  { "daisy-chain", N_ ("Daisy chain (Risorgimento 1859, 4.11)"),
    N_ ("A unit beyond its commander’s reach but touching an in-command unit of its brigade is "
        "in command.") },
  { "poor-coordination", N_ ("Poor Neapolitan coordination (Volturno 15.7)"),
    N_ ("A Neapolitan failure when every Garibaldine formation has activated: 1d6, on 1–2 the "
        "Activation Phase ends.") },
};

static const struct
{
  const char *word, *label;
} words[] = {
  { "true", N_ ("Yes") },
  { "false", N_ ("No") },
  { "add-to-face", N_ ("Added to the face") },
  { "replaces-face", N_ ("Replaces the face") },
  { "minus-six-or-worse", N_ ("−6 or worse routs") },
  { "minus-six-or-better", N_ ("−6 or better routs") },
  { "off", N_ ("Off") },
  { "disordered", N_ ("Disordered units") },
  { "large-units", N_ ("Large units only") },
  { "all-units", N_ ("All units") },
  { "once-per-turn", N_ ("Once per player turn") },
  { "every-fire", N_ ("After every fire") },
  { "any-column", N_ ("Any column") },
  { "march-column-only", N_ ("Column of march only") },
  { "french-only", N_ ("French only") },
  { "any-nation", N_ ("Any nation") },
  { "strip", N_ ("Straight ahead, the unit’s frontage wide") },
  { "half-plane", N_ ("The whole half-plane ahead") },
  { "gap-between-friends", N_ ("A gap between two friendly units") },
  { "friend-near-target", N_ ("A friend near the target") },
  { "lost-on-draw", N_ ("Lost on a draw") },
  { "never-against-line-cavalry", N_ ("Never against line cavalry") },
  { "irregular-infantry", N_ ("Irregular infantry") },
  { "all-infantry", N_ ("All infantry") },
  { "until-dry-roll", N_ ("Until a dry roll") },
  { "three-turns", N_ ("Three turns") },
  { "any-six", N_ ("Any die showing 6") },
  { "total-six", N_ ("A total of 6 or more") },
  { "scenario-or-roll", N_ ("The scenario, or a roll") },
  { "roll", N_ ("A roll") },
  { "d6", N_ ("The d6 sequence") },
  { "volturno", N_ ("Volturno 1860 formations") },
  { "r59", N_ ("Risorgimento 1859 corps continuity") },
};

static const char *
word_label (const char *word)
{
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (words[i].word, word))
      return _(words[i].label);
  return word;
}

static void
option_texts (const char *name, const char **title, const char **note)
{
  *title = name;
  *note = NULL;
  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    if (g_str_equal (titles[i].name, name))
      {
        *title = _(titles[i].title);
        *note = titles[i].note ? _(titles[i].note) : NULL;
      }
}

static const char *
current_choice (GgD6Settings *self, const char *name)
{
  GgGame *game = gg_document_get_game (self->document);

  for (guint i = 0; gg_d6_state_of (game) != NULL && i + 1 < gg_d6_state_of (game)->options->len;
       i += 2)
    if (g_str_equal (g_ptr_array_index (gg_d6_state_of (game)->options, i), name))
      return g_ptr_array_index (gg_d6_state_of (game)->options, i + 1);
  return gg_d6_rules_option_default (self->rules, name);
}

static void
choice_changed_cb (AdwComboRow *row, GParamSpec *pspec, GgD6Settings *self)
{
  const char *name = g_object_get_data (G_OBJECT (row), "gg-option");
  const char *const *choices = gg_d6_rules_option_choices (self->rules, name);
  guint i = adw_combo_row_get_selected (row);
  GgGame *game = gg_document_get_game (self->document);

  if (gg_d6_state_of (game) == NULL || i >= g_strv_length ((char **) choices))
    return;
  if (g_strcmp0 (current_choice (self, name), choices[i]) == 0)
    return;
  if (g_str_equal (name, "activation")) /* a board game's scheme needs its formations */
    gg_act_setup (game, choices[i], NULL, NULL);
  else
    gg_d6_state_set_option (gg_d6_state_of (game), name, choices[i]);
  gg_document_state_changed (self->document);
}

static char *
subtitle (GgD6Settings *self, const char *name, const char *note)
{
  GgRuleEntry entry;
  g_autofree char *path = g_strdup_printf ("options.%s.default", name);
  const char *rule = "";
  const char *def = gg_d6_rules_option_default (self->rules, name);

  if (gg_rules_data_lookup (gg_d6_rules_get_data (self->rules), path, &entry))
    rule = entry.rule;
  /* Translators: rule ID, the suggested default, then a note */
  return g_strdup_printf (_("%s · house default: %s%s%s"), rule, word_label (def),
                             note ? "\n" : "", note ? note : "");
}

static GtkWidget *
option_row (GgD6Settings *self, const char *name)
{
  const char *const *choices = gg_d6_rules_option_choices (self->rules, name);
  const char *title, *note, *current = current_choice (self, name);
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr (GtkStringList) model = gtk_string_list_new (NULL);
  g_autofree char *sub = NULL;

  option_texts (name, &title, &note);
  sub = subtitle (self, name, note);
  for (guint i = 0; choices[i] != NULL; i++)
    gtk_string_list_append (model, word_label (choices[i]));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), sub);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  for (guint i = 0; choices[i] != NULL; i++)
    if (g_strcmp0 (choices[i], current) == 0)
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
  g_object_set_data_full (G_OBJECT (row), "gg-option", g_strdup (name), g_free);
  g_signal_connect (row, "notify::selected", G_CALLBACK (choice_changed_cb), self);
  return row;
}

static void
gg_d6_settings_dispose (GObject *object)
{
  GgD6Settings *self = GG_D6_SETTINGS (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_D6_SETTINGS);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (gg_d6_settings_parent_class)->dispose (object);
}

static void
gg_d6_settings_finalize (GObject *object)
{
  GgD6Settings *self = GG_D6_SETTINGS (object);

  g_clear_pointer (&self->rules, gg_d6_rules_free);
  g_ptr_array_unref (self->rows);
  G_OBJECT_CLASS (gg_d6_settings_parent_class)->finalize (object);
}

static void
gg_d6_settings_class_init (GgD6SettingsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gg_d6_settings_dispose;
  object_class->finalize = gg_d6_settings_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-d6-settings.ui");
  gtk_widget_class_bind_template_child (widget_class, GgD6Settings, group);
}

static void
gg_d6_settings_init (GgD6Settings *self)
{
  self->rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_a11y_name_search (ADW_PREFERENCES_WINDOW (self));
}

GtkWidget *
gg_d6_settings_new (GtkWindow *parent, GgDocument *document)
{
  GgD6Settings *self = g_object_new (GG_TYPE_D6_SETTINGS, "transient-for", parent, NULL);
  g_autoptr (GError) error = NULL;
  const char *const *names;

  self->document = g_object_ref (document);
  self->rules = gg_game_d6_rules (gg_document_get_game (document), &error);
  g_return_val_if_fail (self->rules != NULL, GTK_WIDGET (self));
  names = gg_d6_rules_list_options (self->rules);
  for (guint i = 0; names[i] != NULL; i++)
    {
      GtkWidget *row = option_row (self, names[i]);

      g_ptr_array_add (self->rows, row);
      adw_preferences_group_add (self->group, row);
    }
  return GTK_WIDGET (self);
}

gboolean
gg_d6_settings_choose (GgD6Settings *self, const char *option, const char *choice)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      AdwComboRow *row = g_ptr_array_index (self->rows, i);
      const char *const *choices;

      if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "gg-option"), option) != 0)
        continue;
      choices = gg_d6_rules_option_choices (self->rules, option);
      for (guint j = 0; choices[j] != NULL; j++)
        if (g_str_equal (choices[j], choice))
          {
            adw_combo_row_set_selected (row, j);
            return TRUE;
          }
    }
  return FALSE;
}

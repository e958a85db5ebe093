/* gg-roster-window-form.c: the form of the roster editor: one row per field of the selected
 * node (entries, spin buttons, switches, drop-downs and check lists fed by the schema's
 * vocabulary), the node's problems with their rule IDs, adding and removing entries. */
#include "gg-config.h"

#include "gg-roster-window-private.h"

#include <glib/gi18n.h>

#include "gg-roster-fields.h"

typedef struct
{
  const char *key;
  const char *label;
} Label;

static const Label field_labels[] = {
  { "name", NC_ ("roster field", "Name") },
  { "side", NC_ ("roster field", "Side") },
  { "period", NC_ ("roster field", "Period") },
  { "scale", NC_ ("roster field", "Figure scale (mm)") },
  { "notes", NC_ ("roster field", "Notes") },
  { "number", NC_ ("roster field", "Number") },
  { "arm", NC_ ("roster field", "Arm") },
  { "mounted", NC_ ("roster field", "Mounted") },
  { "training", NC_ ("roster field", "Training") },
  { "elite", NC_ ("roster field", "Elite") },
  { "traits", NC_ ("roster field", "Traits") },
  { "role", NC_ ("roster field", "Role") },
  { "count", NC_ ("roster field", "Count") },
  { "weapon", NC_ ("roster field", "Weapon") },
  { "character", NC_ ("roster field", "Character") },
  { "special", NC_ ("roster field", "Special personality") },
  { "letter", NC_ ("roster field", "Letter") },
  { "type", NC_ ("roster field", "Type") },
  { "horses", NC_ ("roster field", "Horses") },
  { "front", NC_ ("roster field", "Front (mm)") },
  { "depth", NC_ ("roster field", "Depth (mm)") },
  { "diameter", NC_ ("roster field", "Diameter (mm)") },
  { "level", NC_ ("roster field", "Level") },
  { "rank", NC_ ("roster field", "Rank") },
  { "rating", NC_ ("roster field", "Command value") },
  { "rating_back", NC_ ("roster field", "Command value (back)") },
  { "commitment", NC_ ("roster field", "Commitment DRM") },
  { "class", NC_ ("roster field", "Class") },
  { "nationality", NC_ ("roster field", "Nationality") },
  { "figures", NC_ ("roster field", "Figures") },
  { "attributes", NC_ ("roster field", "Special attributes") },
  { "formation", NC_ ("roster field", "Formation") },
};

/* Buttons that add an entry, by the key of the list or entry field. */
static const Label add_labels[] = {
  { "battalion", N_ ("Add a battalion") },
  { "companies", N_ ("Add a company") },
  { "platoons", N_ ("Add a platoon") },
  { "squads", N_ ("Add a squad") },
  { "figures", N_ ("Add a figure") },
  { "commander", N_ ("Add a commander") },
  { "deputy", N_ ("Add a deputy") },
  { "musician", N_ ("Add a musician") },
  { "gun", N_ ("Add a gun") },
  { "base", N_ ("Set the base size") },
  { "brigades", N_ ("Add a brigade") },
  { "units", N_ ("Add a unit") },
  { "commanders", N_ ("Add a commander") },
};

static const char *
lookup (const Label *table, gsize n, const char *key)
{
  for (gsize i = 0; i < n; i++)
    if (g_str_equal (table[i].key, key))
      return _(table[i].label);
  return NULL;
}

/* The rulebook's own names (traits, characters, special personalities) keep their Italian,
 * capitalised: "titubanti" is "Titubanti" in either language. */
char *
_gg_roster_word_label (const char *word)
{
  const char *msgid = gg_roster_word_msgid (word);
  const char *label = msgid ? _(msgid) : NULL;
  char *spaced;

  if (label != NULL)
    return g_strdup (label);
  spaced = g_strdelimit (g_strdup (word), "-", ' ');
  spaced[0] = g_ascii_toupper (spaced[0]);
  return spaced;
}

static const char *
field_label (const char *key)
{
  for (gsize i = 0; i < G_N_ELEMENTS (field_labels); i++)
    if (g_str_equal (field_labels[i].key, key))
      return g_dpgettext2 (NULL, "roster field", field_labels[i].label);
  return key;
}

/* Labels of the tree */

static char *
figure_label (const GgRosterNode *node)
{
  g_autofree char *code = gg_roster_figure_code (node);
  g_autofree char *role = _gg_roster_word_label (gg_roster_node_get_text (node, "role"));
  g_autofree char *weapon = _gg_roster_word_label (gg_roster_figure_weapon (node));
  gint64 count = gg_roster_node_get_int (node, "count", 1);
  const char *name = gg_roster_node_get_text (node, "name");
  g_autoptr (GString) label = g_string_new (code);

  if (count > 1)
    g_string_append_printf (label, " ×%" G_GINT64_FORMAT, count);
  g_string_append_printf (label, " · %s · %s", role, weapon);
  if (name != NULL)
    g_string_append_printf (label, " · %s", name);
  return g_string_free (g_steal_pointer (&label), FALSE);
}

static char *
officer_label (const GgRosterNode *node)
{
  const char *name = gg_roster_node_get_text (node, "name");
  const char *key = NULL;
  guint index;
  const char *what;

  gg_roster_node_position (node, &key, &index);
  if (g_strcmp0 (key, "deputy") == 0)
    what = _("Deputy");
  else if (g_strcmp0 (key, "musician") == 0)
    what = _("Musician");
  else
    what = _("Commander");
  return name ? g_strdup_printf ("%s: %s", what, name) : g_strdup (what);
}

static char *
squad_label (const GgRosterNode *node)
{
  const char *name = gg_roster_node_get_text (node, "name");
  g_autofree char *squad =
    g_strdup_printf (_("Squad %d"), (int) gg_roster_node_get_int (node, "number", 0));

  return name ? g_strdup_printf ("%s · %s", squad, name) : g_steal_pointer (&squad);
}

static char *
unit_label (const GgRosterNode *node)
{
  g_autofree char *type = _gg_roster_word_label (gg_roster_node_get_text (node, "type"));
  int figures = gg_roster_node_get_int (node, "figures", 0);

  /* Translators: a d6 unit in the roster tree: name · type · number of figures */
  return g_strdup_printf (_("%s · %s · %d fig."), gg_roster_node_get_text (node, "name"), type,
                             figures);
}

static char *
platoon_label (const GgRosterNode *node)
{
  const char *name = gg_roster_node_get_text (node, "name");
  const char *letter = gg_roster_node_get_text (node, "letter");

  if (name != NULL)
    return g_strdup (name);
  return letter ? g_strdup_printf (_("Platoon %s"), letter) : g_strdup (_("Platoon"));
}

static char *
node_label (const GgRosterNode *node)
{
  g_autofree char *type = NULL;

  switch (gg_roster_node_get_kind (node))
    {
    case GG_ROSTER_KIND_SQUAD:
      return squad_label (node);
    case GG_ROSTER_KIND_FIGURE:
      return figure_label (node);
    case GG_ROSTER_KIND_OFFICER:
      return officer_label (node);
    case GG_ROSTER_KIND_PLATOON:
      return platoon_label (node);
    case GG_ROSTER_KIND_UNIT:
      return unit_label (node);
    case GG_ROSTER_KIND_GUN:
      type = _gg_roster_word_label (gg_roster_node_get_text (node, "type"));
      return g_strdup_printf (_("Gun: %s"), type);
    case GG_ROSTER_KIND_BASE:
      return g_strdup (_("Base size"));
    default:
      return g_strdup (gg_roster_node_get_text (node, "name"));
    }
}

/* The shipped rosters mark names made up for the game "(invented)": said in the UI's
 * language. */
char *
_gg_roster_node_label (const GgRosterNode *node)
{
  g_autofree char *label = node_label (node);
  g_auto (GStrv) parts = label ? g_strsplit (label, "(invented)", -1) : NULL;

  return parts ? g_strjoinv (_("(invented)"), parts) : NULL;
}

static const char *
kind_label (GgRosterKind kind)
{
  static const char *const labels[] = {
    N_ ("Roster"), N_ ("Battalion"), N_ ("Company"),   N_ ("Platoon"),
    N_ ("Squad"),  N_ ("Figure"),    N_ ("Officer"),   N_ ("Gun"),
    N_ ("Base"),   N_ ("Brigade"),   N_ ("Commander"), N_ ("Unit"),
  };

  return kind < G_N_ELEMENTS (labels) ? _(labels[kind]) : "";
}

/* Rows: each is named after its key and carries the path of its node. */

static void
set_from_row (GgRosterWindow *self, GtkWidget *row, const char *text)
{
  g_autofree char *path = g_strdup (g_object_get_data (G_OBJECT (row), "gg-path"));
  gboolean ok = _gg_roster_window_set (self, path, gtk_widget_get_name (row), text);

  if (ok)
    gtk_widget_remove_css_class (row, "error");
  else
    gtk_widget_add_css_class (row, "error");
}

static void
entry_apply_cb (AdwEntryRow *row, GgRosterWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));
  gboolean required = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "gg-required"));

  set_from_row (self, GTK_WIDGET (row), *text == '\0' && !required ? NULL : text);
}

static void
spin_changed_cb (GtkSpinButton *spin, GgRosterWindow *self)
{
  char text[32];

  g_snprintf (text, sizeof text, "%d", gtk_spin_button_get_value_as_int (spin));
  set_from_row (self, g_object_get_data (G_OBJECT (spin), "gg-row"), text);
}

static void
switch_cb (GtkSwitch *sw, GParamSpec *pspec, GgRosterWindow *self)
{
  set_from_row (self, g_object_get_data (G_OBJECT (sw), "gg-row"),
                gtk_switch_get_active (sw) ? "true" : "false");
}

static void
combo_cb (AdwComboRow *row, GParamSpec *pspec, GgRosterWindow *self)
{
  const char *const *choices = g_object_get_data (G_OBJECT (row), "gg-choices");
  gboolean required = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "gg-required"));
  guint i = adw_combo_row_get_selected (row);

  if (!required && i == 0)
    set_from_row (self, GTK_WIDGET (row), NULL);
  else
    set_from_row (self, GTK_WIDGET (row), choices[required ? i : i - 1]);
}

static void
check_cb (GtkCheckButton *check, GgRosterWindow *self)
{
  GtkWidget *row = g_object_get_data (G_OBJECT (check), "gg-row");
  GPtrArray *checks = g_object_get_data (G_OBJECT (row), "gg-checks");
  g_autoptr (GString) words = g_string_new (NULL);
  g_autoptr (GString) labels = g_string_new (NULL);

  for (guint i = 0; i < checks->len; i++)
    if (gtk_check_button_get_active (g_ptr_array_index (checks, i)))
      {
        const char *word = g_object_get_data (g_ptr_array_index (checks, i), "gg-word");
        g_autofree char *label = _gg_roster_word_label (word);

        g_string_append_printf (words, "%s%s", words->len ? ", " : "", word);
        g_string_append_printf (labels, "%s%s", labels->len ? ", " : "", label);
      }
  set_from_row (self, row, words->len ? words->str : NULL);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), labels->str);
}

static GtkWidget *
text_row (GgRosterWindow *self, GgRosterNode *node, const GgRosterFieldInfo *info)
{
  GtkWidget *row = adw_entry_row_new ();
  g_autofree char *value = gg_roster_node_value_text (node, info->key);

  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (row), value ? value : "");
  g_signal_connect (row, "apply", G_CALLBACK (entry_apply_cb), self);
  return row;
}

static GtkWidget *
int_row (GgRosterWindow *self, GgRosterNode *node, const GgRosterFieldInfo *info)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (info->min, info->max, 1);
  gint64 fallback = g_str_equal (info->key, "count") ? 1 : (gint64) info->min;

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin),
                             gg_roster_node_get_int (node, info->key, fallback));
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (spin), "gg-row", row);
  g_signal_connect (spin, "value-changed", G_CALLBACK (spin_changed_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  return row;
}

static GtkWidget *
bool_row (GgRosterWindow *self, GgRosterNode *node, const GgRosterFieldInfo *info)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  gtk_switch_set_active (GTK_SWITCH (sw), gg_roster_node_get_bool (node, info->key, FALSE));
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (sw), "gg-row", row);
  g_signal_connect (sw, "notify::active", G_CALLBACK (switch_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  return row;
}

static GtkWidget *
enum_row (GgRosterWindow *self, GgRosterNode *node, const GgRosterFieldInfo *info)
{
  GtkWidget *row = adw_combo_row_new ();
  GtkStringList *list = gtk_string_list_new (NULL);
  const char *value = gg_roster_node_get_text (node, info->key);
  guint selected = 0, offset = info->required ? 0 : 1;

  if (!info->required)
    gtk_string_list_append (list, _("(not set)"));
  for (guint i = 0; info->choices[i] != NULL; i++)
    {
      g_autofree char *label = _gg_roster_word_label (info->choices[i]);

      gtk_string_list_append (list, label);
      if (g_strcmp0 (value, info->choices[i]) == 0)
        selected = i + offset;
    }
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  g_object_unref (list);
  g_object_set_data (G_OBJECT (row), "gg-choices", (gpointer) info->choices);
  g_signal_connect (row, "notify::selected", G_CALLBACK (combo_cb), self);
  return row;
}

static GtkWidget *
set_row (GgRosterWindow *self, GgRosterNode *node, const GgRosterFieldInfo *info)
{
  GtkWidget *row = adw_expander_row_new ();
  GPtrArray *checks = g_ptr_array_new ();
  g_autoptr (GString) labels = g_string_new (NULL);

  g_object_set_data_full (G_OBJECT (row), "gg-checks", checks, (GDestroyNotify) g_ptr_array_unref);
  for (guint i = 0; info->choices[i] != NULL; i++)
    {
      GtkWidget *sub = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();
      g_autofree char *label = _gg_roster_word_label (info->choices[i]);
      gboolean on = gg_roster_node_has_flag (node, info->key, info->choices[i]);

      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), on);
      if (on)
        g_string_append_printf (labels, "%s%s", labels->len ? ", " : "", label);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (sub), label);
      adw_action_row_add_prefix (ADW_ACTION_ROW (sub), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (sub), check);
      g_object_set_data (G_OBJECT (check), "gg-row", row);
      g_object_set_data (G_OBJECT (check), "gg-word", (gpointer) info->choices[i]);
      g_signal_connect (check, "toggled", G_CALLBACK (check_cb), self);
      g_ptr_array_add (checks, check);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), sub);
    }
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), labels->str);
  return row;
}

static GtkWidget *
field_row (GgRosterWindow *self, GgRosterNode *node, const GgRosterFieldInfo *info)
{
  GtkWidget *row;

  switch (info->type)
    {
    case GG_ROSTER_FIELD_INT:
      row = int_row (self, node, info);
      break;
    case GG_ROSTER_FIELD_BOOL:
      row = bool_row (self, node, info);
      break;
    case GG_ROSTER_FIELD_ENUM:
      row = enum_row (self, node, info);
      break;
    case GG_ROSTER_FIELD_SET:
      row = set_row (self, node, info);
      break;
    default:
      row = text_row (self, node, info);
    }
  gtk_widget_set_name (row, info->key);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), field_label (info->key));
  g_object_set_data_full (G_OBJECT (row), "gg-path", g_strdup (self->selected), g_free);
  g_object_set_data (G_OBJECT (row), "gg-required", GINT_TO_POINTER (info->required));
  return row;
}

/* The form */

void
_gg_roster_window_update_form_problems (GgRosterWindow *self)
{
  GgRosterNode *node = _gg_roster_window_selected_node (self);
  GtkWidget *child;

  if (self->form_problems == NULL)
    return;
  while ((child = gtk_widget_get_first_child (self->form_problems)))
    gtk_box_remove (GTK_BOX (self->form_problems), child);
  for (guint i = 0; node && self->problems && i < self->problems->len; i++)
    {
      GgRosterProblem *p = g_ptr_array_index (self->problems, i);
      gboolean error = p->severity == GG_ROSTER_SEVERITY_ERROR;
      GtkWidget *label;

      if (p->node != node)
        continue;
      label = gtk_label_new (p->text);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, error ? "error" : "warning");
      gtk_box_append (GTK_BOX (self->form_problems), label);
    }
  gtk_widget_set_visible (self->form_problems,
                          gtk_widget_get_first_child (self->form_problems) != NULL);
}

static gboolean
is_fixed (GgRosterNode *node, const char *key)
{
  /* format and ruleset decide the schema of the whole roster */
  return gg_roster_node_get_parent (node) == NULL &&
         (g_str_equal (key, "format") || g_str_equal (key, "ruleset"));
}

static GtkWidget *
fields_group (GgRosterWindow *self, GgRosterNode *node)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *label = _gg_roster_node_label (node);
  g_autofree char *title = g_markup_escape_text (label ? label : "", -1);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         kind_label (gg_roster_node_get_kind (node)));
  for (guint i = 0; i < gg_roster_node_n_fields (node); i++)
    {
      GgRosterFieldInfo info;

      gg_roster_node_field (node, i, &info);
      if (info.type == GG_ROSTER_FIELD_NODE || info.type == GG_ROSTER_FIELD_LIST ||
          is_fixed (node, info.key))
        continue;
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), field_row (self, node, &info));
    }
  return group;
}

static GtkWidget *
action_button (const char *label, const char *action, GVariant *target)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  if (target != NULL)
    gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  return button;
}

static GtkWidget *
entries_box (GgRosterWindow *self, GgRosterNode *node)
{
  GtkWidget *box = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (box), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (box), 3);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (box), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (box), 6);
  for (guint i = 0; i < gg_roster_node_n_fields (node); i++)
    {
      GgRosterFieldInfo info;
      const char *label;

      gg_roster_node_field (node, i, &info);
      label = lookup (add_labels, G_N_ELEMENTS (add_labels), info.key);
      if (label == NULL || info.type < GG_ROSTER_FIELD_NODE ||
          (info.type == GG_ROSTER_FIELD_NODE && gg_roster_node_get_child (node, info.key)))
        continue;
      gtk_flow_box_append (GTK_FLOW_BOX (box),
                           action_button (label, "roster.add", g_variant_new_string (info.key)));
    }
  if (gg_roster_node_get_parent (node) != NULL)
    {
      GtkWidget *remove = action_button (_("Remove"), "roster.remove", NULL);

      gtk_widget_add_css_class (remove, "destructive-action");
      gtk_widget_set_tooltip_text (remove, _("Remove this entry and everything in it"));
      gtk_flow_box_append (GTK_FLOW_BOX (box), remove);
    }
  return box;
}

static void
clear_form (GgRosterWindow *self)
{
  GtkWidget *child;

  self->form_problems = NULL;
  self->edit_error = NULL;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->form_box))))
    gtk_box_remove (self->form_box, child);
}

void
_gg_roster_window_build_form (GgRosterWindow *self)
{
  GgRosterNode *node = _gg_roster_window_selected_node (self);

  clear_form (self);
  if (node == NULL)
    return;
  self->form_problems = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_box_append (self->form_box, self->form_problems);
  _gg_roster_window_update_form_problems (self);
  self->edit_error = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->edit_error), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->edit_error), 0);
  gtk_widget_add_css_class (self->edit_error, "error");
  gtk_widget_set_visible (self->edit_error, FALSE);
  gtk_box_append (self->form_box, self->edit_error);
  gtk_box_append (self->form_box, fields_group (self, node));
  gtk_box_append (self->form_box, entries_box (self, node));
  _gg_roster_window_add_deploy_group (self, node);
}

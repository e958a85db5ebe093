/* gg-print-roster.c: a La Bella Gigogin roster on paper: the sheet with the hierarchy (battalion,
 * companies, platoons, squads), leaders, figures, training, weapons, traits and characters,
 * totals and the victory points of each squad (BG-16-b, AMB-69); a unit card, a chit and base
 * labels for each squad. d6 rosters: gg-print-roster-d6.c. Runs in the print language. */
#include "gg-ruleset.h"
#include "gg-print-roster-private.h"
#include "gg-roster-fields.h"

/* Columns of the squad table, mm from the left of the text area. */
static const double squad_tabs[] = { 0, 9, 48, 63, 82, 124, 176 };

/* A vocabulary word in the print language; the rulebook's proper names (traits such as
 * Cacciatori, characters such as Previdente, special characters) keep their Italian,
 * capitalised. */
char *
_gg_print_word (const char *word)
{
  g_autofree char *spaced = NULL;

  if (word == NULL)
    return g_strdup ("—");
  if (gg_roster_word_msgid (word) != NULL)
    return g_strdup (_(gg_roster_word_msgid (word)));
  spaced = g_strdelimit (g_strdup (word), "-", ' ');
  spaced[0] = g_ascii_toupper (spaced[0]);
  return g_steal_pointer (&spaced);
}

/* The words of a set field, translated and joined by ", ". */
void
_gg_print_append_set (GString *out, const GgRosterNode *node, const char *key)
{
  const char *const *choices = gg_roster_node_choices (node, key);

  for (guint i = 0; choices != NULL && choices[i] != NULL; i++)
    if (gg_roster_node_has_flag (node, key, choices[i]))
      {
        g_autofree char *word = _gg_print_word (choices[i]);

        g_string_append_printf (out, "%s%s", out->len ? ", " : "", word);
      }
}

GgPrintPara *
_gg_print_add_row (GgPrintForce *force, const double *tabs, guint n_tabs, const char *markup)
{
  GgPrintPara *para = _gg_print_force_add_para (force, GG_PARA_ROW, markup);

  for (guint i = 0; i < n_tabs && i < G_N_ELEMENTS (para->tabs); i++)
    para->tabs[i] = tabs[i];
  return para;
}

/* Officers. */

static char *
officer_text (const GgRosterNode *officer)
{
  g_autofree char *code = gg_roster_figure_code (officer);
  const char *name = gg_roster_node_get_text (officer, "name");
  g_autoptr (GString) extra = g_string_new (NULL);

  _gg_print_append_set (extra, officer, "character");
  if (gg_roster_node_has (officer, "special"))
    {
      g_autofree char *special = _gg_print_word (gg_roster_node_get_text (officer, "special"));
      g_string_append_printf (extra, "%s%s", extra->len ? ", " : "", special);
    }
  return g_markup_printf_escaped ("<b>%s</b> %s%s%s%s", code, name != NULL ? name : "",
                                  extra->len ? " (" : "", extra->str, extra->len ? ")" : "");
}

static void
add_officer_label (GgPrintForce *force, GgRoster *roster, const GgRosterNode *officer)
{
  g_autofree char *code = gg_roster_figure_code (officer);
  GgBase base;

  if (gg_roster_base_size (roster, officer, &base))
    _gg_print_force_add_label (force, code, base.front, base.depth);
  else
    _gg_print_force_add_label (force, code, 15, 20);
}

/* One line with a unit's commander, deputy and musician. */
static guint
add_officers (GgPrintForce *force, GgRoster *roster, const GgRosterNode *node)
{
  static const char *const slots[] = { "commander", "deputy", "musician" };
  g_autoptr (GString) line = g_string_new (NULL);
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (slots); i++)
    {
      GgRosterNode *officer = gg_roster_node_get_child (node, slots[i]);
      g_autofree char *text = NULL;

      if (officer == NULL)
        continue;
      text = officer_text (officer);
      g_string_append_printf (line, "%s%s", line->len ? " · " : "", text);
      add_officer_label (force, roster, officer);
      n++;
    }
  if (line->len > 0)
    _gg_print_force_add_para (force, GG_PARA_TEXT, line->str);
  return n;
}

/* Squads. */

static guint
figure_count (const GgRosterNode *figure)
{
  return (guint) gg_roster_node_get_int (figure, "count", 1);
}

/* BG-16-b with AMB-69: 1 VP a figure, 11 for the squad leader; guns and horses none. */
static guint
squad_vp (const GgRosterNode *squad)
{
  guint vp = 0;

  for (guint i = 0; i < gg_roster_node_count (squad, "figures"); i++)
    {
      const GgRosterNode *figure = gg_roster_node_nth (squad, "figures", i);
      gboolean leader = g_strcmp0 (gg_roster_node_get_text (figure, "role"), "leader") == 0;

      vp += figure_count (figure) * (leader ? 11 : 1);
    }
  return vp;
}

static char *
squad_weapons (const GgRosterNode *squad)
{
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GPtrArray) seen = g_ptr_array_new ();
  GgRosterNode *gun = gg_roster_node_get_child (squad, "gun");

  if (gun != NULL)
    {
      g_autofree char *type = _gg_print_word (gg_roster_node_get_text (gun, "type"));
      g_string_append (out, type);
    }
  for (guint i = 0; i < gg_roster_node_count (squad, "figures"); i++)
    {
      const char *weapon = gg_roster_figure_weapon (gg_roster_node_nth (squad, "figures", i));
      g_autofree char *word = NULL;

      if (weapon == NULL || g_ptr_array_find_with_equal_func (seen, weapon, g_str_equal, NULL))
        continue;
      g_ptr_array_add (seen, (gpointer) weapon);
      word = _gg_print_word (weapon);
      g_string_append_printf (out, "%s%s", out->len ? ", " : "", word);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* Traits of the squad, then each figure's characters and special role with its code. */
static char *
squad_traits (const GgRosterNode *squad)
{
  g_autoptr (GString) out = g_string_new (NULL);

  _gg_print_append_set (out, squad, "traits");
  for (guint i = 0; i < gg_roster_node_count (squad, "figures"); i++)
    {
      const GgRosterNode *figure = gg_roster_node_nth (squad, "figures", i);
      g_autoptr (GString) own = g_string_new (NULL);
      g_autofree char *code = NULL;

      _gg_print_append_set (own, figure, "character");
      if (gg_roster_node_has (figure, "special"))
        {
          g_autofree char *w = _gg_print_word (gg_roster_node_get_text (figure, "special"));
          g_string_append_printf (own, "%s%s", own->len ? ", " : "", w);
        }
      if (own->len == 0)
        continue;
      code = gg_roster_figure_code (figure);
      g_string_append_printf (out, "%s%s: %s", out->len ? "; " : "", code, own->str);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static char *
squad_title (const GgRosterNode *squad)
{
  const char *name = gg_roster_node_get_text (squad, "name");
  gint64 number = gg_roster_node_get_int (squad, "number", 0);

  if (name != NULL)
    return g_strdup_printf (_("Squad %d · %s"), (int) number, name);
  return g_strdup_printf (_("Squad %d"), (int) number);
}

static void
add_squad_markers (GgPrintSquad *card, gboolean gun)
{
  g_ptr_array_add (card->markers, g_strdup (_("Fired, must reload: cotton ball (BG-3.5-a)")));
  g_ptr_array_add (card->markers, g_strdup (_("Losses, tests morale (BG-3.5-b)")));
  g_ptr_array_add (card->markers, g_strdup (_("Friendly fire, morale +2 (BG-4.4-o)")));
  g_ptr_array_add (card->markers, g_strdup (_("Out of command (BG-4.8-g)")));
  if (gun)
    g_ptr_array_add (card->markers, g_strdup (_("Gun loaded · limbered (BG-4.4-ad)")));
}

/* Tally boxes and labels: one per figure; a gun has a label of its own (AMB-07: G<n>). */
static void
add_squad_figures (GgPrintForce *force, GgRoster *roster, const GgRosterNode *squad,
                   GgPrintSquad *card)
{
  GgRosterNode *gun = gg_roster_node_get_child (squad, "gun");
  GgBase base;

  for (guint i = 0; i < gg_roster_node_count (squad, "figures"); i++)
    {
      const GgRosterNode *figure = gg_roster_node_nth (squad, "figures", i);
      g_autofree char *code = gg_roster_figure_code (figure);

      if (!gg_roster_base_size (roster, figure, &base))
        base.front = force->scale <= 17 ? 8 : 15, base.depth = force->scale <= 17 ? 10 : 20;
      for (guint k = 0; k < figure_count (figure); k++)
        {
          g_ptr_array_add (card->codes, g_strdup (code));
          _gg_print_force_add_label (force, code, base.front, base.depth);
        }
    }
  if (gun != NULL && gg_roster_base_size (roster, gun, &base))
    {
      g_autofree char *code = g_strdup_printf ("G%d", card->number);
      _gg_print_force_add_label (force, code, base.front, base.depth);
    }
}

static guint
add_squad (GgPrintForce *force, GgRoster *roster, const GgRosterNode *squad, guint side,
           guint *figures)
{
  g_autofree char *title = squad_title (squad);
  g_autofree char *training = _gg_print_word (gg_roster_squad_training (squad));
  g_autofree char *arm = _gg_print_word (gg_roster_node_arm (squad));
  g_autofree char *weapons = squad_weapons (squad);
  g_autofree char *traits = squad_traits (squad);
  GgPrintSquad *card =
    _gg_print_force_add_squad (force, side, gg_roster_node_get_int (squad, "number", 0), title);
  g_autofree char *row = NULL, *name = NULL;
  guint vp = squad_vp (squad);

  add_squad_figures (force, roster, squad, card);
  add_squad_markers (card, gg_roster_node_get_child (squad, "gun") != NULL);
  card->details = g_markup_printf_escaped ("%s · %s · %s%s%s", training, arm, weapons,
                                           *traits ? " · " : "", traits);
  name = _gg_print_cell (gg_roster_node_get_text (squad, "name") ?: arm);
  row = g_markup_printf_escaped ("%d\t%s\t%u\t%s\t%s\t%s\t%u", card->number, name, card->codes->len,
                                 training, weapons, traits, vp);
  _gg_print_add_row (force, squad_tabs, G_N_ELEMENTS (squad_tabs), row);
  *figures += card->codes->len;
  return vp;
}

static void
add_squad_header (GgPrintForce *force)
{
  g_autofree char *row = g_markup_printf_escaped (
    "<b>%s</b>\t<b>%s</b>\t<b>%s</b>\t<b>%s</b>\t<b>%s</b>\t<b>%s</b>\t<b>%s</b>",
    _("No."), _("Squad"), _("Figures"), _("Training"), _("Weapons"), _("Traits, characters"),
                                                                             _("VP"));

  _gg_print_add_row (force, squad_tabs, G_N_ELEMENTS (squad_tabs), row);
}

/* Hierarchy. */

typedef struct
{
  guint squads, figures, officers, vp;
} Totals;

static void
add_platoon (GgPrintForce *force, GgRoster *roster, const GgRosterNode *platoon, guint side,
             Totals *totals)
{
  const char *name = gg_roster_node_get_text (platoon, "name");
  g_autofree char *heading = g_markup_printf_escaped ("<b>%s</b>", name ? name : _("Platoon"));

  _gg_print_force_add_para (force, GG_PARA_TEXT, heading);
  totals->officers += add_officers (force, roster, platoon);
  add_squad_header (force);
  for (guint i = 0; i < gg_roster_node_count (platoon, "squads"); i++)
    {
      totals->vp += add_squad (force, roster, gg_roster_node_nth (platoon, "squads", i), side,
                               &totals->figures);
      totals->squads++;
    }
}

static void
add_company (GgPrintForce *force, GgRoster *roster, const GgRosterNode *company, guint side,
             Totals *totals)
{
  g_autofree char *heading =
    g_markup_printf_escaped (_("Company: %s"), gg_roster_node_get_text (company, "name"));

  _gg_print_force_add_para (force, GG_PARA_HEADING, heading);
  totals->officers += add_officers (force, roster, company);
  for (guint i = 0; i < gg_roster_node_count (company, "platoons"); i++)
    add_platoon (force, roster, gg_roster_node_nth (company, "platoons", i), side, totals);
}

static void
add_companies (GgPrintForce *force, GgRoster *roster, const GgRosterNode *node, guint side,
               Totals *totals)
{
  for (guint i = 0; i < gg_roster_node_count (node, "companies"); i++)
    add_company (force, roster, gg_roster_node_nth (node, "companies", i), side, totals);
}

/* BG-16-b, AMB-69: officers and musicians count 1 VP each. */
static void
add_totals (GgPrintForce *force, const Totals *t)
{
  g_autofree char *heading = g_markup_printf_escaped ("%s", _("Totals"));
  g_autofree char *text = g_markup_printf_escaped (
    _("%u squads, %u figures in squads and %u officers and musicians: %u figures. Victory "
      "points the enemy scores for destroying the whole force: %u VP (BG-16-b: 1 a figure, "
      "11 a squad leader; officers 1, AMB-69)."),
       t->squads, t->figures, t->officers, t->figures + t->officers, t->vp + t->officers);

  _gg_print_force_add_para (force, GG_PARA_HEADING, heading);
  _gg_print_force_add_para (force, GG_PARA_TEXT, text);
}

void
_gg_print_add_roster_title (GgPrintForce *force, GgRoster *roster, guint side)
{
  const GgRosterNode *root = gg_roster_get_root (roster);
  const char *period = gg_roster_node_get_text (root, "period");
  g_autofree char *title = g_markup_printf_escaped ("%s", gg_roster_node_get_text (root, "name"));
  g_autofree char *sub = g_markup_printf_escaped (
    _("Side %c: %s · %s · %s · figures at %d mm"), side == 0 ? 'A' : 'B',
       gg_roster_node_get_text (root, "side"), period ? period : "—",
       gg_ruleset_get_name (gg_ruleset_class (roster->ruleset)), force->scale);

  g_free (force->side_name[side]);
  force->side_name[side] = g_strdup (gg_roster_node_get_text (root, "side"));
  if (force->sheet->len > 0)
    _gg_print_force_add_para (force, GG_PARA_PAGE_BREAK, "");
  _gg_print_force_add_para (force, GG_PARA_TITLE, title);
  _gg_print_force_add_para (force, GG_PARA_SMALL, sub);
}

void
_gg_print_force_add_roster (GgPrintForce *force, GgRoster *roster, guint side)
{
  _gg_print_add_roster_title (force, roster, side);
  _gg_print_sheets (roster->ruleset)->roster (force, roster, side);
}

/* La Bella Gigogin's roster: the battalion's officers, its companies and squads, the totals. */
void
_gg_print_add_bg_roster (GgPrintForce *force, GgRoster *roster, guint side)
{
  const GgRosterNode *root = gg_roster_get_root (roster);
  GgRosterNode *battalion = gg_roster_node_get_child (root, "battalion");
  Totals totals = { 0 };

  if (battalion != NULL)
    {
      g_autofree char *heading =
        g_markup_printf_escaped (_("Battalion: %s"), gg_roster_node_get_text (battalion, "name"));

      _gg_print_force_add_para (force, GG_PARA_HEADING, heading);
      totals.officers += add_officers (force, roster, battalion);
      add_companies (force, roster, battalion, side, &totals);
    }
  add_companies (force, roster, root, side, &totals);
  add_totals (force, &totals);
}

GgPrintJob *
gg_print_job_new (GgPrintKind kind, GgRoster **rosters, guint n_rosters, const char *lang)
{
  GgPrintForce *force;
  GgPrintNumbers numbers;
  GgPrintLangSaved saved;
  int scale;

  g_return_val_if_fail (n_rosters >= 1 && n_rosters <= 2, NULL);
  scale = gg_roster_node_get_int (gg_roster_get_root (rosters[0]), "scale", 20);
  force = _gg_print_force_new (rosters[0]->ruleset, scale);
  _gg_print_numbers_init (&numbers, force->ruleset, scale);
  _gg_print_lang_push (lang, &saved);
  for (guint i = 0; i < n_rosters; i++)
    _gg_print_force_add_roster (force, rosters[i], i);
  _gg_print_force_add_quickref (force, &numbers);
  _gg_print_lang_pop (&saved);
  return _gg_print_job_new_for_force (kind, force, lang);
}

/* gg-game-tables.h: the rule numbers of one game: the built-in tables of its rule set
 * (data/rules/<ruleset>.yaml) with a club's own table file laid over them. The club file is the
 * game file's `rules:` key (a path relative to the game file), or `gigogin-cli --rules FILE`.
 * Every rules object built for a game (gg_game_bg_rules, gg_game_d6_rules, gg_table_rules_new,
 * the queries) reads these, so a club's numbers reach every rule call. Below the rules: the
 * table (the document, the line of sight) reads its numbers here without knowing a rule set. */
#pragma once

#include <glib.h>

#include "gg-game.h"
#include "gg-rules-data.h"

G_BEGIN_DECLS

/* Lays the table file at @path over the built-in tables of @game's rule set and makes it the
 * game's (kept in the game file); NULL goes back to the built-in tables. A relative @path is
 * taken from the current directory. Refuses a bad file with `file:line:column: message` (a wrong
 * rule set, an unknown entry, a text where a number belongs, a short row...): the game then
 * keeps the rules it had. */
gboolean gg_game_set_rules_file (GgGame *game, const char *path, GError **error);
/* Loads the tables the game file names. If its club file is missing or bad, the built-in tables
 * serve and the error (for a warning) says why; the game keeps naming the file. */
gboolean gg_game_load_rules (GgGame *game, GError **error);
/* The game's tables (owned by the game; loaded on first use, the built-in ones if the club file
 * cannot be used). NULL only if the program's own data is broken. */
GgRulesData *gg_game_get_rules_data (const GgGame *game);
G_END_DECLS

/* gg-cli-game.h: loading a game for a command that applies rules, with `--rules FILE`. */
#pragma once

#include <glib.h>

#include "gg-game.h"

G_BEGIN_DECLS

/* The option every command that applies rules takes: a club's own table file. */
#define GG_CLI_RULES_ENTRY(var)                                                                  \
  {                                                                                              \
    "rules", 0, 0, G_OPTION_ARG_FILENAME, &(var),                                                \
      N_ ("A club's own table file (gigogin-rules/1) laid over the built-in rules"), N_ ("FILE") \
  }

/* Loads @path and the tables of its rules: @rules (--rules) if given, else the game file's own
 * `rules:`. A bad game or a bad table file is printed (file:line:column: message) and gives
 * NULL (exit 1); a club file the game names but which is missing is a warning on stderr, and the
 * built-in tables serve. */
GgGame *gg_cli_load_game (const char *path, const char *rules);

G_END_DECLS

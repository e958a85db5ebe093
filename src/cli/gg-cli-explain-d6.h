/* gg-cli-explain-d6.h: `gigogin-cli explain fire|move|test GAME ...` for d6 games. */
#pragma once

/* @argv[0] is "explain", @argv[1] the question (fire, move, test); the rest are its options and
 * the game file. Exit 0, 1 for a bad file or unknown unit, 2 for bad usage. */
int gg_cli_explain_d6 (int argc, char **argv);
/* The game file named on an explain command line (the first argument after the question that is
 * not an option or an option's value), or NULL. */
const char *gg_cli_explain_find_game (int argc, char **argv);

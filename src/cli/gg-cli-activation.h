/* gg-cli-activation.h: `gigogin-cli explain activation` and `gigogin-cli activate` (d6 games). */
#pragma once

/* @argv[0] "explain", @argv[1] "activation", then GAME and options. */
int gg_cli_explain_activation (int argc, char **argv);
/* @argv[0] "activate", then GAME, the action and options. */
int gg_cli_activate (int argc, char **argv);

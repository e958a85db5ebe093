/* gg-cli-query.h: the query commands of contracts.md (measure, canister, shell, roundshot,
 * command, score). Each returns the process exit status: 0, 1 (bad file, unknown id), 2 (bad usage). */
#pragma once

int gg_cli_measure (int argc, char **argv);
int gg_cli_canister (int argc, char **argv);
int gg_cli_shell (int argc, char **argv);
int gg_cli_roundshot (int argc, char **argv);
int gg_cli_command (int argc, char **argv);
/* BG-16: both sides' victory points and the end of the game, from the game's state. */
int gg_cli_score (int argc, char **argv);
/* The facts of a figure's group the table's accessible description and the side panel read
 * (gg_query_group_facts): figures, command, nearest enemy edge to edge and its fire arc. */
int gg_cli_facts (int argc, char **argv);

/* gg-cli-roster.h: the roster commands of gigogin-cli. */
#pragma once

int gg_cli_validate (int argc, char **argv);
int gg_cli_roster (int argc, char **argv);

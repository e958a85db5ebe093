/* gg-cli-report.h: the report command of gigogin-cli, the battle report of a game. */
#pragma once

int gg_cli_report (int argc, char **argv);

/* gg-cli-explain.h: `gigogin-cli explain fire|melee|morale GAME …`. */
#pragma once

int gg_cli_explain (int argc, char **argv);

/* gg-cli-new.h: `gigogin-cli new`, a game made as the New Game dialog makes it. */
#pragma once

int gg_cli_new (int argc, char **argv);

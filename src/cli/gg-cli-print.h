/* gg-cli-print.h: the print command of gigogin-cli. */
#pragma once

int gg_cli_print (int argc, char **argv);

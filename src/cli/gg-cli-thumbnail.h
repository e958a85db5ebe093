/* gg-cli-thumbnail.h: the thumbnail command of gigogin-cli (the file manager's thumbnailer). */
#pragma once

int gg_cli_thumbnail (int argc, char **argv);

/* gg-cli-photo.h: `gigogin-cli photo`, a photo of the table rectified to table coordinates. */
#pragma once

/* Returns the exit status: 0, 1 (bad game, photo or corners; output not written), 2 (bad usage). */
int gg_cli_photo (int argc, char **argv);

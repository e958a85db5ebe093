/* gg-names.h: choosers (AdwComboRow, GtkDropDown over a GtkStringList) whose names stay apart.
 * Cut at their end, long names that share a beginning look alike ("IR 48 Erzherzog Er…" three
 * times): the chosen name is cut in its middle instead, keeping the part that tells it apart,
 * with the whole name in its tooltip; the list shows whole names, wrapped. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void gg_names_combo_row (AdwComboRow *row);
void gg_names_drop_down (GtkDropDown *drop);
/* The file name a save dialog proposes for what is called @name ("Volturno, 1 October 1860"):
 * the name with @extension (".yaml"), the characters a file name cannot hold replaced; or
 * @fallback when there is no name. */
char *gg_names_file_name (const char *name, const char *extension, const char *fallback);

G_END_DECLS

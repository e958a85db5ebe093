/* gg-a11y.h: what every window of the app needs for screen readers that GTK 4.8 does not give. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Once per process, before the first window: GTK 4.8 names a button with a mnemonic twice ("_Open
 * Open": its label with the underscore, then the label widget it is labelled by) and leaves a
 * drop-down's button unnamed. Every button and check button realized afterwards is named once,
 * without the underscore, and a drop-down's button by the drop-down's own name. */
void gg_a11y_init (void);

/* The same, now, for the buttons under @root: the pages of a stack not shown yet are not realized
 * until they are, but a screen reader lists them. */
void gg_a11y_name_tree (GtkWidget *root);

/* Names the search entry and search button libadwaita 1.2 puts, unnamed, in @window. */
void gg_a11y_name_search (AdwPreferencesWindow *window);

/* @text without its mnemonic underscores ("_Open" → "Open", "__" → "_"). */
char *gg_a11y_strip_mnemonic (const char *text);

G_END_DECLS

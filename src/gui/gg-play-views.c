/* gg-play-views.c: the play views (gg-play-view.h) the window knows: the window's level, above
 * every play view. */
#include "gg-config.h"

#include "gg-play-panel.h"
#include "gg-play-views.h"
#include "gg-turn-panel.h"

/* Each view: its type (whose interface says the rule set it plays) and how it is made. */
static const struct
{
  GType (*get_type) (void);
  GtkWidget *(*create) (GgDocument *document);
} views[] = {
  { gg_play_panel_get_type, gg_play_panel_new },
  { gg_turn_panel_get_type, gg_turn_panel_new },
};

GType
gg_play_view_type_for (const GgGame *game)
{
  for (guint i = 0; i < G_N_ELEMENTS (views); i++)
    if (gg_play_view_type_plays (views[i].get_type (), game))
      return views[i].get_type ();
  return G_TYPE_NONE;
}

const GType *
gg_play_view_types (void)
{
  static GType types[G_N_ELEMENTS (views) + 1];

  if (types[0] == 0)
    {
      for (guint i = 0; i < G_N_ELEMENTS (views); i++)
        types[i] = views[i].get_type ();
      types[G_N_ELEMENTS (views)] = G_TYPE_NONE;
    }
  return types;
}

GgPlayView *
gg_play_view_new (GType type, GgDocument *document)
{
  for (guint i = 0; i < G_N_ELEMENTS (views); i++)
    if (views[i].get_type () == type)
      return GG_PLAY_VIEW (views[i].create (document));
  g_return_val_if_reached (NULL);
}

/* gg-play-views.c: the one place that says which rule set is played with which view
 * (gg-play-view.h): the window's level, above every play view. */
#include "gg-config.h"

#include "gg-play-panel.h"
#include "gg-play-view.h"
#include "gg-ruleset.h"
#include "gg-turn-panel.h"

/* Each rule set's view: its class (gg-ruleset.h), its type and how it is made. */
static const struct
{
  const GgRuleSetClass *ruleset;
  GType (*get_type) (void);
  GtkWidget *(*create) (GgDocument *document);
} views[] = {
  { &gg_bg_ruleset_class, gg_play_panel_get_type, gg_play_panel_new },
  { &gg_d6_ruleset_class, gg_turn_panel_get_type, gg_turn_panel_new },
};

GType
gg_play_view_type_for (const GgGame *game)
{
  const GgRuleSetClass *ruleset = game != NULL ? gg_ruleset_class (game->ruleset) : NULL;

  for (guint i = 0; i < G_N_ELEMENTS (views); i++)
    if (views[i].ruleset == ruleset)
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

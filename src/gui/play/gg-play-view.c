/* gg-play-view.c: the play views' interface, and the one place that says which rule set is played
 * with which view (see the header). */
#include "gg-config.h"

#include "gg-play-view.h"

#include "gg-play-panel.h"
#include "gg-ruleset.h"
#include "gg-turn-panel.h"

G_DEFINE_INTERFACE (GgPlayView, gg_play_view, GTK_TYPE_WIDGET)

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

static void
gg_play_view_default_init (GgPlayViewInterface *iface)
{
}

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

const GgPlayViewInterface *
gg_play_view_type_get_iface (GType type)
{
  g_autoptr (GTypeClass) klass = g_type_class_ref (type);

  /* the classes stay: GTK never unloads a widget class once made */
  return g_type_interface_peek (klass, GG_TYPE_PLAY_VIEW);
}

gboolean
gg_play_view_plays (GgPlayView *self, const GgGame *game)
{
  return gg_play_view_type_for (game) == G_OBJECT_TYPE (self);
}

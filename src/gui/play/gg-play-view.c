/* gg-play-view.c: the play views' interface (see the header); each view says which rule set it
 * plays, and src/gui/gg-play-views.c lists the views. */
#include "gg-config.h"

#include "gg-play-view.h"

G_DEFINE_INTERFACE (GgPlayView, gg_play_view, GTK_TYPE_WIDGET)

static void
gg_play_view_default_init (GgPlayViewInterface *iface)
{
}

const GgPlayViewInterface *
gg_play_view_type_get_iface (GType type)
{
  g_autoptr (GTypeClass) klass = g_type_class_ref (type);

  /* the classes stay: GTK never unloads a widget class once made */
  return g_type_interface_peek (klass, GG_TYPE_PLAY_VIEW);
}

gboolean
gg_play_view_type_plays (GType type, const GgGame *game)
{
  return game != NULL && gg_play_view_type_get_iface (type)->ruleset == game->ruleset;
}

gboolean
gg_play_view_plays (GgPlayView *self, const GgGame *game)
{
  return gg_play_view_type_plays (G_OBJECT_TYPE (self), game);
}

/* gg-play-context.c */
#include "gg-config.h"

#include "gg-play-context.h"
#include "gg-table-rules.h"

#include <glib/gi18n.h>

#include "gg-bg-play.h"
#include "gg-ruleset.h"

struct _GgPlayContext
{
  GObject parent_instance;
  GgDocument *document;
  GgGame *game; /* the game @play was made for (compared only) */
  GgBgRules *rules;
  GgBgTable *play;
};

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (GgPlayContext, gg_play_context, G_TYPE_OBJECT)

static void
forget_game (GgPlayContext *self)
{
  g_clear_pointer (&self->play, gg_bg_table_free);
  g_clear_pointer (&self->rules, gg_bg_rules_free);
  self->game = NULL;
}

static void
document_changed_cb (GgDocument *document, GgPlayContext *self)
{
  GgGame *game = gg_document_get_game (document);

  /* a new game, or the game's tables changed (a club's file chosen in the game's settings) */
  if (game != self->game ||
      (self->rules != NULL && gg_bg_rules_get_data (self->rules) != gg_game_get_rules_data (game)))
    forget_game (self);
  else if (self->play != NULL)
    gg_bg_table_refresh (self->play);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
gg_play_context_dispose (GObject *object)
{
  GgPlayContext *self = GG_PLAY_CONTEXT (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  forget_game (self);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (gg_play_context_parent_class)->dispose (object);
}

static void
gg_play_context_class_init (GgPlayContextClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = gg_play_context_dispose;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 0);
}

static void
gg_play_context_init (GgPlayContext *self)
{
}

GgPlayContext *
gg_play_context_new (GgDocument *document)
{
  GgPlayContext *self = g_object_new (GG_TYPE_PLAY_CONTEXT, NULL);

  self->document = g_object_ref (document);
  g_signal_connect (document, "changed", G_CALLBACK (document_changed_cb), self);
  return self;
}

GgDocument *
gg_play_context_get_document (GgPlayContext *self)
{
  return self->document;
}

GgBgTable *
gg_play_context_get_play (GgPlayContext *self)
{
  GgGame *game = gg_document_get_game (self->document);
  g_autoptr (GError) error = NULL;

  if (game != self->game)
    forget_game (self);
  /* a game played with other rules has no La Bella Gigogin table */
  if (self->play != NULL || game == NULL ||
      gg_ruleset_class (game->ruleset) != &gg_bg_ruleset_class)
    return self->play;
  self->rules = gg_game_bg_rules (game, &error);
  if (self->rules == NULL)
    {
      g_warning ("%s", error->message);
      return NULL;
    }
  self->game = game;
  self->play = gg_bg_table_new (game, self->rules);
  return self->play;
}

GgBgRules *
gg_play_context_get_rules (GgPlayContext *self)
{
  return gg_play_context_get_play (self) ? self->rules : NULL;
}

GgGameState *
gg_play_context_get_state (GgPlayContext *self)
{
  GgBgTable *play = gg_play_context_get_play (self);
  g_autoptr (GError) error = NULL;
  GgGame *game;

  if (play == NULL)
    return NULL;
  game = gg_bg_table_get_game (play);
  /* the core starts the game: a state and a bag with every squad's chit, hidden ones too */
  if (!gg_bg_play_begin (game, g_random_int (), GG_CHIT_MODE_TOKENS, &error))
    {
      g_warning ("%s", error->message);
      return NULL;
    }
  return game->state;
}

char *
gg_play_context_activation (GgPlayContext *self)
{
  GgGameState *state = gg_play_context_get_state (self);
  GgChit pair[2];
  guint n;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  if (state == NULL || (n = gg_chitbag_get_current (state->chits, pair)) == 0)
    return NULL;
  a = gg_chit_to_string (pair[0]);
  if (n == 1)
    return g_steal_pointer (&a);
  b = gg_chit_to_string (pair[1]);
  return g_strdup_printf ("%s + %s", a, b);
}

void
gg_play_context_begin_action (GgPlayContext *self, const char *label)
{
  gg_document_begin_user_action (self->document, label);
}

void
gg_play_context_end_action (GgPlayContext *self)
{
  gg_document_end_user_action (self->document);
  gg_play_context_commit (self);
}

void
gg_play_context_commit (GgPlayContext *self)
{
  /* the state of play changed: the document is modified (saved, autosaved) and redrawn */
  gg_document_state_changed (self->document);
}

GgGame *
gg_play_context_get_game (GgPlayContext *self)
{
  GgBgTable *play = gg_play_context_get_play (self);

  return play != NULL ? gg_bg_table_get_game (play) : NULL;
}

/* The game, once it has a state of play. */
static GgGame *
played (GgPlayContext *self)
{
  return gg_play_context_get_state (self) != NULL ? gg_play_context_get_game (self) : NULL;
}

GgBgSquadRef
gg_play_context_get_preempt (GgPlayContext *self)
{
  GgGame *game = played (self);
  GgChit chit;

  if (game == NULL || !gg_bg_play_preempted (game, &chit))
    return (GgBgSquadRef){ 0, 0 };
  return (GgBgSquadRef){ chit.side, chit.squad };
}

void
gg_play_context_set_interaction (GgPlayContext *self, GgPairInteraction interaction)
{
  GgGame *game = played (self);

  if (game != NULL)
    gg_bg_play_set_interaction (game, interaction);
}

GgPairInteraction
gg_play_context_get_interaction (GgPlayContext *self)
{
  GgGame *game = played (self);

  return game != NULL ? gg_bg_play_get_interaction (game) : GG_PAIR_APART;
}

guint
gg_play_context_pair_fired (GgPlayContext *self)
{
  GgGame *game = played (self);

  return game != NULL ? gg_bg_play_pair_fired (game) : 0;
}

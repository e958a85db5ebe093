/* gg-d6-play-private.h: what the d6 play's files share: the play object and the helpers every
 * action uses to look units up, roll and write the referee's log. Not for use outside
 * src/core/rules/d6. */
#pragma once

#include "gg-d6-activation.h"
#include "gg-d6-play.h"

G_BEGIN_DECLS

struct _GgD6Play
{
  GgGame *game;
  GgD6Rules *rules;
  GgD6Table *table;
  guint first_roll;  /* dice rolled before the resolution being logged */
  gboolean scenario; /* the game came with its `d6:` section: the scenario set who is first */
  char *evader;      /* the last unit to evade, and its centre before (D6-CHG-6) */
  GgPoint evaded_from;
  GPtrArray *passed; /* ids of the friends it passed, as it ended its evade, or NULL */
};

gboolean _gg_d6_play_activated (GgD6Play *self, const char *id, GgD6Do what, GError **error);
gboolean _gg_d6_play_bad_face (GError **error);
void _gg_d6_play_begin (GgD6Play *self);
void _gg_d6_play_close_act (gpointer act);
GgDice *_gg_d6_play_dice (GgD6Play *self);
void _gg_d6_play_give (GgLogText *text, char **out);
void _gg_d6_play_log_dice (GgD6Play *self, GgLogText *title, const GgD6Report *report, guint first,
                           guint n);
void _gg_d6_play_log_report (GgD6Play *self, GgLogText *title, const GgD6Report *report,
                             GgLogText *outcome);
void _gg_d6_play_log_text (GgD6Play *self, GgLogKind kind, GgLogText *title, GgLogText *body);
gboolean _gg_d6_play_may_end_there (GgD6Play *self, GgD6TableUnit *u, double bearing,
                                    double allowed, GError **error);
gpointer _gg_d6_play_open_act (GgD6Play *self);
void _gg_d6_play_rebuild (GgD6Play *self);
void _gg_d6_play_record_move (GgD6Play *self, const char *id);
GgLogText *_gg_d6_play_say (const char *message, ...);
GgLogText *_gg_d6_play_say_labelled (guint k, const char *message, ...);
GgD6TableUnit *_gg_d6_play_unit (GgD6Play *self, const char *id, GError **error);
const char *_gg_d6_play_word_message (const char *word);
gboolean _gg_d6_play_change_check (GgD6Play *self, const char *id, GError **error);
gboolean _gg_d6_play_miners (GgD6Play *self, const char *id, GError **error);
int _gg_d6_play_remove_figures (GgD6Play *self, const char *id, int n);
void _gg_d6_play_destroyed (GgD6Play *self, GgD6TableUnit *u);
void _gg_d6_play_log_test (GgD6Play *self, GgD6TableUnit *u, const char *why, const GgD6Test *test,
                           GgD6TestResult result, char **text);

G_END_DECLS

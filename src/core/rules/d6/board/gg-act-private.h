/* gg-act-private.h: the interface every activation scheme implements (gg-act-d6.c,
 * gg-act-volturno.c, gg-act-r59.c) and the helpers gg-act.c gives them. */
#pragma once

#include "gg-act.h"
#include "gg-game-state.h"

G_BEGIN_DECLS

typedef struct
{
  GgActScheme scheme;
  /* the next attempt of @f before rolling; set plan->refused when it may not be tried */
  void (*plan) (GgAct *act, GgActFormation *f, const GgActChoice *choice, GgActPlan *plan);
  /* applies an attempt's result (plan->free: no die, @face unused) */
  void (*attempt) (GgAct *act, GgActFormation *f, GgActPlan *plan, int face, GgActOutcome *out);
  /* the initiative is decided: the phase begins */
  void (*start) (GgAct *act);
  void (*pass) (GgAct *act, GgActOutcome *out);
  void (*finish) (GgAct *act, GgActFormation *f, GgActOutcome *out);
  /* a side's initiative total for @face_sum (NULL when the scheme rolls none) */
  int (*initiative_total) (GgAct *act, char side, int face_sum);
  GgDieKind initiative_die;
  int initiative_dice; /* dice a side */
  /* dice an attempt rolls after its activation die showing @face (NULL: none) */
  guint (*attempt_extra_dice) (GgAct *act, GgActFormation *f, GgActPlan *plan, int face);
  /* dice @f's finish rolls (NULL: none) */
  guint (*finish_dice) (GgAct *act, GgActFormation *f);
} GgActClass;

extern const GgActClass gg_act_d6_class;
extern const GgActClass gg_act_volturno_class;
extern const GgActClass gg_act_r59_class;

struct _GgAct
{
  GgGame *game;
  GgRulesData *rules;
  GgActState *state;
  GgActState *own; /* the d6 sequence's, when the game has no activation section */
  const GgActClass *klass;
  GgActDistanceFunc distance;
  gpointer distance_data;
  GgActPlaceFunc place;
  gpointer place_data;
  GgActSightFunc sight;
  gpointer sight_data;
  gboolean poor_coordination; /* the d6 option (VOL-15.7) */
  GgLogText *log;             /* the entry being written */
  gboolean typed;             /* the action's dice are typed in (all of them) */
  guint first_roll;           /* the dice rolled before it */
};

static inline GgDice *
gg_act_dice (GgAct *act)
{
  return act->game->state->dice;
}

static inline char
gg_act_other (char side)
{
  return side == 'A' ? 'B' : 'A';
}

static inline GgActSide *
gg_act_side (GgAct *act, char side)
{
  return &act->state->sides[side == 'B'];
}

/* The table's answer about @place (GgActPlaceFunc), or -1 when it cannot say. */
int gg_act_place (GgAct *act, const char *place, char side, char **brigades, double within);
/* The table's answer about sight (GgActSightFunc), or -1 when it cannot say. */
int gg_act_sight (GgAct *act, char side, char **brigades, double within);
/* The number at activation.@path (d6.yaml) and whether a club changed it. */
int gg_act_number (GgAct *act, const char *path, const char **source);
void gg_act_add_modifier (GgActPlan *plan, const char *name, int value, const char *rule,
                          const char *line, const char *source, const char *note);
/* Exact odds over one die of @kind: faces f (f < @exclude_from) with f + modifier <= target,
 * the others below @exclude_from, and those from @exclude_from up (Volturno's natural 6). */
void gg_act_odds (GgActPlan *plan, int exclude_from);
/* Formations of @side that may still activate. */
guint gg_act_n_available (GgAct *act, char side);
void gg_act_set_active (GgAct *act, const char *id);
void gg_act_set_last (GgAct *act, const char *id);
/* A line of the log entry: @format untranslated (N_()), kept as data in the log with the values
 * (gg_log_text_add_message) and shown translated. */
void gg_act_note (GgAct *act, const char *format, ...) G_GNUC_PRINTF (2, 3);
/* As gg_act_note, the values whose bit is set in @labels (GG_LOG_LABEL) untranslated messages
 * themselves, shown translated too (gg_log_text_add_labelled). */
void gg_act_note_labelled (GgAct *act, guint labels, const char *format, ...) G_GNUC_PRINTF (3, 4);
/* Rolls one die of @kind for @purpose (a typed-in die queued before is taken first). */
int gg_act_roll (GgAct *act, GgDieKind kind, const char *purpose);
const char *gg_act_name (const GgActFormation *f);
/* An action of a scheme's own (1859's Demoralisation Segment): its outcome, with the typed-in
 * dice queued (NULL, with @error, for a bad face); _gg_act_end logs it and returns it. */
GgActOutcome *_gg_act_begin (GgAct *self, const int *entered, guint n_entered, GgDieKind kind,
                             GError **error);
/* Queues @n_entered typed-in dice of @kind (a d10's 0 is 0); FALSE, the queue empty again, for a
 * bad face. */
gboolean _gg_act_queue (GgAct *self, GgDieKind kind, const int *entered, guint n_entered,
                        GError **error);
/* @title: untranslated (N_()). */
GgActOutcome *_gg_act_end (GgAct *self, GgActOutcome *out, const char *title);
/* The value in the row named @key of the table at @path (d6.yaml), or -1. */
int gg_act_row_value (GgAct *act, const char *path, const char *key, const char **source);
GgActPlan *_gg_act_plan_new (GgActFormation *f);
/* 1859 (gg-act-r59-orders.c): a corps' new activation; an Extended one's cohesion cost. */
void _gg_act_r59_begin_activation (GgAct *self, GgActFormation *f);
void _gg_act_extended_cost (GgAct *self, GgActFormation *f);
/* The dice _gg_act_extended_cost rolls for @f (its units that moved). */
guint _gg_act_extended_dice (GgAct *self, GgActFormation *f);
/* The dice gg_act_demoralisation rolls now (the corps with a brigade hors de combat). */
guint _gg_act_demoralisation_dice (GgAct *self);
/* Refuses, with GG_ACT_ERROR_DICE, dice typed in (@n_entered > 0) that are not @needed. */
gboolean _gg_act_check_dice (guint needed, guint n_entered, GError **error);
/* R59-9.1 (gg-act-r59-morale.c): the Hors de Combat markers of @f's brigades, placed on those
 * that qualify and taken off the others, at the conclusion of its activation. */
void _gg_act_mark_hors_de_combat (GgAct *self, GgActFormation *f);

G_END_DECLS

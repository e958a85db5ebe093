/* gg-report.h: the battle report of a game: what it was (title, date, rules, table, forces),
 * how it went turn by turn (figures in action, casualties by fire, melee and artillery, the key
 * events of the referee's log) and how lucky each side's dice were, exactly: every roll with the
 * distribution it was drawn from, convolved into the chance of doing at least as well. */
#pragma once

#include <glib.h>

#include "gg-game.h"

G_BEGIN_DECLS

/* One value of a roll's outcome and its chance. */
typedef struct
{
  int value;
  double p;
} GgReportMass;

typedef enum
{
  GG_REPORT_FIRE,
  GG_REPORT_MELEE,
  GG_REPORT_ARTILLERY,
  GG_REPORT_N_CAUSES
} GgReportCause;

/* One roll as the report counts it: what it counted (@outcome: hits, 1/0 for a shot that hit or
 * not, or the face of a die whose count the log does not say) and the exact distribution
 * (GgReportMass, ascending values, summing to 1) it was drawn from. */
typedef struct
{
  guint entry; /* the log entry's serial */
  guint turn;
  char side;  /* 'A' or 'B' */
  char *what; /* in the language of the moment the report was made */
  int outcome;
  GArray *distribution; /* GgReportMass */
  gboolean by_face;     /* counted by its face: the log does not say what it counted */
} GgReportRoll;

typedef struct
{
  char side;
  GPtrArray *rolls; /* GgReportRoll*, borrowed from the report */
  double expected;
  int actual;
  double p_at_least;
  GArray *by_turn;      /* double: p_at_least of the rolls up to the end of each turn (turns[i]) */
  guint shots;          /* of the rolls, the shots read as hit or miss: how many, */
  double hits_expected; /* the hits expected of them */
  int hits;             /* and the hits they made */
} GgReportLuck;

typedef struct
{
  guint serial;
  char *text; /* in the report's language, with or without rule IDs */
} GgReportEvent;

typedef struct
{
  guint turn;
  guint first_entry, last_entry;           /* serials; 0 when the turn has no entry */
  guint in_action[2];                      /* side A, side B: figures left at the end of the turn */
  guint casualties[2][GG_REPORT_N_CAUSES]; /* suffered by each side */
  GPtrArray *events;                       /* GgReportEvent* */
  gboolean has_map;                        /* a replay frame holds the table at its end */
} GgReportTurn;

typedef struct
{
  char side;
  guint groups; /* squads or units */
  guint figures;
  guint leaders; /* squad leaders and officers */
} GgReportForce;

typedef struct
{
  GgGame *game; /* a reference */
  char *title;
  gint64 date; /* the first log entry's time, 0 when unknown */
  GgReportForce forces[2];
  char *ending;     /* how it ended */
  GPtrArray *turns; /* GgReportTurn* */
  GPtrArray *rolls; /* GgReportRoll*, every counted roll in log order */
  GgReportLuck luck[2];
  guint n_unassigned; /* rolls the report could not give a side */
} GgReport;

typedef struct
{
  gboolean rule_ids; /* keep rule IDs in the events' text */
} GgReportOptions;

/* The report of @game (its log, dice, replay and table as they stand; @game is referenced).
 * Texts are made in the language of the moment (gettext), so call it inside the language the
 * report is for. NULL with @error when the game has not begun (no log entry to report on). */
GgReport *gg_report_new (GgGame *game, const GgReportOptions *options, GError **error);
void gg_report_free (GgReport *self);

/* The numbers as one line of JSON (`gigogin-cli report --format json`): the game, its forces,
 * each turn's figures and casualties, and each side's luck with every roll's distribution. */
char *gg_report_to_json (GgReport *self);

/* Exact luck: the distribution of a sum of independent rolls, each its own distribution
 * (GgReportMass), convolved exactly, never simulated; built a roll at a time, so the luck
 * through the game is asked turn by turn without convolving again from the first roll.
 * p_at_least: P(sum >= @at_least); @expected gets the sum's mean. */
typedef struct _GgReportSum GgReportSum;
GgReportSum *gg_report_sum_new (void);
void gg_report_sum_free (GgReportSum *self);
void gg_report_sum_add (GgReportSum *self, GArray *distribution);
double gg_report_sum_p_at_least (GgReportSum *self, int at_least, double *expected);

/* The three rolls that mattered most: the least likely outcomes at or above their mean, weighed
 * by how far above it they were; fewer when the game had fewer. Borrowed. */
GPtrArray *gg_report_key_rolls (GgReport *self);

const char *gg_report_cause_name (GgReportCause cause);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgReport, gg_report_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgReportSum, gg_report_sum_free)

G_END_DECLS

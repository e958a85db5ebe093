/* gg-log.h: the referee's log: every roll, measurement and ruling of a game, with the time, the
 * turn and the activation it belongs to; kept in the game file and exportable as text.
 *
 * Dice rolls themselves live in the GgDice log (seeded, so a game replays); a log entry of kind
 * ROLL points at the rolls it explains (first serial and count) and carries the breakdown. */
#pragma once

#include <glib.h>

#include "gg-dice.h"
#include "gg-yaml.h"

G_BEGIN_DECLS

typedef enum
{
  GG_LOG_ROLL,    /* a resolution: dice, modifiers with rule IDs, result */
  GG_LOG_MEASURE, /* a measurement a player asked for */
  GG_LOG_RULING,  /* a referee's decision, e.g. a line-of-sight override */
  GG_LOG_NOTE,    /* anything else worth keeping */
} GgLogKind;

/* A piece of an entry's text kept as data: @message (untranslated, a printf format marked N_())
 * with its @values as text, shown in the reader's language; or, when @values is NULL, a literal
 * shown as it is (ids, rule IDs, punctuation, text older code made in the language of the
 * moment). */
typedef struct
{
  char *message;
  char **values;
  char *plural; /* a plural message: @message for n = 1 and @plural, chosen by @n; or NULL */
  gulong n;
  guint labels; /* the values that are untranslated messages themselves (GG_LOG_LABEL) */
} GgLogPart;

/* Value @k's bit (from 0) in the @labels of gg_log_text_add_labelled. */
#define GG_LOG_LABEL(k) (1u << (k))

/* An entry's text as a row of parts, built by the code that makes the entry. */
typedef struct
{
  GPtrArray *parts; /* GgLogPart* */
} GgLogText;

GgLogText *gg_log_text_new (void);
void gg_log_text_free (GgLogText *self);
GgLogText *gg_log_text_copy (const GgLogText *self);
/* Appends @literal, shown as it is. */
void gg_log_text_add (GgLogText *self, const char *literal);
/* Appends @label, an untranslated message without values (N_()), shown translated. */
void gg_log_text_add_label (GgLogText *self, const char *label);
/* Appends @message (untranslated) with printf arguments of the types its conversions say (%c %d
 * %i %u %s, %f %g with a precision); see gg_log_append_messagev. */
void gg_log_text_add_message (GgLogText *self, const char *message, ...) G_GNUC_PRINTF (2, 3);
void gg_log_text_add_messagev (GgLogText *self, const char *message, va_list args);
/* As gg_log_text_add_message, the values whose bit is set in @labels (GG_LOG_LABEL) untranslated
 * messages themselves (N_(), each a %s): an outcome, a rank, a reason shown in the reader's
 * language as the message is, not in the language of the moment. */
void gg_log_text_add_labelled (GgLogText *self, guint labels, const char *message, ...)
  G_GNUC_PRINTF (3, 4);
void gg_log_text_add_labelledv (GgLogText *self, guint labels, const char *message, va_list args);
/* As gg_log_text_add_message, the message in the plural form for @n (ngettext). */
void gg_log_text_add_plural (GgLogText *self, const char *singular, const char *plural, gulong n,
                             ...);
/* Appends every part of @other. */
void gg_log_text_append (GgLogText *self, const GgLogText *other);
/* The text in the UI's language. */
char *gg_log_text_render (const GgLogText *self);

typedef struct
{
  guint serial; /* 1, 2, 3 ... */
  GgLogKind kind;
  gint64 time;      /* unix seconds, UTC */
  guint turn;       /* 0 when not known */
  char *activation; /* e.g. "A3 + B7", "fire phase, side A"; or NULL */
  char *text;       /* what happened, in the language of the moment it was logged */
  guint first_roll; /* serial of the first GgRoll it used, 0 if none */
  guint n_rolls;
  char *message;    /* the untranslated message (a printf format) the text was made from, or NULL */
  char **values;    /* the message's values as text, in order (NULL-terminated), or NULL */
  GgLogText *parts; /* the text as data, in parts (the file's `parts:`), or NULL */
  GgLogText *activation_parts; /* the activation as data (`activation-parts:`), or NULL */
  char *bookmark; /* a bookmark the referee put on the entry (its name, maybe ""), or NULL */
} GgLogEntry;

/* Appends entry @e's text as data (its parts, or its message and values; its text when it has
 * neither), so an entry that sums up others says them in the reader's language too. */
void gg_log_text_add_entry (GgLogText *self, const GgLogEntry *e);

typedef struct _GgLog GgLog;

GgLog *gg_log_new (void);
void gg_log_free (GgLog *self);
/* Appends an entry whose text is a literal (the language of the moment: older files, tests; new
 * entries are kept as data with gg_log_append_messagev or gg_log_append_text) stamped @time;
 * returns its serial. */
guint gg_log_append_at (GgLog *self, gint64 time, GgLogKind kind, guint turn,
                        const char *activation, const char *text, guint first_roll, guint n_rolls);
/* As gg_log_append_at, the entry made from @message (untranslated, marked N_()) and its values,
 * printf arguments of the types its conversions say (%c %d %i %u %s, %f with a precision): the
 * file keeps the message and the values, so the entry is shown in the reader's language
 * (gg_log_entry_render), and the text in the language of the moment for older readers. */
guint gg_log_append_messagev (GgLog *self, gint64 time, GgLogKind kind, guint turn,
                              const char *activation, guint first_roll, guint n_rolls,
                              const char *message, va_list args);
/* As gg_log_append_at, the entry's text made of @text's parts (taken): the file keeps them, so
 * the entry is shown in the reader's language, and the text of the moment for older readers. */
guint gg_log_append_text (GgLog *self, gint64 time, GgLogKind kind, guint turn,
                          const char *activation, guint first_roll, guint n_rolls, GgLogText *text);
/* Gives entry @serial's activation as data (@text, taken): its `activation` becomes the text of
 * the moment, and the entry shows it in the reader's language. */
void gg_log_set_activation_text (GgLog *self, guint serial, GgLogText *text);
/* The entry's activation in the UI's language, or NULL when it has none. */
char *gg_log_entry_render_activation (const GgLogEntry *e);
/* The entry's text in the UI's language: its message translated, with its values; the text
 * stored when it has no message (older files) or the translation does not fit its values. */
char *gg_log_entry_render (const GgLogEntry *e);
guint gg_log_get_n_entries (GgLog *self);
/* Puts a bookmark named @name ("" for none) on entry @serial, or takes it off (@name NULL); kept
 * in the game file as the entry's `bookmark:`. FALSE when there is no such entry. */
gboolean gg_log_set_bookmark (GgLog *self, guint serial, const char *name);
/* The index (0-based) of the first entry of turn @turn, or -1 when the log has none. */
int gg_log_find_turn (GgLog *self, guint turn);
const GgLogEntry *gg_log_get_entry (GgLog *self, guint i);
/* Plain text for people: one block per entry, with the rolls it used taken from @dice (may be
 * NULL). Times are shown in local time. */
char *gg_log_to_text (GgLog *self, GgDice *dice);

GgYamlNode *gg_log_to_yaml (GgLog *self);
/* Reads a `log:` list. Roll references must lie within @n_rolls rolls. */
GgLog *gg_log_from_yaml (const GgYamlNode *node, const char *filename, guint n_rolls,
                         GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgLog, gg_log_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgLogText, gg_log_text_free)

G_END_DECLS

/* gg-bg-hidden.h: ambush, hidden ambush and hidden deployment (BG-14), with the hidden figures
 * SEALED in the game file until revealed.
 *
 * Sealing: while a squad is hidden its figures (ids, roles, bases, positions) leave the game's
 * `figures:` and are kept in the state's `hidden:` entry as "gg1:" + base64 of a nonce, the
 * figures encrypted with a keystream of HMAC-SHA256 blocks, and a 128-bit HMAC tag. The key is
 * derived from the owner's passphrase when one is given (`locked: true`): like the folded sheet
 * handed to the opponent (BG-14.2-b), nobody can read it from the file, and a tampered seal is
 * refused. Without a passphrase the key is derived from the game's seed: not readable at a glance
 * and never shown by the app or the CLI, but a determined reader of the file could recover it.
 * The nonce is derived from the squad and the figures, so saving twice gives the same bytes. */
#pragma once

#include <glib.h>

#include "gg-bg-rules.h"
#include "gg-bg-state.h"
#include "gg-game.h"

G_BEGIN_DECLS

#define GG_BG_HIDDEN_ERROR (gg_bg_hidden_error_quark ())
GQuark gg_bg_hidden_error_quark (void);

typedef enum
{
  GG_BG_HIDDEN_ERROR_RULE, /* the rules do not allow it; the message names the rule */
  GG_BG_HIDDEN_ERROR_SEAL, /* wrong passphrase, or a seal that was altered */
  GG_BG_HIDDEN_ERROR_NOT_HIDDEN,
} GgBgHiddenError;

/* The untranslated message (N_()) of a seal or not-hidden @error, for a log entry that shows it
 * in its reader's language; NULL for any other error. */
const char *gg_bg_hidden_error_reason (const GError *error);

/* Hides @squad: agguato and nascosto leave the two @dummies (figures of the squad) on the table;
 * an imboscata (infantry only, BG-14.2-a) leaves nothing. Agguato dummies must be at least
 * 20 cm apart (BG-14.1-a). The other figures are sealed. */
gboolean gg_bg_hide_squad (GgGame *game, GgBgRules *rules, const GgChit *squad, GgHiddenMode mode,
                           const char *const *dummies, const char *passphrase, GError **error);
/* Puts the sealed figures back where they were written (BG-14.1-c, BG-14.2-d, BG-14.3-c). */
gboolean gg_bg_reveal_squad (GgGame *game, const GgChit *squad, const char *passphrase,
                             GError **error);
/* BG-14.1-c: deployed, the leader stands where one of the dummies stood and the squad within
 * 15 cm of him. */
gboolean gg_bg_deployment_ok (GgGame *game, GgBgRules *rules, const GgChit *squad,
                              const GgPoint *dummy_at, guint n_dummies, const char **rule);
/* BG-14.3-d (AMB-59): the dummies of an agguato or a hidden deployment are spotted when an enemy
 * figure sees one, at any range; the owner must then deploy. An imboscata as BG-14.2-d. */
gboolean gg_bg_hidden_spotted (GgBgRules *rules, GgHiddenMode mode, gboolean visible,
                               double distance_mm);

G_END_DECLS

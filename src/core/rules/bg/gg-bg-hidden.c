/* gg-bg-hidden.c: hidden squads and their seals. */
#include "gg-bg-hidden.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "gg-bg-chain.h"
#include "gg-geometry.h"

/* clang-format off */
G_DEFINE_QUARK (gg-bg-hidden-error-quark, gg_bg_hidden_error)
/* clang-format on */

#define TAG_LEN   16
#define NONCE_LEN 8

/* Seals */

static void
hmac (const guint8 *key, gsize key_len, const guint8 *data, gsize len, guint8 out[32])
{
  g_autoptr (GHmac) h = g_hmac_new (G_CHECKSUM_SHA256, key, key_len);
  gsize n = 32;

  g_hmac_update (h, data, len);
  g_hmac_get_digest (h, out, &n);
}

static void
derive_key (const char *passphrase, guint32 seed, guint8 key[32])
{
  g_autofree char *secret = (passphrase && *passphrase)
                              ? g_strconcat ("passphrase:", passphrase, NULL)
                              : g_strdup_printf ("game:%" G_GUINT32_FORMAT, seed);

  hmac ((const guint8 *) secret, strlen (secret), (const guint8 *) "gigogin-seal/1", 14, key);
}

static void
keystream (const guint8 key[32], const guint8 *nonce, guint8 *data, gsize len)
{
  guint8 block[NONCE_LEN + 4], out[32];

  memcpy (block, nonce, NONCE_LEN);
  for (gsize i = 0; i < len; i++)
    {
      if (i % 32 == 0)
        {
          guint32 counter = GUINT32_TO_BE ((guint32) (i / 32));

          memcpy (block + NONCE_LEN, &counter, 4);
          hmac (key, 32, block, sizeof block, out);
        }
      data[i] ^= out[i % 32];
    }
}

/* @passphrase NULL or "": the game's key, from @seed. */
static char *
gg_bg_seal (const char *plaintext, const char *passphrase, guint32 seed)
{
  gsize len = strlen (plaintext);
  g_autofree guint8 *buf = g_malloc (NONCE_LEN + len + 32);
  guint8 key[32], digest[32];
  g_autofree char *b64 = NULL;

  derive_key (passphrase, seed, key);
  hmac (key, 32, (const guint8 *) plaintext, len, digest);
  memcpy (buf, digest, NONCE_LEN);
  memcpy (buf + NONCE_LEN, plaintext, len);
  keystream (key, buf, buf + NONCE_LEN, len);
  hmac (key, 32, buf, NONCE_LEN + len, digest);
  memcpy (buf + NONCE_LEN + len, digest, TAG_LEN);
  b64 = g_base64_encode (buf, NONCE_LEN + len + TAG_LEN);
  return g_strconcat ("gg1:", b64, NULL);
}

/* kept untranslated as well, for the log (gg_bg_hidden_error_reason) */
static const char seal_reason[] =
  N_ ("the seal does not open: wrong passphrase, or the seal was altered");
static const char not_hidden_reason[] = N_ ("the squad is not hidden");

const char *
gg_bg_hidden_error_reason (const GError *error)
{
  if (g_error_matches (error, GG_BG_HIDDEN_ERROR, GG_BG_HIDDEN_ERROR_SEAL))
    return seal_reason;
  if (g_error_matches (error, GG_BG_HIDDEN_ERROR, GG_BG_HIDDEN_ERROR_NOT_HIDDEN))
    return not_hidden_reason;
  return NULL;
}

static char *
gg_bg_unseal (const char *seal, const char *passphrase, guint32 seed, GError **error)
{
  g_autofree guint8 *buf = NULL;
  gsize n = 0;
  guint8 key[32], digest[32];

  if (seal != NULL && g_str_has_prefix (seal, "gg1:"))
    buf = g_base64_decode (seal + 4, &n);
  derive_key (passphrase, seed, key);
  if (n >= NONCE_LEN + TAG_LEN)
    hmac (key, 32, buf, n - TAG_LEN, digest);
  if (n < NONCE_LEN + TAG_LEN || memcmp (digest, buf + n - TAG_LEN, TAG_LEN) != 0)
    {
      g_set_error_literal (error, GG_BG_HIDDEN_ERROR, GG_BG_HIDDEN_ERROR_SEAL, _(seal_reason));
      return NULL;
    }
  keystream (key, buf, buf + NONCE_LEN, n - TAG_LEN - NONCE_LEN);
  return g_strndup ((const char *) buf + NONCE_LEN, n - TAG_LEN - NONCE_LEN);
}

/* Figures to text and back: one a line, tab-separated, lengths in mm. */

static void
append_figure (GString *s, const GgFigure *f)
{
  char b[6][G_ASCII_DTOSTR_BUF_SIZE];
  const double v[6] = { f->base.front,    f->base.depth,    f->base.diameter,
                        f->base.centre.x, f->base.centre.y, f->base.facing };

  for (guint i = 0; i < 6; i++)
    g_ascii_dtostr (b[i], sizeof b[i], v[i]);
  g_string_append_printf (s, "%s\t%c\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", f->id, f->side, f->squad,
                          f->role ? f->role : "", b[0], b[1], b[2], b[3], b[4], b[5]);
}

static GgFigure *
parse_figure (const char *line)
{
  g_auto (GStrv) p = g_strsplit (line, "\t", -1);
  GgFigure *f;

  if (g_strv_length (p) != 10)
    return NULL;
  f = gg_figure_new (p[0]);
  f->side = p[1][0];
  f->squad = atoi (p[2]);
  f->role = *p[3] ? g_strdup (p[3]) : NULL;
  f->base.front = g_ascii_strtod (p[4], NULL);
  f->base.depth = g_ascii_strtod (p[5], NULL);
  f->base.diameter = g_ascii_strtod (p[6], NULL);
  f->base.centre.x = g_ascii_strtod (p[7], NULL);
  f->base.centre.y = g_ascii_strtod (p[8], NULL);
  f->base.facing = g_ascii_strtod (p[9], NULL);
  return f;
}

static gboolean
rule_error (GError **error, const char *rule, const char *message)
{
  g_set_error (error, GG_BG_HIDDEN_ERROR, GG_BG_HIDDEN_ERROR_RULE, "%s [%s]", message, rule);
  return FALSE;
}

static gboolean
check_dummies (GgGame *game, GgBgRules *rules, const GgChit *squad, GgHiddenMode mode,
               const char *const *dummies, GError **error)
{
  guint n = dummies ? g_strv_length ((char **) dummies) : 0;
  GgFigure *a, *b;

  if (mode == GG_HIDDEN_IMBOSCATA)
    return n == 0 || rule_error (error, "BG-14.2-b",
                                 _("a hidden ambush leaves nothing on the "
                                                       "table"));
  if (n != 2)
    return rule_error (error, "BG-14.1-a", _("two figures of the squad stay on the table"));
  a = gg_game_lookup_figure (game, dummies[0]);
  b = gg_game_lookup_figure (game, dummies[1]);
  if (a == NULL || b == NULL || a == b || a->side != squad->side || b->side != squad->side ||
      a->squad != squad->squad || b->squad != squad->squad)
    return rule_error (error, "BG-14.1-a", _("the two figures must be of the hidden squad"));
  if (mode == GG_HIDDEN_AGGUATO &&
      gg_base_distance (&a->base, &b->base) <
        gg_bg_rules_distance (rules, "ambush.dummies-apart").value - GG_GEOMETRY_EPSILON)
    return rule_error (error, "BG-14.1-a", _("the two figures must be at least 20 cm apart"));
  return TRUE;
}

static char *
take_figures (GgGame *game, const GgChit *squad, const char *const *dummies)
{
  GString *s = g_string_new (NULL);

  for (guint i = game->figures->len; i-- > 0;)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side != squad->side || f->squad != squad->squad ||
          (dummies && g_strv_contains (dummies, f->id)))
        continue;
      append_figure (s, f);
      g_hash_table_remove (game->by_id, f->id);
      g_ptr_array_remove_index (game->figures, i);
    }
  return g_string_free (s, FALSE);
}

gboolean
gg_bg_hide_squad (GgGame *game, GgBgRules *rules, const GgChit *squad, GgHiddenMode mode,
                  const char *const *dummies, const char *passphrase, GError **error)
{
  GgSquadState *s = gg_bg_state_squad (game->state, squad->side, squad->squad, TRUE);
  g_autofree char *text = NULL;
  GgHiddenSquad *h;

  if (mode == GG_HIDDEN_IMBOSCATA && s->arm != GG_BG_ARM_INFANTRY)
    return rule_error (error, "BG-14.2-a", _("only infantry squads may lay a hidden ambush"));
  if (gg_bg_state_hidden (game->state, squad->side, squad->squad) != NULL ||
      !check_dummies (game, rules, squad, mode, dummies, error))
    return FALSE;
  text = take_figures (game, squad, dummies);
  h = g_new0 (GgHiddenSquad, 1);
  h->squad = *squad;
  h->mode = mode;
  h->dummies = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; dummies != NULL && dummies[i] != NULL; i++)
    g_ptr_array_add (h->dummies, g_strdup (dummies[i]));
  h->locked = passphrase != NULL && *passphrase != '\0';
  h->seal = gg_bg_seal (text, passphrase, gg_dice_get_seed (game->state->dice));
  g_ptr_array_add (gg_bg_state (game->state)->hidden, h);
  return TRUE;
}

gboolean
gg_bg_reveal_squad (GgGame *game, const GgChit *squad, const char *passphrase, GError **error)
{
  GgHiddenSquad *h = gg_bg_state_hidden (game->state, squad->side, squad->squad);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;

  if (h == NULL)
    {
      g_set_error_literal (error, GG_BG_HIDDEN_ERROR, GG_BG_HIDDEN_ERROR_NOT_HIDDEN,
                           _(not_hidden_reason));
      return FALSE;
    }
  text = gg_bg_unseal (h->seal, passphrase, gg_dice_get_seed (game->state->dice), error);
  if (text == NULL)
    return FALSE;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      GgFigure *f = *lines[i] ? parse_figure (lines[i]) : NULL;

      if (f != NULL && !gg_game_add_figure (game, f))
        gg_figure_free (f);
    }
  g_ptr_array_remove (gg_bg_state (game->state)->hidden, h);
  return TRUE;
}

gboolean
gg_bg_deployment_ok (GgGame *game, GgBgRules *rules, const GgChit *squad, const GgPoint *dummy_at,
                     guint n_dummies, const char **rule)
{
  g_autoptr (GgBgSquadCommand) c = gg_bg_command_squad (game, rules, squad->side, squad->squad);
  double within = gg_bg_rules_distance (rules, "ambush.deploy-within").value;
  gboolean on_dummy = FALSE;

  *rule = "BG-14.1-c";
  if (c == NULL || c->leader == NULL)
    return FALSE;
  for (guint i = 0; i < n_dummies; i++)
    on_dummy |= gg_point_distance (c->leader->base.centre, dummy_at[i]) < 1.0;
  for (guint i = 0; on_dummy && i < c->members->len; i++)
    {
      GgFigure *f = g_ptr_array_index (c->members, i);

      if (gg_base_distance (&f->base, &c->leader->base) > within + GG_GEOMETRY_EPSILON)
        return FALSE;
    }
  return on_dummy;
}

/* BG-14.2-d: an imboscata is sprung by an enemy who could see it at less than 20 cm. */
static gboolean
gg_bg_imboscata_sprung (GgBgRules *rules, gboolean visible, double distance_mm)
{
  return visible && distance_mm < gg_bg_rules_distance (rules, "ambush.imboscata-spotted").value;
}

gboolean
gg_bg_hidden_spotted (GgBgRules *rules, GgHiddenMode mode, gboolean visible, double distance_mm)
{
  if (mode == GG_HIDDEN_IMBOSCATA)
    return gg_bg_imboscata_sprung (rules, visible, distance_mm);
  return visible;
}

/* gg-bg-score.c: the score live from the state of play (BG-16, AMB-68/69, T-12). */
#include "gg-bg-score.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gg-bg-chain.h"
#include "gg-bg-prisoners.h"

typedef enum
{
  KIND_FIGURE,
  KIND_LEADER,
  KIND_OFFICER,
  KIND_MUSICIAN,
  KIND_GUN,
} Kind;

static Kind
kind_of (const GgFigure *f)
{
  const char *r = f->role ? f->role : "";

  if (gg_bg_role_is_leader (r))
    return KIND_LEADER;
  if (g_str_equal (r, "M") || g_str_equal (r, "BtM"))
    return KIND_MUSICIAN;
  if (gg_bg_role_is_officer (r))
    return KIND_OFFICER;
  /* AMB-07 codes: guns G<n> and teams T<n> */
  if ((r[0] == 'G' || r[0] == 'T') && g_ascii_isdigit (r[1]))
    return KIND_GUN;
  return KIND_FIGURE;
}

static void
count_figure (GgGame *game, const GgFigure *f, GgBgScore *out)
{
  int s = f->side == 'B';
  gboolean gone = game->state != NULL && gg_bg_state_is_out (game->state, f->id);
  Kind k = kind_of (f);

  if (k != KIND_GUN)
    out->start[s]++, out->out[s] += gone;
  if (k == KIND_OFFICER)
    out->officers[s]++, out->officers_left[s] += !gone;
  if (!gone)
    return;
  if (k == KIND_LEADER)
    out->losses[s].squad_leaders++;
  else if (k == KIND_OFFICER || k == KIND_MUSICIAN)
    out->losses[s].officers++;
  else if (k == KIND_GUN)
    out->losses[s].guns_and_horses++;
  else
    out->losses[s].figures++;
}

void
gg_bg_score (GgGame *game, GgBgRules *rules, GgBgScore *out)
{
  memset (out, 0, sizeof *out);
  for (guint i = 0; i < game->figures->len; i++)
    count_figure (game, g_ptr_array_index (game->figures, i), out);
  for (guint i = 0; game->state && i < gg_bg_state (game->state)->objectives->len; i++)
    {
      GgObjective *o = &g_array_index (gg_bg_state (game->state)->objectives, GgObjective, i);

      out->objectives[o->side == 'B'] += o->points;
      out->conquered[o->side == 'B'] |= o->conquered;
    }
  for (int s = 0; s < 2; s++)
    {
      int e = 1 - s;

      gg_bg_victory_points (rules, &out->losses[e], out->objectives[s], &out->victory[s]);
      out->end[s] = gg_bg_game_over (rules, out->conquered[s],
                                     out->officers[e] > 0 ? out->officers_left[e] : 1, out->out[e],
                                     out->start[e]);
    }
  out->over = out->end[0] != GG_BG_END_NONE || out->end[1] != GG_BG_END_NONE;
  if (out->over && out->victory[0].points != out->victory[1].points)
    out->winner = out->victory[0].points > out->victory[1].points ? 'A' : 'B';
}

void
gg_bg_score_clear (GgBgScore *score)
{
  gg_bg_victory_clear (&score->victory[0]);
  gg_bg_victory_clear (&score->victory[1]);
}

/* gg-photo-place.c: squad markers' codes, and placing the squads from a photo. */
#include "gg-photo-place.h"

int
gg_squad_marker_code (char side, int squad, gboolean behind)
{
  if ((side != 'A' && side != 'B') || squad < 1 || squad > GG_SQUAD_MAX_NUMBER)
    return -1;
  return (side == 'B' ? GG_SQUAD_CODES_PER_SIDE : 0) + 2 * (squad - 1) + (behind ? 1 : 0);
}

gboolean
gg_squad_marker_from_code (int code, char *side, int *squad, gboolean *behind)
{
  if (code < 0 || code >= 2 * GG_SQUAD_CODES_PER_SIDE)
    return FALSE;
  *side = code < GG_SQUAD_CODES_PER_SIDE ? 'A' : 'B';
  code %= GG_SQUAD_CODES_PER_SIDE;
  *squad = code / 2 + 1;
  *behind = code % 2;
  return TRUE;
}

/* gg-photo-place.h: squad markers, and placing the squads from a photo of the table.
 *
 * A squad marker is a printed card (gigogin-cli print --squad-markers) with a tag36h11 code
 * (gg-photo-tags.h), the squad's name and an arrow. Each squad (d6: each unit) has two cards, "in
 * front" and "behind", with their own codes. The player lays the one on the photographer's side
 * flat on the table, touching the middle of the leader's base's front edge ("in front") or rear
 * edge ("behind"), its arrow the way the leader faces (d6: at the unit's centre). So no card
 * lies behind its own figure, where the figure would hide it from the camera.
 *
 * The codes go through the game file: side A's squad N (the figures' `side: A`, `squad: N`) has
 * codes 2N − 2 (in front) and 2N − 1 (behind); side B's squad N has 290 + the same. Squads 1 to
 * 145 a side have codes.
 *
 * A card, as printed, with its arrow pointing up the page: the code's black square of @code mm
 * (30 or 40), a white margin of one code cell (code / 8) round it, and a strip of
 * GG_SQUAD_CARD_STRIP (code) for the arrow and the name on the side away from the base: at the
 * top of the "in front" card, whose bottom edge touches the base, and at the bottom of the
 * "behind" card, whose top edge touches it. Either way the code's centre lies
 * GG_SQUAD_CARD_REACH (code) from the base's edge. */
#pragma once

#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib.h>

#include "gg-game.h"
#include "gg-photo.h"

G_BEGIN_DECLS

#define GG_SQUAD_CODES_PER_SIDE    290
#define GG_SQUAD_MAX_NUMBER        (GG_SQUAD_CODES_PER_SIDE / 2)
#define GG_SQUAD_CARD_MARGIN(code) ((code) / 8.0)
#define GG_SQUAD_CARD_STRIP(code)  ((code) *0.3)
#define GG_SQUAD_CARD_WIDTH(code)  ((code) + 2 * GG_SQUAD_CARD_MARGIN (code))
#define GG_SQUAD_CARD_HEIGHT(code) (GG_SQUAD_CARD_WIDTH (code) + GG_SQUAD_CARD_STRIP (code))
#define GG_SQUAD_CARD_REACH(code)  ((code) / 2.0 + GG_SQUAD_CARD_MARGIN (code))

/* The code of a squad's card; -1 if @squad is outside 1..GG_SQUAD_MAX_NUMBER or @side is not
 * 'A' or 'B'. */
int gg_squad_marker_code (char side, int squad, gboolean behind);
/* The squad and card of @code; FALSE if it is no squad marker's. */
gboolean gg_squad_marker_from_code (int code, char *side, int *squad, gboolean *behind);

/* A photographed base's top, GG_PHOTO_BASE_HEIGHT above the table, lies in the rectified photo
 * further from the camera than its foot. Placing finds the foot by the base's edge nearest the
 * camera; where that edge is not clear, it moves the snapped centre back toward the camera by
 * this height over the camera's. */
#define GG_PHOTO_BASE_HEIGHT 3.0

/* How exactly a hand lays a card against a base: the documented tolerance of a position read
 * from a card alone (mm), and of its facing (degrees). */
#define GG_PHOTO_CARD_TOLERANCE_MM  2.0
#define GG_PHOTO_CARD_TOLERANCE_DEG 2.0

/* One squad's outcome. */
typedef struct
{
  char side;
  int squad;
  char *leader;           /* the leader's figure id (the first "L…", else the squad's first) */
  gboolean found;         /* its card was read */
  gboolean behind;        /* the card read is the "behind" one */
  int code;               /* the card's code; -1 when not found */
  double code_mm;         /* the code's side as printed: 30 or 40 */
  double seen_px_mm;      /* photo pixels a mm at the card: how well it was seen */
  double margin;          /* AprilTag's decision margin: how clearly its cells read */
  GgBase before, after;   /* the leader's base */
  double moved_mm;        /* how far the leader moved */
  double turned_deg;      /* how far he turned, −180..180 */
  guint figures;          /* figures in the squad, the leader included */
  guint snapped;          /* of the others, how many were snapped to a photographed base */
  double allowance_mm;    /* the leader's move allowance (gg_table_rules_move_allowance); 0 when
                         * the rules roll it or the game's rules cannot be read */
  gboolean too_far;       /* moved further than the allowance and the card's tolerance */
  gboolean base_seen;     /* the leader's own base was found in the photo, its foot clear */
  double base_x, base_y;  /* where (table mm); the leader is placed by his card all the same */
  double card_vs_base_mm; /* how far apart the card and the base put him */
  double error_mm;        /* the leader's estimated error: the card's hand-laying tolerance
                           * and the calibration's error together (root sum of squares) */
} GgPhotoSquadPlace;

/* What the photo says that disagrees with the game, or could not be read. */
typedef enum
{
  GG_PHOTO_PROBLEM_NOT_FOUND, /* the squad's card was not read: the squad is not moved */
  GG_PHOTO_PROBLEM_TOO_FAR,   /* the squad moved further than its allowance */
  GG_PHOTO_PROBLEM_NO_BASE,   /* a figure of the game with no base in the photo where it goes */
  GG_PHOTO_PROBLEM_NO_FIGURE, /* a base in the photo, beside a squad, that no figure stands on */
  GG_PHOTO_PROBLEM_UNSEEN,    /* none of a squad's other figures has a base the photo tells
                               * apart from the table: all moved with the leader */
} GgPhotoProblemKind;

typedef struct
{
  GgPhotoProblemKind kind;
  char side;
  int squad;
  char *figure;  /* NO_BASE: the figure's id; else NULL */
  guint figures; /* UNSEEN: how many figures moved with the leader */
  double x, y;   /* NO_BASE, NO_FIGURE: where on the table (mm); TOO_FAR: the leader's new place */
  double value;  /* TOO_FAR: how far the squad moved (mm) */
  double limit;  /* TOO_FAR: its allowance (mm) */
  char *text;    /* one sentence, in the language of the moment */
} GgPhotoProblem;

/* "not-found", "too-far", "no-base", "no-figure", "bases-unseen": the CLI's JSON. */
const char *gg_photo_problem_kind_to_string (GgPhotoProblemKind kind);

typedef struct
{
  GgPhotoCalibration calibration;
  double camera[3];     /* table mm; NAN if unknown */
  GArray *squads;       /* GgPhotoSquadPlace, by side and number */
  GPtrArray *figures;   /* GgFigure*: copies of the figures that move, with their new bases */
  GPtrArray *problems;  /* GgPhotoProblem*: not found, then what disagrees with the game */
  guint found, missing; /* squads */
} GgPhotoPlacement;

void gg_photo_placement_free (GgPhotoPlacement *placement);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgPhotoPlacement, gg_photo_placement_free)

/* Reads @photo (its table corners @corners, as gg_photo_calibrate() takes them) and works out
 * where every squad of @game stands: the leader from his card (position and facing), the other
 * figures moved with him and snapped to their photographed bases. This is the review both the
 * CLI and the app show before anything changes: each squad found (how far it moved, how well
 * it was seen), each not found (named, not moved), and what disagrees with the game: a squad
 * moved further than its allowance, a figure with no base in the photo, a photographed base
 * beside a squad that no figure stands on. @game is not changed. Fails
 * (GG_PHOTO_ERROR_MARKERS) when no squad marker is in the photo, a squad's two cards are both
 * there, a code is seen twice, or a code is no squad of the game's, naming the squad or code. */
GgPhotoPlacement *gg_photo_place_squads (GgGame *game, GdkPixbuf *photo, const double corners[8],
                                         GError **error);

/* Moves @game's figures to @placement's bases. Returns how many moved. */
guint gg_photo_placement_apply (GgGame *game, const GgPhotoPlacement *placement);

/* The app's Apply: moves @document's figures to @placement's bases (only their bases change)
 * as ONE undoable user action, "Place Squads from Photo", and enters it in the referee's log
 * with the photo's file name (@photo_path), the squads found and those not. Returns how many
 * figures moved. */
struct _GgDocument;
guint gg_document_place_squads (struct _GgDocument *document, const GgPhotoPlacement *placement,
                                const char *photo_path);

G_END_DECLS

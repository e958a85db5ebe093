/* gg-d6-pane.c: what every d6 rules pane shares. */
#include "gg-config.h"

#include "gg-d6-pane.h"

#include <glib/gi18n.h>

#include "gg-d6-ui.h"

typedef struct
{
  GgDocument *document;
  GgD6Rules *rules; /* borrowed from the turn panel */
  GgD6ReportView *view;
  GgD6Table *table;  /* the last measured (gg_d6_pane_get_table) */
  GgD6Play *play;    /* on the document's game (gg_d6_pane_get_play) */
  gboolean busy;     /* refreshing: input callbacks do not replan */
  gboolean applying; /* showing its own result: the game's change does not replan it */
} GgD6PanePrivate;

enum
{
  RESOLVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_TYPE_WITH_PRIVATE (GgD6Pane, gg_d6_pane, GTK_TYPE_WIDGET)

static void
roll_cb (GgD6ReportView *view, GArray *entered, GgD6Pane *self)
{
  GgD6PanePrivate *priv = gg_d6_pane_get_instance_private (self);

  if (priv->document == NULL || GG_D6_PANE_GET_CLASS (self)->resolve == NULL)
    return;
  GG_D6_PANE_GET_CLASS (self)->resolve (self, entered ? (const int *) entered->data : NULL);
}

static void
gg_d6_pane_dispose (GObject *object)
{
  GgD6Pane *self = GG_D6_PANE (object);
  GgD6PanePrivate *priv = gg_d6_pane_get_instance_private (self);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&priv->table, gg_d6_table_free);
  g_clear_pointer (&priv->play, gg_d6_play_free);
  g_clear_object (&priv->document);
  G_OBJECT_CLASS (gg_d6_pane_parent_class)->dispose (object);
}

/* Labels ask for their whole text on one line as natural width; a stack of panes would then
 * ask for a window wider than a laptop's screen. Two columns of about 540 px are enough. */
#define NATURAL_WIDTH 1100

static void
gg_d6_pane_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                    int *natural, int *minimum_baseline, int *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  if (child == NULL)
    return;
  /* height for width only: a width asked for a given height would be the width of the words on
   * as few lines as that height holds, wider than any sidebar */
  gtk_widget_measure (child, orientation, orientation == GTK_ORIENTATION_VERTICAL ? for_size : -1,
                      minimum, natural, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = MAX (*minimum, MIN (*natural, NATURAL_WIDTH));
}

/* Its words wrap: its height depends on its width. Without this GTK takes a widget without a
 * layout manager for one of constant size and measures its height for no width at all, shorter
 * than the wrapped text it is then given: the pane's dice ran under the next group ("Units with
 * Markers" drawn over them). */
static GtkSizeRequestMode
gg_d6_pane_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
gg_d6_pane_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (child != NULL)
    gtk_widget_allocate (child, width, height, baseline, NULL);
}

/* Measuring on the table (line of sight above all) is costly: a pane measures when it is shown
 * (gg_d6_pane_measuring), so it refreshes then. */
static void
gg_d6_pane_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (gg_d6_pane_parent_class)->map (widget);
  gg_d6_ui_scroll_past_all (widget); /* rows made since are covered too */
  gg_d6_pane_refresh (GG_D6_PANE (widget));
}

static void
gg_d6_pane_class_init (GgD6PaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gg_d6_pane_dispose;
  widget_class->measure = gg_d6_pane_measure;
  widget_class->get_request_mode = gg_d6_pane_get_request_mode;
  widget_class->size_allocate = gg_d6_pane_size_allocate;
  widget_class->map = gg_d6_pane_map;
  /* GgD6Pane::resolved: a roll was made and its result applied to the game. */
  signals[RESOLVED] = g_signal_new ("resolved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
gg_d6_pane_init (GgD6Pane *self)
{
}

void
gg_d6_pane_set_context (GgD6Pane *self, GgDocument *document, GgD6Rules *rules)
{
  GgD6PanePrivate *priv = gg_d6_pane_get_instance_private (self);

  g_set_object (&priv->document, document);
  priv->rules = rules;
  gg_d6_pane_refresh (self);
}

GgDocument *
gg_d6_pane_get_document (GgD6Pane *self)
{
  GgD6PanePrivate *priv = gg_d6_pane_get_instance_private (self);

  return priv->document;
}

GgGame *
gg_d6_pane_get_game (GgD6Pane *self)
{
  GgD6PanePrivate *priv = gg_d6_pane_get_instance_private (self);

  return priv->document ? gg_document_get_game (priv->document) : NULL;
}

GgD6Rules *
gg_d6_pane_get_rules (GgD6Pane *self)
{
  GgD6PanePrivate *priv = gg_d6_pane_get_instance_private (self);

  return priv->rules;
}

GgD6ReportView *
gg_d6_pane_get_view (GgD6Pane *self)
{
  GgD6PanePrivate *priv = gg_d6_pane_get_instance_private (self);

  return priv->view;
}

void
gg_d6_pane_set_view (GgD6Pane *self, GgD6ReportView *view)
{
  GgD6PanePrivate *priv = gg_d6_pane_get_instance_private (self);

  priv->view = view;
  g_signal_connect_object (view, "roll", G_CALLBACK (roll_cb), self, 0);
}

void
gg_d6_pane_refresh (GgD6Pane *self)
{
  GgD6PanePrivate *priv = gg_d6_pane_get_instance_private (self);
  GgGame *game = gg_d6_pane_get_game (self);

  if (game == NULL || gg_d6_state_of (game) == NULL || priv->rules == NULL || priv->busy ||
      priv->applying)
    return;
  priv->busy = TRUE;
  if (GG_D6_PANE_GET_CLASS (self)->refresh != NULL)
    GG_D6_PANE_GET_CLASS (self)->refresh (self);
  priv->busy = FALSE;
  gg_d6_pane_replan (self);
}

void
gg_d6_pane_replan (GgD6Pane *self)
{
  GgD6PanePrivate *priv = gg_d6_pane_get_instance_private (self);
  GgGame *game = gg_d6_pane_get_game (self);

  if (game == NULL || gg_d6_state_of (game) == NULL || priv->rules == NULL || priv->busy)
    return;
  GG_D6_PANE_GET_CLASS (self)->replan (self);
}

void
gg_d6_pane_changed (GgD6Pane *self)
{
  GgD6PanePrivate *priv = gg_d6_pane_get_instance_private (self);

  priv->applying = TRUE;
  g_signal_emit (self, signals[RESOLVED], 0);
  gg_document_state_changed (priv->document);
  priv->applying = FALSE;
}

void
gg_d6_pane_begin_action (GgD6Pane *self)
{
  GgD6PanePrivate *priv = gg_d6_pane_get_instance_private (self);

  priv->applying = TRUE; /* the document's change does not replan the pane */
  gg_document_begin_user_action (priv->document, NULL);
}

void
gg_d6_pane_end_action (GgD6Pane *self, const char *label)
{
  GgD6PanePrivate *priv = gg_d6_pane_get_instance_private (self);

  gg_document_set_user_action_label (priv->document, label);
  gg_document_end_user_action (priv->document);
  priv->applying = FALSE;
}

GgD6Play *
gg_d6_pane_get_play (GgD6Pane *self)
{
  GgD6PanePrivate *priv = gg_d6_pane_get_instance_private (self);
  GgGame *game = gg_d6_pane_get_game (self);
  g_autoptr (GError) error = NULL;

  if (priv->play != NULL && game != NULL && gg_d6_play_get_game (priv->play) == game &&
      gg_d6_play_get_rules (priv->play) == priv->rules)
    {
      gg_d6_play_refresh (priv->play); /* figures may have been dragged, or an edit undone */
      return priv->play;
    }
  g_clear_pointer (&priv->play, gg_d6_play_free);
  if (game == NULL || priv->rules == NULL)
    return NULL;
  priv->play = gg_d6_play_new (game, priv->rules, g_random_int (), &error);
  if (priv->play == NULL)
    g_warning ("d6 play: %s", error->message);
  return priv->play;
}

GgD6Table *
gg_d6_pane_get_table (GgD6Pane *self)
{
  GgD6PanePrivate *priv = gg_d6_pane_get_instance_private (self);
  GgGame *game = gg_d6_pane_get_game (self);

  g_clear_pointer (&priv->table, gg_d6_table_free);
  if (game != NULL && priv->rules != NULL)
    priv->table = gg_d6_table_new (game, priv->rules);
  return priv->table;
}

gboolean
gg_d6_pane_describe (GgD6Pane *self, const char *id, GgD6Unit *out)
{
  GgD6Table *table = gg_d6_pane_get_table (self);
  GgD6TableUnit *u = table != NULL && id != NULL ? gg_d6_table_lookup (table, id) : NULL;

  if (u == NULL)
    return FALSE;
  *out = u->unit;
  out->id = u->state->id; /* outlives the table */
  return TRUE;
}

gboolean
gg_d6_pane_measuring (GgD6Pane *self)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));

  if (GTK_IS_STACK (parent) &&
      gtk_stack_get_visible_child (GTK_STACK (parent)) != GTK_WIDGET (self))
    return FALSE; /* leaving, in a transition */
  return gtk_widget_get_mapped (GTK_WIDGET (self));
}

gboolean
gg_d6_pane_refreshing (GgD6Pane *self)
{
  GgD6PanePrivate *priv = gg_d6_pane_get_instance_private (self);

  return priv->busy;
}

void
gg_d6_pane_pair_bind (GtkWidgetClass *widget_class, gssize offset)
{
  gtk_widget_class_bind_template_child_full (widget_class, "attacker_row", FALSE,
                                             offset + G_STRUCT_OFFSET (GgD6PanePair, attacker_row));
  gtk_widget_class_bind_template_child_full (widget_class, "defender_row", FALSE,
                                             offset + G_STRUCT_OFFSET (GgD6PanePair, defender_row));
}

void
gg_d6_pane_pair_init (GgD6PanePair *pair)
{
  pair->attackers = g_ptr_array_new_with_free_func (g_free);
  pair->defenders = g_ptr_array_new_with_free_func (g_free);
}

void
gg_d6_pane_pair_clear (GgD6PanePair *pair)
{
  g_clear_pointer (&pair->attackers, g_ptr_array_unref);
  g_clear_pointer (&pair->defenders, g_ptr_array_unref);
}

void
gg_d6_pane_pair_refresh (GgD6Pane *self, GgD6PanePair *pair)
{
  GgGame *game = gg_d6_pane_get_game (self);
  char active = gg_d6_state_of (game)->turn.active;

  gg_d6_ui_set_units (pair->attacker_row, game, active, pair->attackers);
  gg_d6_ui_set_units (pair->defender_row, game, gg_d6_turn_other (active), pair->defenders);
}

const char *
gg_d6_pane_pair_attacker (GgD6PanePair *pair)
{
  return gg_d6_ui_selected_unit (pair->attacker_row, pair->attackers);
}

const char *
gg_d6_pane_pair_defender (GgD6PanePair *pair)
{
  return gg_d6_ui_selected_unit (pair->defender_row, pair->defenders);
}

gboolean
gg_d6_pane_pair_describe (GgD6Pane *self, GgD6PanePair *pair, GgD6Unit *a, GgD6Unit *b)
{
  const char *ida = gg_d6_pane_pair_attacker (pair);
  const char *idb = gg_d6_pane_pair_defender (pair);

  return ida != NULL && idb != NULL && gg_d6_pane_describe (self, ida, a) &&
         gg_d6_pane_describe (self, idb, b);
}

gboolean
gg_d6_pane_pair_select (GgD6PanePair *pair, const char *attacker, const char *defender)
{
  return gg_d6_ui_select_unit (pair->attacker_row, pair->attackers, attacker) &&
         gg_d6_ui_select_unit (pair->defender_row, pair->defenders, defender);
}

gboolean
gg_d6_pane_user_changed (GgD6Pane *self)
{
  return gg_d6_pane_get_game (self) != NULL && !gg_d6_pane_refreshing (self);
}

void
gg_d6_pane_set_edges (AdwComboRow *row)
{
  const char *edges[] = { _("Front"), _("Flank"), _("Rear") };

  gg_d6_ui_set_choices (row, edges, G_N_ELEMENTS (edges));
}

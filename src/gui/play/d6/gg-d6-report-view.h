/* gg-d6-report-view.h: one d6 calculation on screen: the dice to roll, each modifier with its
 * rule ID and source (house rules and reconstructions flagged), the exact odds of each outcome
 * beside the Roll button, then the faces rolled and the result. Rolling in the app or typing in
 * real dice emits GgD6ReportView::roll; the owner resolves it with the
 * rules, so the report only shows. */
#pragma once

#include <gtk/gtk.h>

#include "gg-d6-rules.h"

G_BEGIN_DECLS

#define GG_TYPE_D6_REPORT_VIEW (gg_d6_report_view_get_type ())
G_DECLARE_FINAL_TYPE (GgD6ReportView, gg_d6_report_view, GG, D6_REPORT_VIEW, GtkWidget)

GtkWidget *gg_d6_report_view_new (void);
/* Shows @report (not kept); @faces is how many real dice the entry expects (0: no dice to roll,
 * the Roll button is then insensitive). */
void gg_d6_report_view_set_report (GgD6ReportView *self, const GgD6Report *report, int faces);
/* The outcome after rolling; NULL clears it. */
void gg_d6_report_view_set_result (GgD6ReportView *self, const char *text);
void gg_d6_report_view_set_can_roll (GgD6ReportView *self, gboolean can_roll);
/* What is on screen, for tests: the odds labels ("41.7 %") in order, the result text. */
char *gg_d6_report_view_get_odds_text (GgD6ReportView *self);
const char *gg_d6_report_view_get_result (GgD6ReportView *self);
/* The card that shows the result and the dice rolled (the turn panel scrolls to it). */
GtkWidget *gg_d6_report_view_get_result_widget (GgD6ReportView *self);
/* Presses Roll (tests and keyboard). With @entered, as if those faces were typed in. */
void gg_d6_report_view_roll (GgD6ReportView *self, const char *entered);

G_END_DECLS

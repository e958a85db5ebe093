/* gg-roster-window.c: the roster editor's window: files, the tree, the rules checks and the
 * edit history.
 *
 * Undo keeps the roster's YAML text before each edit (rosters are small, and the text is what
 * the core loads and saves exactly), so every kind of edit undoes the same way; a node is named
 * by its path, which finds it again in the roster reloaded from the text. */
#include "gg-config.h"

#include "gg-roster-window-private.h"

#include <glib/gi18n.h>

#include "gg-names.h"
#include <string.h>

#include "gg-save.h"

G_DEFINE_FINAL_TYPE (GgRosterWindow, gg_roster_window, ADW_TYPE_APPLICATION_WINDOW)

static void rebuild (GgRosterWindow *self);

void
_gg_roster_window_toast (GgRosterWindow *self, const char *text)
{
  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (text));
}

void
_gg_roster_window_error (GgRosterWindow *self, const char *heading, const char *message)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

GgRosterNode *
_gg_roster_window_selected_node (GgRosterWindow *self)
{
  if (self->roster == NULL || self->selected == NULL)
    return NULL;
  return gg_roster_node_at_path (self->roster, self->selected);
}

/* Title, actions */

static void
update_title (GgRosterWindow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *dir = NULL;

  title = g_strconcat (gg_roster_window_get_modified (self) ? "• " : "",
                       self->name ? self->name : _("Roster Editor"), NULL);
  adw_window_title_set_title (self->title_widget, title);
  if (self->file != NULL)
    {
      g_autoptr (GFile) parent = g_file_get_parent (self->file);
      dir = parent ? g_file_get_parse_name (parent) : NULL;
    }
  else if (self->roster != NULL)
    dir = g_strdup (self->saved_yaml ? _("Shipped with Gigogin") : _("Not saved yet"));
  adw_window_title_set_subtitle (self->title_widget, dir ? dir : "");
}

static void
update_actions (GgRosterWindow *self)
{
  GtkWidget *w = GTK_WIDGET (self);
  gboolean open = self->roster != NULL;

  gtk_widget_action_set_enabled (w, "roster.undo", self->undo->len > 0);
  gtk_widget_action_set_enabled (w, "roster.redo", self->redo->len > 0);
  gtk_widget_action_set_enabled (w, "roster.save", open);
  gtk_widget_action_set_enabled (w, "roster.save-as", open);
  gtk_widget_action_set_enabled (w, "roster.print", open);
  update_title (self);
}

/* Rules checks */

static GtkWidget *
problem_row (GgRosterProblem *problem)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (problem->text);
  gboolean error = problem->severity == GG_ROSTER_SEVERITY_ERROR;
  GtkWidget *icon =
    gtk_image_new_from_icon_name (error ? "dialog-error-symbolic" : "dialog-warning-symbolic");

  gtk_widget_add_css_class (icon, error ? "error" : "warning");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

static void
fill_problems (GgRosterWindow *self)
{
  guint errors = 0, warnings = 0;
  g_autofree char *summary = NULL;
  g_autofree char *e = NULL;
  g_autofree char *w = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->problems_list))))
    gtk_list_box_remove (self->problems_list, child);
  for (guint i = 0; i < self->problems->len; i++)
    {
      GgRosterProblem *p = g_ptr_array_index (self->problems, i);

      gtk_list_box_append (self->problems_list, problem_row (p));
      p->severity == GG_ROSTER_SEVERITY_ERROR ? errors++ : warnings++;
    }
  e = g_strdup_printf (ngettext ("%u error", "%u errors", errors), errors);
  w = g_strdup_printf (ngettext ("%u warning", "%u warnings", warnings), warnings);
  /* Translators: the roster checks' summary, e.g. "Rules checks: 2 errors, 1 warning" */
  summary = errors + warnings == 0 ? g_strdup (_("The roster follows the rules"))
                                   : g_strdup_printf (_("Rules checks: %s, %s"), e, w);
  gtk_label_set_text (self->problems_label, summary);
}

static void
validate (GgRosterWindow *self)
{
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  g_hash_table_remove_all (self->at_fault);
  self->problems = gg_roster_validate (self->roster);
  for (guint i = 0; i < self->problems->len; i++)
    {
      GgRosterProblem *p = g_ptr_array_index (self->problems, i);
      gboolean error = p->severity == GG_ROSTER_SEVERITY_ERROR;
      char *path = p->node ? gg_roster_node_path (p->node) : NULL;

      if (path == NULL)
        continue;
      if (error || !g_hash_table_contains (self->at_fault, path))
        g_hash_table_insert (self->at_fault, path,
                             error ? "dialog-error-symbolic" : "dialog-warning-symbolic");
      else
        g_free (path);
    }
  fill_problems (self);
}

static void
problem_activated_cb (GtkListBox *list, GtkListBoxRow *row, GgRosterWindow *self)
{
  GgRosterProblem *p = g_ptr_array_index (self->problems, gtk_list_box_row_get_index (row));
  g_autofree char *path = p->node ? gg_roster_node_path (p->node) : NULL;

  if (path != NULL)
    gg_roster_window_select (self, path);
}

/* The tree */

static GgRosterItem *
make_item (GgRosterWindow *self, const GgRosterNode *node)
{
  g_autofree char *path = gg_roster_node_path (node);
  g_autofree char *label = _gg_roster_node_label (node);
  GgRosterItem *item = gg_roster_item_new (path, gg_roster_node_get_kind (node));

  gg_roster_item_set_label (item, label);
  gg_roster_item_set_problem (item, g_hash_table_lookup (self->at_fault, path));
  return item;
}

static void
append_item (GgRosterWindow *self, GListStore *store, const GgRosterNode *node)
{
  g_autoptr (GgRosterItem) item = make_item (self, node);

  g_list_store_append (store, item);
}

static GListModel *
create_children_cb (gpointer object, gpointer user_data)
{
  GgRosterWindow *self = user_data;
  GgRosterNode *node = gg_roster_node_at_path (self->roster, gg_roster_item_get_path (object));
  GListStore *store = g_list_store_new (GG_TYPE_ROSTER_ITEM);
  guint n = node ? gg_roster_node_n_fields (node) : 0;

  for (guint i = 0; i < n; i++)
    {
      GgRosterFieldInfo info;
      GgRosterNode *child;

      gg_roster_node_field (node, i, &info);
      if (info.type == GG_ROSTER_FIELD_NODE && (child = gg_roster_node_get_child (node, info.key)))
        append_item (self, store, child);
      for (guint j = 0;
           info.type == GG_ROSTER_FIELD_LIST && j < gg_roster_node_count (node, info.key); j++)
        append_item (self, store, gg_roster_node_nth (node, info.key, j));
    }
  if (g_list_model_get_n_items (G_LIST_MODEL (store)) > 0)
    return G_LIST_MODEL (store);
  g_object_unref (store);
  return NULL;
}

static void
setup_row_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  GtkWidget *expander = gtk_tree_expander_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *icon = gtk_image_new ();

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_tree_expander_set_child (GTK_TREE_EXPANDER (expander), box);
  gtk_list_item_set_child (list_item, expander);
}

static void
bind_row_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  GtkWidget *expander = gtk_list_item_get_child (list_item);
  GtkTreeListRow *row = gtk_list_item_get_item (list_item);
  GtkWidget *box = gtk_tree_expander_get_child (GTK_TREE_EXPANDER (expander));
  GtkWidget *label = gtk_widget_get_first_child (box);
  GtkWidget *icon = gtk_widget_get_last_child (box);
  GObject *item = gtk_tree_list_row_get_item (row);
  GBinding *b1 = g_object_bind_property (item, "label", label, "label", G_BINDING_SYNC_CREATE);
  GBinding *b2 = g_object_bind_property (item, "problem", icon, "icon-name", G_BINDING_SYNC_CREATE);

  gtk_tree_expander_set_list_row (GTK_TREE_EXPANDER (expander), row);
  /* held, so that unbinding works after the item went with a rebuilt tree */
  g_object_set_data_full (G_OBJECT (list_item), "gg-label-binding", g_object_ref (b1),
                          g_object_unref);
  g_object_set_data_full (G_OBJECT (list_item), "gg-icon-binding", g_object_ref (b2),
                          g_object_unref);
  g_object_unref (item);
}

static void
unbind_row_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  g_binding_unbind (g_object_get_data (G_OBJECT (list_item), "gg-label-binding"));
  g_binding_unbind (g_object_get_data (G_OBJECT (list_item), "gg-icon-binding"));
  g_object_set_data (G_OBJECT (list_item), "gg-label-binding", NULL);
  g_object_set_data (G_OBJECT (list_item), "gg-icon-binding", NULL);
}

static GgRosterItem *
row_item (GgRosterWindow *self, guint i)
{
  g_autoptr (GtkTreeListRow) row = gtk_tree_list_model_get_row (self->tree, i);

  return row ? GG_ROSTER_ITEM (gtk_tree_list_row_get_item (row)) : NULL;
}

static void
remember_expanded (GgRosterWindow *self)
{
  guint n = self->tree ? g_list_model_get_n_items (G_LIST_MODEL (self->tree)) : 0;

  if (self->tree == NULL)
    return;
  g_hash_table_remove_all (self->expanded);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GtkTreeListRow) row = gtk_tree_list_model_get_row (self->tree, i);
      g_autoptr (GgRosterItem) item = GG_ROSTER_ITEM (gtk_tree_list_row_get_item (row));

      if (gtk_tree_list_row_get_expanded (row))
        g_hash_table_add (self->expanded, g_strdup (gg_roster_item_get_path (item)));
    }
}

/* Expands the remembered rows (children come right after their row, so one pass does it). */
static void
expand_remembered (GgRosterWindow *self)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->tree)); i++)
    {
      g_autoptr (GtkTreeListRow) row = gtk_tree_list_model_get_row (self->tree, i);
      g_autoptr (GgRosterItem) item = GG_ROSTER_ITEM (gtk_tree_list_row_get_item (row));

      if (g_hash_table_contains (self->expanded, gg_roster_item_get_path (item)))
        gtk_tree_list_row_set_expanded (row, TRUE);
    }
}

/* The first rows open, down to the companies or brigades. */
static void
expand_top (GgRosterWindow *self)
{
  const GgRosterNode *root = gg_roster_get_root (self->roster);
  GgRosterNode *battalion = gg_roster_node_get_child (root, "battalion");

  g_hash_table_add (self->expanded, g_strdup (""));
  if (battalion != NULL)
    g_hash_table_add (self->expanded, g_strdup ("battalion"));
}

/* Opens the ancestors of @path: "a/0/b/1" needs "", "a/0". */
static void
expand_ancestors (GgRosterWindow *self, const char *path)
{
  g_auto (GStrv) steps = g_strsplit (path, "/", -1);
  g_autoptr (GString) prefix = g_string_new (NULL);

  g_hash_table_add (self->expanded, g_strdup (""));
  for (guint i = 0; steps[i] != NULL && steps[i + 1] != NULL; i++)
    {
      g_string_append_printf (prefix, "%s%s", prefix->len ? "/" : "", steps[i]);
      if (!g_ascii_isdigit (steps[i + 1][0]))
        g_hash_table_add (self->expanded, g_strdup (prefix->str));
      else if (steps[++i] != NULL)
        {
          g_string_append_printf (prefix, "/%s", steps[i]);
          if (steps[i + 1] != NULL)
            g_hash_table_add (self->expanded, g_strdup (prefix->str));
        }
    }
}

static int
find_row (GgRosterWindow *self, const char *path)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->tree));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GgRosterItem) item = row_item (self, i);

      if (g_strcmp0 (gg_roster_item_get_path (item), path) == 0)
        return i;
    }
  return -1;
}

static void
rebuild_tree (GgRosterWindow *self)
{
  GListStore *top = g_list_store_new (GG_TYPE_ROSTER_ITEM);
  int row;

  append_item (self, top, gg_roster_get_root (self->roster));
  self->tree =
    gtk_tree_list_model_new (G_LIST_MODEL (top), FALSE, FALSE, create_children_cb, self, NULL);
  expand_ancestors (self, self->selected);
  expand_remembered (self);
  gtk_single_selection_set_model (self->selection, G_LIST_MODEL (self->tree));
  g_object_unref (self->tree); /* the selection holds it */
  row = find_row (self, self->selected);
  gtk_single_selection_set_selected (self->selection, row >= 0 ? (guint) row : 0);
  if (row >= 0)
    gtk_widget_activate_action (GTK_WIDGET (self->tree_view), "list.scroll-to-item", "u", row);
}

/* After a change of values only: labels and problem icons of the rows shown. */
static void
refresh_rows (GgRosterWindow *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->tree));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GgRosterItem) item = row_item (self, i);
      GgRosterNode *node = gg_roster_node_at_path (self->roster, gg_roster_item_get_path (item));
      g_autofree char *label = node ? _gg_roster_node_label (node) : NULL;

      gg_roster_item_set_label (item, label);
      gg_roster_item_set_problem (
        item, g_hash_table_lookup (self->at_fault, gg_roster_item_get_path (item)));
    }
}

static void
selection_changed_cb (GtkSingleSelection *selection, GParamSpec *pspec, GgRosterWindow *self)
{
  GtkTreeListRow *row = gtk_single_selection_get_selected_item (selection);
  g_autoptr (GgRosterItem) item = row ? GG_ROSTER_ITEM (gtk_tree_list_row_get_item (row)) : NULL;

  if (item == NULL || g_strcmp0 (gg_roster_item_get_path (item), self->selected) == 0)
    return;
  g_free (self->selected);
  self->selected = g_strdup (gg_roster_item_get_path (item));
  _gg_roster_window_build_form (self);
}

static gboolean
rebuild_idle_cb (gpointer data)
{
  GgRosterWindow *self = data;

  self->rebuild_id = 0;
  rebuild (self);
  return G_SOURCE_REMOVE;
}

/* The nearest existing node at or above @path (after a removal or an undo). */
static char *
existing_path (GgRosterWindow *self, const char *path)
{
  char *p = g_strdup (path ? path : "");

  while (*p != '\0' && gg_roster_node_at_path (self->roster, p) == NULL)
    {
      char *slash = strrchr (p, '/');

      if (slash == NULL)
        *p = '\0';
      else
        *slash = '\0';
    }
  return p;
}

/* Everything from the roster: problems, tree, form. */
static void
rebuild (GgRosterWindow *self)
{
  char *path = existing_path (self, self->selected);

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  g_free (self->selected);
  self->selected = path;
  validate (self);
  remember_expanded (self);
  g_signal_handlers_block_by_func (self->selection, selection_changed_cb, self);
  rebuild_tree (self);
  g_signal_handlers_unblock_by_func (self->selection, selection_changed_cb, self);
  _gg_roster_window_build_form (self);
  update_actions (self);
}

static void
schedule_rebuild (GgRosterWindow *self)
{
  if (self->rebuild_id == 0)
    self->rebuild_id = g_idle_add (rebuild_idle_cb, self);
}

void
gg_roster_window_flush (GgRosterWindow *self)
{
  if (self->rebuild_id != 0)
    rebuild (self);
}

/* History */

static void
take_text (GgRosterWindow *self)
{
  g_autoptr (GError) error = NULL;

  g_free (self->current_yaml);
  self->current_yaml = gg_roster_to_yaml (self->roster, &error);
  if (self->current_yaml == NULL)
    g_warning ("cannot write the roster: %s", error->message);
}

/* After an edit of values: checks, labels, the form's problems; the form itself stays. */
static void
edited (GgRosterWindow *self, char *before, gboolean structure)
{
  take_text (self);
  if (g_strcmp0 (before, self->current_yaml) == 0)
    {
      g_free (before); /* nothing changed: no step to undo */
      return;
    }
  g_ptr_array_add (self->undo, before);
  g_ptr_array_set_size (self->redo, 0);
  if (structure)
    {
      schedule_rebuild (self);
      return;
    }
  validate (self);
  refresh_rows (self);
  _gg_roster_window_update_form_problems (self);
  update_actions (self);
}

static gboolean
load_text (GgRosterWindow *self, const char *text, GError **error)
{
  GgRoster *roster = gg_roster_load_data (text, strlen (text), self->roster->filename, error);

  if (roster == NULL)
    return FALSE;
  g_clear_pointer (&self->roster, gg_roster_unref);
  self->roster = roster;
  take_text (self);
  return TRUE;
}

static gboolean
step_history (GgRosterWindow *self, GPtrArray *from, GPtrArray *to)
{
  g_autofree char *text = NULL;
  g_autofree char *now = NULL;
  g_autoptr (GError) error = NULL;

  if (from->len == 0)
    return FALSE;
  text = g_ptr_array_steal_index (from, from->len - 1);
  now = g_strdup (self->current_yaml);
  if (!load_text (self, text, &error))
    {
      g_warning ("cannot reload the roster: %s", error->message);
      return FALSE;
    }
  g_ptr_array_add (to, g_steal_pointer (&now));
  rebuild (self);
  return TRUE;
}

gboolean
gg_roster_window_undo (GgRosterWindow *self)
{
  return step_history (self, self->undo, self->redo);
}

gboolean
gg_roster_window_redo (GgRosterWindow *self)
{
  return step_history (self, self->redo, self->undo);
}

/* Edits */

static void
show_edit_error (GgRosterWindow *self, const char *message)
{
  if (self->edit_error == NULL)
    return;
  gtk_label_set_text (GTK_LABEL (self->edit_error), message ? message : "");
  gtk_widget_set_visible (self->edit_error, message != NULL);
}

gboolean
_gg_roster_window_set (GgRosterWindow *self, const char *path, const char *key, const char *text)
{
  GgRosterNode *node = gg_roster_node_at_path (self->roster, path);
  g_autoptr (GError) error = NULL;
  char *before;
  gboolean ok;

  if (node == NULL)
    return FALSE;
  before = g_strdup (self->current_yaml);
  ok = text ? gg_roster_node_set (node, key, text, &error)
            : gg_roster_node_unset (node, key, &error);
  show_edit_error (self, ok ? NULL : error->message);
  if (!ok)
    {
      g_free (before);
      return FALSE;
    }
  edited (self, before, FALSE);
  return TRUE;
}

char *
_gg_roster_window_insert (GgRosterWindow *self, const char *path, const char *key)
{
  GgRosterNode *node = gg_roster_node_at_path (self->roster, path);
  g_autoptr (GError) error = NULL;
  char *before = g_strdup (self->current_yaml);
  GgRosterNode *child = node ? gg_roster_node_insert (self->roster, node, key, -1, &error) : NULL;

  if (child == NULL)
    {
      show_edit_error (self, error ? error->message : NULL);
      g_free (before);
      return NULL;
    }
  g_free (self->selected);
  self->selected = gg_roster_node_path (child);
  edited (self, before, TRUE);
  return g_strdup (self->selected);
}

gboolean
_gg_roster_window_remove (GgRosterWindow *self, const char *path)
{
  GgRosterNode *node = gg_roster_node_at_path (self->roster, path);
  GgRosterNode *parent = node ? gg_roster_node_get_parent (node) : NULL;
  g_autoptr (GError) error = NULL;
  const char *key;
  guint index;
  char *before;

  if (parent == NULL || !gg_roster_node_position (node, &key, &index))
    return FALSE;
  before = g_strdup (self->current_yaml);
  if (!gg_roster_node_remove (parent, key, index, &error))
    {
      show_edit_error (self, error->message);
      g_free (before);
      return FALSE;
    }
  g_free (self->selected);
  self->selected = gg_roster_node_path (parent);
  edited (self, before, TRUE);
  return TRUE;
}

static void
add_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GgRosterWindow *self = GG_ROSTER_WINDOW (widget);
  g_autofree char *path = g_strdup (self->selected);
  g_autofree char *child =
    _gg_roster_window_insert (self, path, g_variant_get_string (param, NULL));
}

static void
remove_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GgRosterWindow *self = GG_ROSTER_WINDOW (widget);
  g_autofree char *path = g_strdup (self->selected);

  _gg_roster_window_remove (self, path);
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  if (g_str_equal (name, "roster.undo"))
    gg_roster_window_undo (GG_ROSTER_WINDOW (widget));
  else
    gg_roster_window_redo (GG_ROSTER_WINDOW (widget));
}

/* Files */

static void
take_roster (GgRosterWindow *self, GgRoster *roster, GFile *file, const char *name, gboolean saved)
{
  g_clear_pointer (&self->roster, gg_roster_unref);
  g_clear_object (&self->file);
  self->roster = roster;
  self->file = file ? g_object_ref (file) : NULL;
  g_free (self->name);
  self->name = g_strdup (name);
  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  take_text (self);
  g_free (self->saved_yaml);
  self->saved_yaml = saved ? g_strdup (self->current_yaml) : NULL;
  g_hash_table_remove_all (self->expanded);
  expand_top (self);
  g_free (self->selected);
  self->selected = g_strdup ("");
  self->tree = NULL;
  gtk_stack_set_visible_child_name (self->stack, "editor");
  rebuild (self);
}

/* A modified roster stays open in its window; the next one opens in a new window. */
static GgRosterWindow *
target_window (GgRosterWindow *self)
{
  GgRosterWindow *other;
  g_autoptr (GgTableView) table = g_weak_ref_get (&self->table);

  if (self->roster == NULL || !gg_roster_window_get_modified (self))
    return self;
  other = gg_roster_window_new (gtk_window_get_application (GTK_WINDOW (self)), table);
  gtk_window_present (GTK_WINDOW (other));
  return other;
}

gboolean
gg_roster_window_open_file (GgRosterWindow *self, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (GFileInfo) info = NULL;
  GgRoster *roster = path ? gg_roster_load_file (path, error) : NULL;

  if (roster == NULL)
    return FALSE;
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_DISPLAY_NAME, 0, NULL, NULL);
  take_roster (self, roster, file, info ? g_file_info_get_display_name (info) : path, TRUE);
  return TRUE;
}

gboolean
gg_roster_window_open_resource (GgRosterWindow *self, const char *path, GError **error)
{
  GgRoster *roster = gg_roster_load_resource (path, error);
  const char *name;

  if (roster == NULL)
    return FALSE;
  name = gg_roster_node_get_text (gg_roster_get_root (roster), "name");
  take_roster (self, roster, NULL, name, TRUE);
  return TRUE;
}

static void
open_response_cb (GtkNativeDialog *dialog, int response, GgRosterWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (!gg_roster_window_open_file (target_window (self), file, &error))
        _gg_roster_window_error (self, _("Could not open the roster"), error->message);
    }
  g_object_unref (dialog);
}

static void
open_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GgRosterWindow *self = GG_ROSTER_WINDOW (widget);
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Open a Roster"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));

  gtk_file_filter_set_name (filter, _("Gigogin rosters (YAML)"));
  gtk_file_filter_add_pattern (filter, "*.yaml");
  gtk_file_filter_add_pattern (filter, "*.yml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (open_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
open_shipped_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GgRosterWindow *self = GG_ROSTER_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (!gg_roster_window_open_resource (target_window (self), g_variant_get_string (param, NULL),
                                       &error))
    _gg_roster_window_error (self, _("Could not open the roster"), error->message);
}

static void
new_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GgRosterWindow *self = target_window (GG_ROSTER_WINDOW (widget));
  GgRuleset ruleset;

  if (!gg_ruleset_from_string (g_variant_get_string (param, NULL), &ruleset))
    g_return_if_reached (); /* the menu names the rule sets by their keys */
  take_roster (self, gg_roster_new (ruleset, _("New roster"), _("Side A")), NULL,
                                    _("New roster"), FALSE);
}

gboolean
gg_roster_window_save_to (GgRosterWindow *self, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (GFileInfo) info = NULL;

  if (path == NULL || self->current_yaml == NULL)
    return g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                        _("Rosters can only be saved to local files")),
                        FALSE;
  if (!gg_save_bytes (path, self->current_yaml, strlen (self->current_yaml), GG_SAVE_BACKUP, error))
    return FALSE;
  g_set_object (&self->file, file);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_DISPLAY_NAME, 0, NULL, NULL);
  g_free (self->name);
  self->name = g_strdup (info ? g_file_info_get_display_name (info) : path);
  g_free (self->roster->filename);
  self->roster->filename = g_steal_pointer (&path);
  g_free (self->saved_yaml);
  self->saved_yaml = g_strdup (self->current_yaml);
  update_actions (self);
  return TRUE;
}

static gboolean
save_or_report (GgRosterWindow *self, GFile *file)
{
  g_autoptr (GError) error = NULL;

  if (!gg_roster_window_save_to (self, file, &error))
    {
      _gg_roster_window_error (self, _("Could not save the roster"), error->message);
      return FALSE;
    }
  _gg_roster_window_toast (self, _("Roster saved"));
  if (self->closing)
    gtk_window_close (GTK_WINDOW (self));
  return TRUE;
}

static void
save_response_cb (GtkNativeDialog *dialog, int response, GgRosterWindow *self)
{
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (!save_or_report (self, file))
        self->closing = FALSE;
    }
  else
    self->closing = FALSE;
  g_object_unref (dialog);
}

static void
save_as_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GgRosterWindow *self = GG_ROSTER_WINDOW (widget);
  GtkFileChooserNative *dialog =
    gtk_file_chooser_native_new (_("Save the Roster"), GTK_WINDOW (self),
                                    GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));

  if (self->file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (dialog), self->file, NULL);
  else
    {
      g_autofree char *file_name = gg_names_file_name (self->name, ".yaml", _("roster.yaml"));

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), file_name);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (save_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GgRosterWindow *self = GG_ROSTER_WINDOW (widget);

  if (self->file != NULL)
    save_or_report (self, self->file);
  else
    save_as_action (widget, name, param);
}

/* Closing */

static void
close_response_cb (AdwMessageDialog *dialog, const char *response, GgRosterWindow *self)
{
  if (g_str_equal (response, "discard"))
    {
      self->closing = TRUE;
      gtk_window_close (GTK_WINDOW (self));
    }
  else if (g_str_equal (response, "save"))
    {
      self->closing = TRUE;
      save_action (GTK_WIDGET (self), "roster.save", NULL);
    }
}

static gboolean
close_request_cb (GtkWindow *window, GgRosterWindow *self)
{
  GtkWidget *dialog;

  if (self->closing || !gg_roster_window_get_modified (self))
    return FALSE;
  dialog = adw_message_dialog_new (window, _("Save Changes?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("“%s” has changes that are not saved. Changes that are not "
                                    "saved are lost when the window closes."),
                                     self->name);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel",
                                    _("_Cancel"), "discard",
                                       _("_Discard"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (close_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* The shipped rosters, by name, in the Open menu. */
static void
fill_shipped (GgRosterWindow *self)
{
  g_auto (GStrv) paths = gg_roster_list_shipped ();

  for (guint i = 0; paths != NULL && paths[i] != NULL; i++)
    {
      g_autoptr (GgRoster) roster = gg_roster_load_resource (paths[i], NULL);
      g_autoptr (GMenuItem) item = NULL;
      g_autofree char *label = NULL;
      GgRosterNode *root;

      if (roster == NULL)
        continue;
      root = gg_roster_get_root (roster);
      label = g_strdup_printf ("%s — %s", gg_roster_node_get_text (root, "name"),
                               gg_roster_node_get_text (root, "side"));
      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target_value (item, "roster.open-shipped",
                                               g_variant_new_string (paths[i]));
      g_menu_append_item (self->shipped_section, item);
    }
}

/* GObject */

static void
gg_roster_window_dispose (GObject *object)
{
  GgRosterWindow *self = GG_ROSTER_WINDOW (object);

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  _gg_roster_window_dispose_deploy (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_ROSTER_WINDOW);
  g_clear_object (&self->selection);
  G_OBJECT_CLASS (gg_roster_window_parent_class)->dispose (object);
}

static void
gg_roster_window_finalize (GObject *object)
{
  GgRosterWindow *self = GG_ROSTER_WINDOW (object);

  g_clear_pointer (&self->roster, gg_roster_unref);
  g_clear_object (&self->file);
  g_free (self->name);
  g_free (self->current_yaml);
  g_free (self->saved_yaml);
  g_free (self->selected);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  g_hash_table_unref (self->at_fault);
  g_hash_table_unref (self->expanded);
  g_weak_ref_clear (&self->table);
  G_OBJECT_CLASS (gg_roster_window_parent_class)->finalize (object);
}

static void
install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "roster.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "roster.open-shipped", "s", open_shipped_action);
  gtk_widget_class_install_action (widget_class, "roster.new", "s", new_action);
  gtk_widget_class_install_action (widget_class, "roster.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "roster.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "roster.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "roster.redo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "roster.add", "s", add_action);
  gtk_widget_class_install_action (widget_class, "roster.remove", NULL, remove_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "roster.open",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "roster.save",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "roster.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "roster.undo",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "roster.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "roster.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close",
                                       NULL);
}

static void
gg_roster_window_class_init (GgRosterWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gg_roster_window_dispose;
  object_class->finalize = gg_roster_window_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-roster-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GgRosterWindow, title_widget);
  gtk_widget_class_bind_template_child (widget_class, GgRosterWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, GgRosterWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, GgRosterWindow, tree_view);
  gtk_widget_class_bind_template_child (widget_class, GgRosterWindow, problems_label);
  gtk_widget_class_bind_template_child (widget_class, GgRosterWindow, problems_list);
  gtk_widget_class_bind_template_child (widget_class, GgRosterWindow, form_box);
  gtk_widget_class_bind_template_child (widget_class, GgRosterWindow, shipped_section);
  gtk_widget_class_bind_template_callback (widget_class, close_request_cb);
  gtk_widget_class_bind_template_callback (widget_class, problem_activated_cb);
  install_actions (widget_class);
  _gg_roster_window_class_init_print (widget_class);
}

static void
setup_tree (GgRosterWindow *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_row_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row_cb), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_row_cb), self);
  self->selection = gtk_single_selection_new (NULL);
  g_signal_connect (self->selection, "notify::selected-item", G_CALLBACK (selection_changed_cb),
                    self);
  gtk_list_view_set_factory (self->tree_view, factory);
  gtk_list_view_set_model (self->tree_view, GTK_SELECTION_MODEL (self->selection));
  g_object_unref (factory);
}

static void
gg_roster_window_init (GgRosterWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->undo = g_ptr_array_new_with_free_func (g_free);
  self->redo = g_ptr_array_new_with_free_func (g_free);
  self->at_fault = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->expanded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_weak_ref_init (&self->table, NULL);
  setup_tree (self);
  fill_shipped (self);
  _gg_roster_window_init_deploy (self);
  gtk_stack_set_visible_child_name (self->stack, "empty");
  update_actions (self);
}

/* Public */

GgRosterWindow *
gg_roster_window_new (GtkApplication *application, GgTableView *table)
{
  GgRosterWindow *self = g_object_new (GG_TYPE_ROSTER_WINDOW, "application", application, NULL);

  g_weak_ref_set (&self->table, table);
  return self;
}

GgRoster *
gg_roster_window_get_roster (GgRosterWindow *self)
{
  return self->roster;
}

GFile *
gg_roster_window_get_file (GgRosterWindow *self)
{
  return self->file;
}

gboolean
gg_roster_window_get_modified (GgRosterWindow *self)
{
  if (self->roster == NULL)
    return FALSE;
  if (self->saved_yaml == NULL)
    return self->undo->len > 0;
  return g_strcmp0 (self->saved_yaml, self->current_yaml) != 0;
}

gboolean
gg_roster_window_select (GgRosterWindow *self, const char *path)
{
  if (self->roster == NULL || gg_roster_node_at_path (self->roster, path) == NULL)
    return FALSE;
  g_free (self->selected);
  self->selected = g_strdup (path);
  rebuild (self);
  return TRUE;
}

const char *
gg_roster_window_get_selected (GgRosterWindow *self)
{
  return self->selected;
}

GtkWidget *
gg_roster_window_get_form (GgRosterWindow *self)
{
  return GTK_WIDGET (self->form_box);
}

GtkListBox *
gg_roster_window_get_problems (GgRosterWindow *self)
{
  return self->problems_list;
}

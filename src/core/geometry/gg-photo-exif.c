/* gg-photo-exif.c: when a phone photo was taken, from its EXIF data (GdkPixbuf reads only the
 * orientation). A JPEG's APP1 "Exif" segment holds a TIFF structure: a byte order, the first
 * directory (IFD0), and from it the Exif directory; DateTimeOriginal (0x9003) is there, the
 * file's DateTime (0x0132) in IFD0. Both read "YYYY:MM:DD HH:MM:SS", the camera's local time. */
#include "gg-photo.h"

#include <glib/gstdio.h>
#include <string.h>

#define HEAD_BYTES (128 * 1024) /* the APP1 segment is at most 64 KiB, near the start */

typedef struct
{
  const guint8 *p; /* the TIFF structure */
  gsize n;
  gboolean big_endian;
} Tiff;

static gboolean
read16 (const Tiff *t, gsize at, guint *v)
{
  if (at + 2 > t->n)
    return FALSE;
  *v = t->big_endian ? (guint) t->p[at] << 8 | t->p[at + 1] : (guint) t->p[at + 1] << 8 | t->p[at];
  return TRUE;
}

static gboolean
read32 (const Tiff *t, gsize at, guint32 *v)
{
  guint hi, lo;

  if (!read16 (t, at, t->big_endian ? &hi : &lo) || !read16 (t, at + 2, t->big_endian ? &lo : &hi))
    return FALSE;
  *v = (guint32) hi << 16 | lo;
  return TRUE;
}

/* The value field's offset of @tag's entry in the directory at @ifd, or 0. */
static gsize
find_tag (const Tiff *t, guint32 ifd, guint tag)
{
  guint n, entry_tag;

  if (!read16 (t, ifd, &n))
    return 0;
  for (guint i = 0; i < n; i++)
    if (read16 (t, ifd + 2 + 12 * (gsize) i, &entry_tag) && entry_tag == tag)
      return ifd + 2 + 12 * (gsize) i + 8;
  return 0;
}

/* "YYYY:MM:DD HH:MM:SS" at the ASCII entry whose value field is at @field, as ISO 8601. */
static char *
date_at (const Tiff *t, gsize field)
{
  static const char pattern[] = "dddd:dd:dd dd:dd:dd";
  guint32 offset;
  const char *s;

  if (field == 0 || !read32 (t, field, &offset) || offset + 19 > t->n)
    return NULL;
  s = (const char *) t->p + offset;
  for (int i = 0; i < 19; i++)
    if (pattern[i] == 'd' ? !g_ascii_isdigit (s[i]) : s[i] != pattern[i])
      return NULL;
  return g_strdup_printf ("%.4s-%.2s-%.2sT%.8s", s, s + 5, s + 8, s + 11);
}

static char *
taken_in_tiff (const Tiff *t)
{
  guint magic;
  guint32 ifd0, exif;
  gsize field;
  char *time = NULL;

  if (!read16 (t, 2, &magic) || magic != 42 || !read32 (t, 4, &ifd0))
    return NULL;
  if ((field = find_tag (t, ifd0, 0x8769)) && read32 (t, field, &exif))
    time = date_at (t, find_tag (t, exif, 0x9003));
  return time ? time : date_at (t, find_tag (t, ifd0, 0x0132));
}

/* The TIFF structure of the JPEG's first APP1 "Exif" segment in @p, @n bytes. */
static gboolean
find_exif (const guint8 *p, gsize n, Tiff *t)
{
  gsize at = 2;

  if (n < 4 || p[0] != 0xff || p[1] != 0xd8)
    return FALSE;
  while (at + 4 <= n && p[at] == 0xff && p[at + 1] != 0xda) /* up to the image data */
    {
      gsize length = (gsize) p[at + 2] << 8 | p[at + 3];

      if (length < 2 || at + 2 + length > n)
        return FALSE;
      if (p[at + 1] == 0xe1 && length >= 16 && memcmp (p + at + 4, "Exif\0\0", 6) == 0)
        {
          t->p = p + at + 10, t->n = length - 8;
          t->big_endian = t->p[0] == 'M' && t->p[1] == 'M';
          return t->big_endian || (t->p[0] == 'I' && t->p[1] == 'I');
        }
      at += 2 + length;
    }
  return FALSE;
}

char *
gg_photo_taken_at (const char *path)
{
  g_autofree guint8 *head = g_malloc (HEAD_BYTES);
  FILE *file = g_fopen (path, "rb");
  gsize n;
  Tiff t;

  if (file == NULL)
    return NULL;
  n = fread (head, 1, HEAD_BYTES, file);
  fclose (file);
  return find_exif (head, n, &t) ? taken_in_tiff (&t) : NULL;
}

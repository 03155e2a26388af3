/**
 * The file name a Content-Disposition header offers ('attachment; filename="ledger.csv"'), or null.
 * Path parts are dropped so a name can never point outside the downloads folder.
 */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const match = /filename\*?=(?:UTF-8'')?(?:"([^"]*)"|([^;]*))/i.exec(header);
  const raw = (match?.[1] ?? match?.[2] ?? '').trim();
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // Not percent-encoded after all: keep it as written.
  }
  const base = name.split(/[/\\]/).pop()?.trim() ?? '';
  return base === '' ? null : base;
}

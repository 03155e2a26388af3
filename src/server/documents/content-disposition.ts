/** RFC 5987 attr-char: what may stand unescaped in `filename*`. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="report.pdf"` (RFC 6266). A name with characters outside printable ASCII also
 * gets `filename*=UTF-8''...`, which every current browser prefers, after an ASCII stand-in for older
 * clients (accents dropped, anything else '_'). Quotes and backslashes never reach the quoted form.
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const plain = `${type}; filename="${ascii}"`;
  return ascii === fileName ? plain : `${plain}; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

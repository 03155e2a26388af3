/** Longest stored name, in characters (code points), extension included. */
export const MAX_FILE_NAME_LENGTH = 150;
const MAX_EXTENSION_LENGTH = 10;
const FALLBACK_BASE = 'document';

// C0 and C1 controls; the bidirectional marks, overrides and isolates that can make 'invoice‮fdp.exe'
// display as 'invoiceexe.pdf'; and the characters that print as nothing (soft hyphen, zero-width
// space, joiners, word joiner and invisible operators, the byte order mark), which would let two names
// that look the same differ.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
// Not allowed in file names on Windows, or unsafe in a quoted header parameter.
const RESERVED = /[<>:"/\\|?*]/g;

function clean(text: string): string {
  return text
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .replace(/\.{2,}/g, '.')
    .replace(/^[\s.]+|[\s.]+$/g, '');
}

function truncate(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length <= length ? text : characters.slice(0, length).join('').trimEnd();
}

/**
 * A file name that is safe to store and to send back in a download, and still reads like the original:
 * only the last path part ('C:\\x\\y.pdf' and '../../etc/passwd.pdf' keep 'y.pdf' and 'passwd.pdf'),
 * no control or direction-changing characters, no characters Windows forbids (each becomes '_'),
 * single spaces, no '..', no leading or trailing dots or spaces, at most MAX_FILE_NAME_LENGTH characters
 * (the end of the base name is cut, the extension kept). A name with nothing left becomes 'document'
 * (with its extension: '.pdf' becomes 'document.pdf').
 */
export function sanitizeFileName(fileName: string): string {
  const path = fileName.normalize('NFC').replace(INVISIBLE, '');
  // Windows drops trailing dots and spaces too; dropped first, 'report.pdf. ' keeps its extension.
  const lastPart = (path.split(/[/\\]/).pop() ?? '').replace(/[\s.]+$/, '');
  const dot = lastPart.lastIndexOf('.');
  const rawExtension = dot < 0 ? '' : clean(lastPart.slice(dot + 1)).replaceAll('.', '');
  const hasExtension = rawExtension !== '' && Array.from(rawExtension).length <= MAX_EXTENSION_LENGTH;
  const extension = hasExtension ? `.${rawExtension}` : '';
  const base = clean(hasExtension ? lastPart.slice(0, dot) : lastPart) || FALLBACK_BASE;
  const room = MAX_FILE_NAME_LENGTH - Array.from(extension).length;
  return `${truncate(base, room).replace(/[\s.]+$/, '') || FALLBACK_BASE}${extension}`;
}

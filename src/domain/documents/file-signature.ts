import type { AcceptedExtension } from './file-types';

/*
 * Does a file's content look like what its extension says? Read from the file's own leading bytes
 * (and, for Office Open XML, its zip directory), never from the type the browser claims. This keeps a
 * renamed program or web page from being stored and served as a PDF or an image; it is not a full
 * validation of the format.
 */

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
// OLE compound file: the container of the legacy .doc and .xls formats (which of the two is not told).
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

const entryNameDecoder = new TextDecoder();

/** The entry names of a zip archive's central directory, or null when it is not a readable zip. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is 22 bytes plus a comment of up to 65,535 bytes, at the very end.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === ZIP_END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  for (let entry = 0; entry < count; entry += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== ZIP_DIRECTORY_ENTRY) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(entryNameDecoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** An Office Open XML package whose main part lives under `folder` ('word/' or 'xl/'). */
function isOfficeOpenXml(bytes: Uint8Array, folder: string): boolean {
  const names = zipEntryNames(bytes);
  return (
    names !== null && names.includes('[Content_Types].xml') && names.some((name) => name.startsWith(folder))
  );
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Plain text: valid UTF-8 (ASCII included) without NUL bytes, which no text file holds. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function contentMatchesExtension(bytes: Uint8Array, extension: AcceptedExtension): boolean {
  switch (extension) {
    case 'pdf':
      return startsWith(bytes, PDF);
    case 'png':
      return startsWith(bytes, PNG);
    case 'jpg':
    case 'jpeg':
      return startsWith(bytes, JPEG);
    case 'doc':
    case 'xls':
      return startsWith(bytes, OLE);
    case 'docx':
      return isOfficeOpenXml(bytes, 'word/');
    case 'xlsx':
      return isOfficeOpenXml(bytes, 'xl/');
    case 'txt':
      return isText(bytes);
  }
}

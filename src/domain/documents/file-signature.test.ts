import { describe, expect, it } from 'vitest';
import { sampleFiles, storedZip } from '../../../test/support/sample-files';
import { contentMatchesExtension, zipEntryNames } from './file-signature';
import type { AcceptedExtension } from './file-types';

const { pdf, png, jpeg, ole, docx, xlsx, zip, txt, exe, html } = sampleFiles;

describe('contentMatchesExtension: the file’s own leading bytes', () => {
  it.each<[string, Uint8Array, AcceptedExtension, boolean]>([
    ['a PDF as .pdf', pdf, 'pdf', true],
    ['a PNG as .png', png, 'png', true],
    ['a JPEG as .jpg', jpeg, 'jpg', true],
    ['a JPEG as .jpeg', jpeg, 'jpeg', true],
    ['an OLE file as .doc', ole, 'doc', true],
    ['an OLE file as .xls', ole, 'xls', true],
    ['a Word package as .docx', docx, 'docx', true],
    ['an Excel package as .xlsx', xlsx, 'xlsx', true],
    ['UTF-8 text as .txt', txt, 'txt', true],
    ['a PNG renamed .pdf', png, 'pdf', false],
    ['text renamed .pdf', txt, 'pdf', false],
    ['a program renamed .pdf', exe, 'pdf', false],
    ['a web page renamed .png', html, 'png', false],
    ['a PDF renamed .jpg', pdf, 'jpg', false],
    ['a Word package renamed .xlsx', docx, 'xlsx', false],
    ['an Excel package renamed .docx', xlsx, 'docx', false],
    ['a plain zip renamed .docx', zip, 'docx', false],
    ['a PDF renamed .docx', pdf, 'docx', false],
    ['a PDF renamed .doc', pdf, 'doc', false],
    ['a PNG as .txt (NUL bytes)', png, 'txt', false],
    ['Latin-1 text that is not UTF-8', new Uint8Array([0x63, 0x61, 0x66, 0xe9]), 'txt', false],
    ['a truncated PDF signature', new Uint8Array([0x25, 0x50, 0x44]), 'pdf', false],
    ['an empty file as .pdf', new Uint8Array(0), 'pdf', false],
  ])('%s: %s', (_scenario, bytes, extension, expected) => {
    expect(contentMatchesExtension(bytes, extension)).toBe(expected);
  });

  it('reads a zip directory found after a trailing archive comment', () => {
    const withComment = Buffer.from(storedZip({ '[Content_Types].xml': '', 'xl/a.xml': '' }));
    withComment.writeUInt16LE(7, withComment.length - 2);
    const bytes = Buffer.concat([withComment, Buffer.from('comment')]);
    expect(zipEntryNames(bytes)).toEqual(['[Content_Types].xml', 'xl/a.xml']);
    expect(contentMatchesExtension(bytes, 'xlsx')).toBe(true);
  });

  it('reads a subarray of a larger buffer from its own start', () => {
    const inside = new Uint8Array([0, 0, ...docx, 0]).subarray(2, 2 + docx.length);
    expect(contentMatchesExtension(inside, 'docx')).toBe(true);
  });

  it('refuses a zip whose directory points outside the file', () => {
    const broken = Buffer.from(docx);
    broken.writeUInt32LE(broken.length + 100, broken.length - 6);
    expect(zipEntryNames(broken)).toBeNull();
    expect(contentMatchesExtension(broken, 'docx')).toBe(false);
  });
});

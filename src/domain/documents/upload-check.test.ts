import { describe, expect, it } from 'vitest';
import { EMPTY_FILE, FILE_TYPE_NOT_ACCEPTED, SELECT_A_FILE, fileTooLarge } from './messages';
import { checkUpload, maxUploadBytes, type UploadFormInput } from './upload-check';

const file = (name: string, size: number) => ({ name, size });

describe('checkUpload', () => {
  it.each<[string, UploadFormInput, string]>([
    ['no file', { file: undefined }, SELECT_A_FILE],
    ['a null file', { file: null }, SELECT_A_FILE],
    ['a file type not accepted', { file: file('setup.exe', 10) }, FILE_TYPE_NOT_ACCEPTED],
    ['an empty file', { file: file('q3.pdf', 0) }, EMPTY_FILE],
    ['one byte over 25 MB', { file: file('q3.pdf', 25 * 1024 * 1024 + 1) }, fileTooLarge(25)],
    [
      'a version too long',
      { file: file('q3.pdf', 10), version: 'x'.repeat(21) },
      'Version must be at most 20 characters',
    ],
  ])('refuses %s', (_scenario, form, error) => {
    expect(checkUpload(form, 25)).toEqual({ ok: false, error });
  });

  it('accepts exactly 25 MB and fills in the defaults', () => {
    const form = {
      file: file('Q3 report.PDF', 25 * 1024 * 1024),
      category: '',
      version: ' ',
      description: '',
    };
    expect(checkUpload(form, 25)).toEqual({
      ok: true,
      value: {
        file: form.file,
        category: 'quarterly_report',
        version: '1.0',
        description: null,
      },
    });
  });

  it('keeps a chosen category, version and description', () => {
    const result = checkUpload(
      { file: file('k1.pdf', 5), category: 'tax_document', version: '2.1', description: ' K-1 ' },
      1,
    );
    expect(result.ok && [result.value.category, result.value.version, result.value.description]).toEqual([
      'tax_document',
      '2.1',
      'K-1',
    ]);
  });

  it.each([
    [25, 26214400],
    [0.5, 524288],
  ])('%s MB is %s bytes', (megabytes, bytes) => {
    expect(maxUploadBytes(megabytes)).toBe(bytes);
  });
});

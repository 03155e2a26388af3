import { describe, expect, it } from 'vitest';
import { documentsQuerySchema, documentUploadSchema, documentUpdateSchema } from './schemas';

const file = { name: 'Q3 statement.pdf', size: 1200 };

describe('documentUploadSchema: the upload form, shared by the screen and the route', () => {
  it.each([
    [
      'only a file: category quarterly_report, version 1.0, no description',
      { file },
      { file, category: 'quarterly_report', version: '1.0', description: null },
    ],
    [
      'blank fields read as absent',
      { file, category: '', version: '   ', description: ' ' },
      { file, category: 'quarterly_report', version: '1.0', description: null },
    ],
    [
      'every field, trimmed',
      { file, category: 'tax_document', version: ' 2.1 ', description: ' K-1 for 2024 \n' },
      { file, category: 'tax_document', version: '2.1', description: 'K-1 for 2024' },
    ],
    [
      'a description may run over several lines',
      { file, description: 'line one\r\nline two\ttabbed' },
      { file, category: 'quarterly_report', version: '1.0', description: 'line one\r\nline two\ttabbed' },
    ],
  ])('accepts %s', (_scenario, input, expected) => {
    expect(documentUploadSchema.parse(input)).toEqual(expected);
  });

  it.each([
    ['no file', { category: 'tax_document' }, 'Please select a file'],
    ['a null file', { file: null }, 'Please select a file'],
    ['a file without a name', { file: { name: '', size: 3 } }, 'Please select a file'],
    ['no file and a bad category: the file comes first', { category: 'x' }, 'Please select a file'],
    [
      'a program',
      { file: { name: 'setup.exe', size: 3 } },
      'This file type is not accepted. Please upload a PDF, Word (doc, docx), Excel (xls, xlsx), text (txt) or image (jpg, jpeg, png) file',
    ],
    ['an empty file', { file: { name: 'a.pdf', size: 0 } }, 'The file is empty'],
    [
      'an unknown category',
      { file, category: 'taxes' },
      'Category must be one of operating_agreement, quarterly_report, tax_document, investment_document, communication, compliance',
    ],
    ['a 21-character version', { file, version: 'v'.repeat(21) }, 'Version must be at most 20 characters'],
    ['a version with a NUL', { file, version: '1\u00000' }, 'Version contains a control character'],
    ['a version over two lines', { file, version: '1\n2' }, 'Version contains a control character'],
    [
      'a 1001-character description',
      { file, description: 'd'.repeat(1001) },
      'Description must be at most 1,000 characters',
    ],
    [
      'a description with a NUL',
      { file, description: 'a\u0000b' },
      'Description contains a control character',
    ],
    [
      'a description with a C1 control',
      { file, description: 'a\u009bb' },
      'Description contains a control character',
    ],
  ])('refuses %s', (_scenario, input, message) => {
    const result = documentUploadSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('documentsQuerySchema', () => {
  it.each([
    ['nothing: the whole list', {}, { category: 'all' }],
    ['a category', { category: 'compliance' }, { category: 'compliance' }],
    [
      'a download',
      { documentId: '12', action: 'download' },
      { category: 'all', documentId: 12, action: 'download' },
    ],
  ])('reads %s', (_scenario, input, expected) => {
    expect(documentsQuerySchema.parse(input)).toEqual(expected);
  });

  it.each([
    ['an unknown category', { category: 'taxes' }],
    ['a document id of 0', { documentId: '0' }],
    ['a document id that is not a number', { documentId: 'abc' }],
    ['a document id with a sign', { documentId: '+1' }],
    ['a document id with a leading zero', { documentId: '01' }],
    ['a document id with spaces', { documentId: ' 1 ' }],
    ['a document id past the id columns', { documentId: '2147483648' }],
    ['an unknown action', { documentId: '1', action: 'open' }],
  ])('refuses %s', (_scenario, input) => {
    expect(documentsQuerySchema.safeParse(input).success).toBe(false);
  });
});

describe('documentUpdateSchema', () => {
  it.each([
    [{ isActive: false }, true],
    [{ isActive: true }, true],
    [{ isActive: 'false' }, false],
    [{}, false],
  ])('%j valid: %s', (input, valid) => {
    expect(documentUpdateSchema.safeParse(input).success).toBe(valid);
  });
});

import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_EXTENSIONS,
  ACCEPTED_FILE_TYPES,
  acceptedExtensionOf,
  canPreview,
  extensionOf,
} from './file-types';

describe('accepted file types', () => {
  it('are the nine of requirements#doc-upload', () => {
    expect(ACCEPTED_EXTENSIONS).toEqual(['pdf', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'jpg', 'jpeg', 'png']);
    expect(ACCEPT_ATTRIBUTE).toBe('.pdf,.doc,.docx,.xls,.xlsx,.txt,.jpg,.jpeg,.png');
  });

  it.each([
    ['pdf', 'application/pdf'],
    ['doc', 'application/msword'],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xls', 'application/vnd.ms-excel'],
    ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['txt', 'text/plain'],
    ['jpg', 'image/jpeg'],
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
  ] as const)('.%s is stored as %s', (extension, type) => {
    expect(ACCEPTED_FILE_TYPES[extension]).toBe(type);
  });

  it.each([
    ['lower case', 'a.pdf', 'pdf', 'pdf'],
    ['upper case', 'SCAN.JPEG', 'jpeg', 'jpeg'],
    ['the last dot counts', 'report.pdf.exe', 'exe', null],
    ['no extension', 'README', '', null],
    ['a program', 'setup.exe', 'exe', null],
    ['a web page', 'page.html', 'html', null],
    ['an object property name is no extension', 'x.constructor', 'constructor', null],
  ])('%s: %s', (_scenario, name, extension, accepted) => {
    expect(extensionOf(name)).toBe(extension);
    expect(acceptedExtensionOf(name)).toBe(accepted);
  });

  it.each([
    ['application/pdf', true],
    ['image/png', true],
    ['image/jpeg', true],
    ['text/plain', false],
    ['application/msword', false],
  ])('preview of %s: %s', (type, expected) => {
    expect(canPreview(type)).toBe(expected);
  });
});

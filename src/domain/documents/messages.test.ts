import { describe, expect, it } from 'vitest';
import * as messages from './messages';

// docs/requirements.md#err-documents, word for word.
describe('document messages', () => {
  it.each([
    ['SELECT_A_FILE', 'Please select a file'],
    ['UPLOAD_FAILED_TRY_AGAIN', 'Upload failed. Please try again.'],
    ['DOWNLOAD_FAILED', 'Download failed'],
    ['PREVIEW_FAILED', 'Preview failed'],
    ['ARCHIVE_FAILED', 'Archive failed'],
    ['DELETE_FAILED', 'Delete failed'],
  ])('%s is %j', (name, text) => {
    expect(messages[name as keyof typeof messages]).toBe(text);
  });

  it.each([
    [
      messages.uploadFailed('File is larger than the 25 MB limit'),
      'Upload failed: File is larger than the 25 MB limit',
    ],
    [messages.fileTooLarge(25), 'File is larger than the 25 MB limit'],
    [messages.contentDoesNotMatch('pdf'), "The file's contents are not a valid .pdf file"],
    [messages.deleteConfirmation('K-1.pdf'), 'Permanently delete "K-1.pdf"? This cannot be undone.'],
    [
      messages.archiveConfirmation('K-1.pdf'),
      'Archive "K-1.pdf"? It stays in the list as archived and can be restored.',
    ],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

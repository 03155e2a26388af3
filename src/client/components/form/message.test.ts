import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { failureMessage, reasonOr, type FailureTexts, type Message } from './message';

const plain: FailureTexts = { refused: 'Failed to save', broken: 'Error saving' };
const closing: FailureTexts = {
  refused: 'Failed to close position',
  broken: (reason) => `Error closing position: ${reason}`,
  reasonFirst: true,
};
const error = (text: string, detail?: string): Message =>
  detail === undefined ? { tone: 'error', text } : { tone: 'error', text, detail };

describe('one failure mapping', () => {
  it.each<[string, unknown, FailureTexts, Message]>([
    [
      'a refusal, with the reason beneath',
      new ApiError(400, 'Bad ticker'),
      plain,
      error('Failed to save', 'Bad ticker'),
    ],
    ['a refusal without a reason', new ApiError(500, ''), plain, error('Failed to save')],
    [
      'a broken call, with what broke beneath',
      new TypeError('Failed to fetch'),
      plain,
      error('Error saving', 'Failed to fetch'),
    ],
    ['a thrown non-error says nothing more', 'boom', plain, error('Error saving')],
    [
      'a 4xx reason in place of the text',
      new ApiError(409, 'Already closed'),
      closing,
      error('Already closed'),
    ],
    [
      'a 5xx keeps the text',
      new ApiError(502, 'Bad Gateway'),
      closing,
      error('Failed to close position', 'Bad Gateway'),
    ],
    [
      'a text that carries the reason inline',
      new Error('offline'),
      closing,
      error('Error closing position: offline'),
    ],
    [
      'the reason, or the fixed text',
      new ApiError(413, 'Too large'),
      reasonOr('Try again'),
      error('Too large'),
    ],
    [
      'the fixed text when the call broke',
      new TypeError('Failed to fetch'),
      reasonOr('Try again'),
      error('Try again'),
    ],
    [
      'the fixed text for a refusal without reason',
      new ApiError(500, ''),
      reasonOr('Try again'),
      error('Try again'),
    ],
    [
      'the reason worded',
      new ApiError(400, 'Too large'),
      reasonOr('Upload failed', (reason) => `Upload failed: ${reason}`),
      error('Upload failed: Too large'),
    ],
  ])('%s', (_name, thrown, texts, expected) => {
    expect(failureMessage(thrown, texts)).toEqual(expected);
  });
});

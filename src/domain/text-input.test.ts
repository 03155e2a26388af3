import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  controlCharacterIndex,
  controlCharacterMessage,
  hasControlCharacter,
  isWellFormedText,
  malformedTextMessage,
  isTextRuleMessage,
  NOTE_MAX,
  ruledString,
  textProblem,
  textRule,
  TICKER_MAX,
  tooLongMessage,
} from './text-input';

const ticker = textRule('Ticker', TICKER_MAX);
const comments = textRule('Comments', NOTE_MAX, { multiline: true, plural: true });

describe('textProblem: a length limit and no control characters', () => {
  it.each<[string, string, typeof ticker, string | null]>([
    ['a ticker', 'AAPL', ticker, null],
    ['12 characters', 'X'.repeat(12), ticker, null],
    ['12 characters with spaces around (trimmed first)', `  ${'X'.repeat(12)}  `, ticker, null],
    ['13 characters', 'X'.repeat(13), ticker, 'Ticker must be at most 12 characters'],
    ['NUL', 'AA\u0000PL', ticker, 'Ticker contains a control character'],
    ['a tab in one line', 'AA\tPL', ticker, 'Ticker contains a control character'],
    ['DEL', 'AA\u007fPL', ticker, 'Ticker contains a control character'],
    ['a C1 control', 'AA\u0085PL', ticker, 'Ticker contains a control character'],
    ['lines, tabs and CR in a note', 'one\r\ntwo\tthree', comments, null],
    ['NUL in a note', 'one\u0000two', comments, 'Comments contain a control character'],
    ['a vertical tab in a note', 'one\u000btwo', comments, 'Comments contain a control character'],
    ['10,001 characters', 'x'.repeat(10_001), comments, 'Comments must be at most 10,000 characters'],
    ['accents, emoji and non-breaking spaces', 'Café 😀\u00a0ok', ticker, null],
    ['a lone high surrogate', '\ud800', ticker, 'Ticker contains a character that is not text'],
    [
      'a lone low surrogate in a note',
      'one\udc00two',
      comments,
      'Comments contain a character that is not text',
    ],
    ['a pair the wrong way round', '\udc00\ud800', ticker, 'Ticker contains a character that is not text'],
    [
      'an emoji cut in half at the end',
      'ok \ud83d',
      comments,
      'Comments contain a character that is not text',
    ],
  ])('%s', (_scenario, text, rule, expected) => {
    expect(textProblem(text, rule)).toBe(expected);
  });

  it('refuses every C0 and C1 control in one-line text, and all but tab, LF and CR in notes', () => {
    const controls = [...Array(0x20).keys(), ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i)];
    for (const code of controls) {
      const text = `a${String.fromCharCode(code)}b`;
      expect(hasControlCharacter(text)).toBe(true);
      expect(hasControlCharacter(text, true)).toBe(![0x09, 0x0a, 0x0d].includes(code));
    }
  });

  it('finds the first control character of lines of text, and tells well-formed text', () => {
    expect(controlCharacterIndex('a,b\r\nc\td')).toBe(-1);
    expect(controlCharacterIndex('a,b\nc\u0000d')).toBe(5);
    expect(controlCharacterIndex('\u001bx')).toBe(0);
    expect(isWellFormedText('Café 😀')).toBe(true);
    expect(isWellFormedText('\ud83d\ude00\ud83d')).toBe(false);
  });

  it('accepts any text without controls within the limit, and the schema agrees with textProblem', () => {
    const schema = ruledString(comments);
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'binary' }), (text) => {
        const problem = textProblem(text, comments);
        const parsed = schema.safeParse(text);
        expect(parsed.success).toBe(problem === null);
        if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(problem);
      }),
    );
  });

  it('recognises its own messages, so the API answers them as written', () => {
    for (const rule of [ticker, comments, textRule('Sector names', 60, { plural: true })]) {
      expect(isTextRuleMessage(tooLongMessage(rule))).toBe(true);
      expect(isTextRuleMessage(controlCharacterMessage(rule))).toBe(true);
      expect(isTextRuleMessage(malformedTextMessage(rule))).toBe(true);
    }
    expect(isTextRuleMessage('Too big: expected string to have <=12 characters')).toBe(false);
    expect(isTextRuleMessage('Please enter a ticker')).toBe(false);
  });
});

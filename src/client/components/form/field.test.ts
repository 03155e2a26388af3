import { describe, expect, it } from 'vitest';
import { describedBy, type FieldWiring } from './field';

describe('what a field is described by', () => {
  const base: FieldWiring = { id: 'f', label: 'Field' };
  it.each<[string, Partial<FieldWiring>, string | undefined]>([
    ['nothing', {}, undefined],
    ['its hint', { hint: 'MM/DD/YYYY' }, 'f-hint'],
    ['its own error', { error: 'Required' }, 'f-error'],
    ['no error text, no error id', { error: '' }, undefined],
    ['the form message only while invalid', { errorId: 'form-message' }, undefined],
    ['the form message while invalid', { errorId: 'form-message', invalid: true }, 'form-message'],
    ['invalid without a message id', { invalid: true }, undefined],
    ['all three, hint first', { hint: 'h', error: 'e', errorId: 'm', invalid: true }, 'f-hint f-error m'],
  ])('%s', (_name, wiring, expected) => {
    expect(describedBy({ ...base, ...wiring })).toBe(expected);
  });
});

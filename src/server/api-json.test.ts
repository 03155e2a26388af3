import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { isoInstant, jsonFigure, jsonFigureOrNull } from './api-json';

describe('isoInstant: one form ending in Z', () => {
  it.each([
    ['node-postgres text with microseconds', '2025-07-01 10:00:00.123456+00', '2025-07-01T10:00:00.123Z'],
    ['PGlite text without a fraction', '2025-07-01 10:00:00+00', '2025-07-01T10:00:00.000Z'],
    ['one fraction digit', '2025-07-01 10:00:00.5+00', '2025-07-01T10:00:00.500Z'],
    ['an ISO form with +00:00', '2025-07-01T10:00:00.123+00:00', '2025-07-01T10:00:00.123Z'],
    ['already Z', '2025-07-01T10:00:00.123Z', '2025-07-01T10:00:00.123Z'],
    ['another zone', '2025-07-01 12:30:00.25+02', '2025-07-01T10:30:00.250Z'],
    ['a zone with minutes', '2025-07-01 05:00:00-05:30', '2025-07-01T10:30:00.000Z'],
  ])('%s', (_name, text, expected) => {
    expect(isoInstant(text)).toBe(expected);
  });

  it('refuses what is not a stored timestamp', () => {
    expect(() => isoInstant('yesterday')).toThrow('Not a stored timestamp');
  });
});

describe('jsonFigure: numbers, null kept, never a silent 0', () => {
  it.each([
    ['12.50', 12.5],
    ['-0.25', -0.25],
    ['0', 0],
  ])('%s', (text, expected) => {
    expect(jsonFigure(text)).toBe(expected);
  });

  it('reads a Decimal', () => {
    expect(jsonFigure(new Decimal('316.984'))).toBe(316.984);
  });

  it.each(['NaN', 'Infinity', ''])('refuses %j', (text) => {
    expect(() => jsonFigure(text)).toThrow('Not a finite figure');
  });

  it('keeps null', () => {
    expect(jsonFigureOrNull(null)).toBeNull();
    expect(jsonFigureOrNull('1')).toBe(1);
  });
});

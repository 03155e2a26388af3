import { describe, expect, it } from 'vitest';
import type { PositionType } from '../../../../domain/positions/units';
import { actionRefusal, rowActions, type TradeLogAction } from './row-actions';

describe('row actions', () => {
  it('open positions: Close, Average down, Roll, Edit; closed ones: Edit', () => {
    expect(rowActions({ isOpen: true })).toEqual(['close', 'averageDown', 'roll', 'edit']);
    expect(rowActions({ isOpen: false })).toEqual(['edit']);
  });
});

describe('refusals: mock mode and rolling a stock', () => {
  it.each<[TradeLogAction, boolean, PositionType | undefined, string | null]>([
    ['add', true, undefined, 'Adding positions is not fully supported in mock mode'],
    ['close', true, 'THETA', 'Closing positions is not supported in mock mode'],
    ['averageDown', true, 'STOCK', 'Averaging down is not supported in mock mode'],
    ['roll', false, 'STOCK', 'Rolling is only available for THETA and OPTION positions'],
    ['roll', true, 'STOCK', 'Rolling is only available for THETA and OPTION positions'],
    ['roll', false, 'THETA', null],
    ['roll', false, 'OPTION', null],
    ['roll', true, 'THETA', 'Rolling is not supported in mock mode'],
    ['edit', true, 'OPTION', 'Editing is not supported in mock mode'],
    ['edit', false, 'OPTION', null],
    ['add', false, undefined, null],
    ['close', false, 'STOCK', null],
    ['averageDown', false, 'OPTION', null],
  ])('%s (mock %s, %s)', (action, mock, type, expected) => {
    expect(actionRefusal(action, { mock, type })).toBe(expected);
  });
});

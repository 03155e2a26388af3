import { TRADE_MESSAGES } from '../../../../domain/positions/messages';
import type { PositionType } from '../../../../domain/positions/units';
import { TRADE_LOG_TEXT } from './trade-log-texts';

export type RowAction = 'close' | 'averageDown' | 'roll' | 'edit';
export type TradeLogAction = RowAction | 'add';

export const ROW_ACTION_LABELS: Record<RowAction, string> = {
  close: 'Close',
  averageDown: 'Average down',
  roll: 'Roll',
  edit: 'Edit',
};

/**
 * A row's actions (docs/requirements.md#tl-actions): an open position can be closed, averaged down,
 * rolled and edited; a closed one only edited. Roll stays on an open stock's menu so that choosing it
 * explains why it is refused.
 */
export function rowActions(position: { isOpen: boolean }): RowAction[] {
  return position.isOpen ? ['close', 'averageDown', 'roll', 'edit'] : ['edit'];
}

/**
 * Why an action may not start, or null when it may. Only theta and option positions roll
 * (docs/requirements.md#tl-actions). Mock mode refuses adding, closing and averaging down, and also
 * rolling and editing (docs/requirements.md#tl-mock): the sample positions are not in the books, so
 * those could only fail later with a less helpful message.
 */
export function actionRefusal(
  action: TradeLogAction,
  context: { mock: boolean; type?: PositionType },
): string | null {
  if (action === 'roll' && context.type === 'STOCK') return TRADE_MESSAGES.rollOnlyThetaOption;
  if (!context.mock) return null;
  switch (action) {
    case 'add':
      return TRADE_LOG_TEXT.mockAdd;
    case 'close':
      return TRADE_LOG_TEXT.mockClose;
    case 'averageDown':
      return TRADE_LOG_TEXT.mockAverage;
    case 'roll':
      return TRADE_LOG_TEXT.mockRoll;
    case 'edit':
      return TRADE_LOG_TEXT.mockEdit;
  }
}

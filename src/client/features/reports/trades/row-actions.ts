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
 * A row's actions (spec 001 section 2): an open position can be closed, averaged down, rolled and
 * edited; a closed one only edited. Roll stays on an open stock's menu so that choosing it explains
 * why it is refused.
 */
export function rowActions(position: { isOpen: boolean }): RowAction[] {
  return position.isOpen ? ['close', 'averageDown', 'roll', 'edit'] : ['edit'];
}

/**
 * Why an action may not start, or null when it may. Only theta and option positions roll (spec 001
 * section 5). Mock mode refuses adding, closing and averaging down in the spec's words (sections 4
 * and 8), and also rolling and editing: the sample positions are not in the books, so those could
 * only fail later with a less helpful message.
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

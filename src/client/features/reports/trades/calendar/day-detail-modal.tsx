import type { DayTotal } from '../../../../../domain/realized/calendar-stats';
import { CLOSING_TYPE_LABELS } from '../../../../../domain/realized/closing-events';
import { formatPnl, pnlTone } from '../../../../../domain/realized/format-pnl';
import { formatCurrency, formatLongDay, formatNumber } from '../../../../../domain/format';
import { Modal } from '../../../../components/modal';
import { ScrollRegion } from '../../../../components/scroll-region';

interface DayDetailModalProps {
  total: DayTotal | null;
  onClose: () => void;
}

const POSITION_KIND = { THETA: 'Theta', STOCK: 'Stock', OPTION: 'Option' } as const;

/** The trades that closed on one day: ticker, type, quantity, close value and P&L. */
export function DayDetailModal({ total, onClose }: DayDetailModalProps) {
  return (
    <Modal
      open={total !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={total ? `Trades on ${formatLongDay(total.day)}` : 'Trades'}
      description={
        total ? (
          <>
            {total.trades} {total.trades === 1 ? 'trade' : 'trades'}, day P&L{' '}
            <span className={`tone--${pnlTone(total.pnl)}`}>{formatPnl(total.pnl)}</span>
          </>
        ) : undefined
      }
      size="large"
    >
      {total ? (
        <ScrollRegion label="Trades of the day">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Ticker</th>
                <th scope="col">Type</th>
                <th scope="col" className="num">
                  Quantity
                </th>
                <th scope="col" className="num">
                  Close Value
                </th>
                <th scope="col" className="num">
                  P&amp;L
                </th>
              </tr>
            </thead>
            <tbody>
              {total.events.map((event) => (
                <tr key={event.transactionId}>
                  <th scope="row">
                    {event.ticker}{' '}
                    <span className="muted cal-detail__kind">{POSITION_KIND[event.positionType]}</span>
                  </th>
                  <td>{CLOSING_TYPE_LABELS[event.type]}</td>
                  <td className="num">{formatNumber(event.quantity)}</td>
                  <td className="num">
                    {event.closeValue === null ? '—' : formatCurrency(event.closeValue)}
                  </td>
                  <td className={`num tone--${pnlTone(event.pnl)}`}>{formatPnl(event.pnl)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </Modal>
  );
}

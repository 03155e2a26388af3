import type { WeeklyIncome } from '../../../../../domain/income/weekly-income';
import { formatPnl, pnlTone } from '../../../../../domain/realized/format-pnl';
import { ScrollRegion } from '../../../../components/scroll-region';

/** One row per week (Monday to Friday) and the quarter's total underneath. */
export function WeeklyIncomeTable({ income, caption }: { income: WeeklyIncome; caption: string }) {
  return (
    <ScrollRegion label={caption}>
      <table className="data-table income-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col" className="num">
              Positions
            </th>
            <th scope="col" className="num">
              Income
            </th>
          </tr>
        </thead>
        <tbody>
          {income.weeks.map((week) => (
            <tr key={week.monday} data-week={week.monday}>
              <th scope="row">{week.label}</th>
              <td className="num">{week.positions}</td>
              <td className={`num tone--${pnlTone(week.amount)}`}>{formatPnl(week.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Quarter total</th>
            <td className="num">{income.positions}</td>
            <td className={`num tone--${pnlTone(income.total)}`} data-testid="income-total">
              {formatPnl(income.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}

import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { formatCurrency } from '../../../../../domain/format';
import type { WeekIncome } from '../../../../../domain/income/weekly-income';
import { formatPnl } from '../../../../../domain/realized/format-pnl';

interface ChartPoint {
  label: string;
  amount: number;
  text: string;
  positions: number;
}

const tickStyle = { fill: '#4a5668', fontSize: 12 };
const GAIN = '#0b6e64';
const LOSS = '#a3190f';

function WeekTooltip({ active, payload }: TooltipContentProps) {
  const point = payload[0]?.payload as ChartPoint | undefined;
  if (!active || !point) return null;
  return (
    <div className="chart-tooltip">
      <p className="chart-tooltip__title">{point.label}</p>
      <dl className="chart-tooltip__figures">
        <div>
          <dt>Income</dt>
          <dd>{point.text}</dd>
        </div>
        <div>
          <dt>Positions</dt>
          <dd>{point.positions}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The tracker's weeks as bars; the table beside it carries the same figures as text. */
export function WeeklyIncomeChart({ weeks }: { weeks: readonly WeekIncome[] }) {
  const points: ChartPoint[] = weeks.map((week) => ({
    label: week.label,
    amount: week.amount.toNumber(),
    text: formatPnl(week.amount),
    positions: week.positions,
  }));
  return (
    <figure
      className="income-chart"
      role="img"
      aria-label={`Income per week: ${points.map((p) => `${p.label} ${p.text}`).join(', ')}`}
    >
      <BarChart
        data={points}
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
      >
        <CartesianGrid stroke="#e5e9ef" vertical={false} />
        <XAxis dataKey="label" tick={tickStyle} stroke="#c5ccd6" minTickGap={12} />
        <YAxis
          tick={tickStyle}
          stroke="#c5ccd6"
          width={72}
          tickFormatter={(value: number) => formatCurrency(value).replace('.00', '')}
        />
        <Tooltip content={WeekTooltip} isAnimationActive={false} />
        <Bar dataKey="amount" name="Income" maxBarSize={56} isAnimationActive={false}>
          {points.map((point) => (
            <Cell key={point.label} fill={point.amount < 0 ? LOSS : GAIN} />
          ))}
        </Bar>
      </BarChart>
    </figure>
  );
}

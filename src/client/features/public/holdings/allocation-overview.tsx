import { lazy, useState } from 'react';
import { Notice } from '../../../components/notice';
import { NO_PORTFOLIO_DATA } from '../../../messages';
import type { PublicAllocationItem } from '../../../../domain/public-data/schemas';
import { ClientOnly } from '../../../ssr/client-only';
import { HoldingsSummary } from './holdings-summary';

// The donut draws after hydration, to its measured size; the table and figures show meanwhile.
const AllocationPie = lazy(() => import('./allocation-pie').then((m) => ({ default: m.AllocationPie })));

/** The 'Portfolio Allocation' pie beside the 'Holdings Summary', each highlighting the other's entry. */
export function AllocationOverview({ items }: { items: readonly PublicAllocationItem[] | null }) {
  const [highlighted, setHighlighted] = useState<string | null>(null);

  if (items === null || items.length === 0) {
    return (
      <section className="card" aria-labelledby="allocation-heading">
        <h2 id="allocation-heading">Portfolio Allocation</h2>
        <Notice>{NO_PORTFOLIO_DATA}</Notice>
      </section>
    );
  }

  return (
    <div className="allocation-grid">
      <section className="card" aria-labelledby="allocation-heading">
        <h2 id="allocation-heading">Portfolio Allocation</h2>
        <ClientOnly fallback={<div className="chart-placeholder allocation-pie" />}>
          <AllocationPie items={items} highlighted={highlighted} onHighlight={setHighlighted} />
        </ClientOnly>
      </section>
      <section className="card" aria-labelledby="holdings-summary-heading">
        <h2 id="holdings-summary-heading">Holdings Summary</h2>
        <HoldingsSummary
          labelledBy="holdings-summary-heading"
          items={items}
          highlighted={highlighted}
          onHighlight={setHighlighted}
        />
      </section>
    </div>
  );
}

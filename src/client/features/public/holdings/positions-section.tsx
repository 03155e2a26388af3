import type { PortfolioResponse } from '../../../../domain/public-data/schemas';
import { PositionTable } from './position-table';

/** The three holdings sheets as tables: stocks, options and strategies. */
export function PositionsSection({ portfolio }: { portfolio: PortfolioResponse }) {
  const { stockPositions, optionPositions, strategyPositions } = portfolio;
  if (stockPositions === null && optionPositions === null && strategyPositions === null) return null;
  return (
    <section className="card positions" aria-labelledby="positions-heading">
      <h2 id="positions-heading">Positions</h2>
      {portfolio.masked ? (
        <p className="muted positions__note">
          Dollar amounts, share counts and contract counts show as *** unless you are signed in with access to
          them.
        </p>
      ) : null}
      <PositionTable title="Stocks" rows={stockPositions ?? []} emptyText="No stock positions" />
      <PositionTable title="Options" rows={optionPositions ?? []} emptyText="No option positions" />
      <PositionTable title="Strategies" rows={strategyPositions ?? []} emptyText="No strategy positions" />
    </section>
  );
}

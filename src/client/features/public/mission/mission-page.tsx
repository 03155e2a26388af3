import { lazy } from 'react';
import { PageTitle } from '../../../components/page-title';
import { ClientOnly } from '../../../ssr/client-only';
import { MISSION_SERIES_STYLE, MISSION_LEGEND } from './mission-series';

const MissionChart = lazy(() => import('./mission-chart').then((m) => ({ default: m.MissionChart })));

const CHART_TITLE = 'Strategy Visualization: Adaptive Options Overlay';

/** /mission: docs/requirements.md#pub-mission. */
export function MissionPage() {
  return (
    <article className="page container page--narrow mission" aria-labelledby="mission-heading">
      <PageTitle title="Our Mission" />
      <h1 id="mission-heading">Our Mission</h1>
      <p className="page__lead">
        We invest in high-quality companies with dominant competitive advantages and proven business models.
        We do not chase short-term alpha: we look for the long-term winners and give them the time to
        compound.
      </p>
      <p>
        On top of these holdings we overlay options, earning extra premiums from the natural fluctuations of
        their prices. Core long positions are held for 5-10+ years, while trading channels adjust dynamically
        and hedges are added as needed.
      </p>

      <section className="card mission-chart" aria-labelledby="mission-chart-heading">
        <h2 id="mission-chart-heading">{CHART_TITLE}</h2>
        <figure
          className="mission-chart__figure"
          role="img"
          aria-label="Illustration over twelve months: a stock price rising from 100 to 136, with an upper and a lower range about 8 percent either side that move up with it."
        >
          <ClientOnly fallback={<div className="chart-placeholder" />}>
            <MissionChart />
          </ClientOnly>
        </figure>
        <ul className="chart-legend" aria-label="Legend">
          {MISSION_LEGEND.map((entry) => {
            const style = MISSION_SERIES_STYLE[entry.series];
            return (
              <li key={entry.text}>
                <span
                  className={`legend-line${style.dashed ? ' legend-line--dashed' : ''}`}
                  style={{ color: style.color }}
                  aria-hidden="true"
                />
                {entry.text}
              </li>
            );
          })}
        </ul>
        <p className="muted chart-footnote">
          This illustration is dynamic: the channels and hedging levels move with the price and are reset as
          conditions change. It uses sample figures, not the fund&apos;s holdings or results.
        </p>
      </section>

      <aside className="callout" aria-labelledby="important-notice-heading">
        <h2 id="important-notice-heading" className="callout__title">
          Important Notice
        </h2>
        <ul>
          <li>Past performance does not guarantee future results.</li>
          <li>All investments carry risk of loss.</li>
          <li>Options strategies are not suitable for all investors.</li>
          <li>The strategy may produce concentrated positions that raise volatility.</li>
        </ul>
      </aside>
    </article>
  );
}

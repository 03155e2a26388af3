import { heatBands } from '../../../../../domain/journal/heatmap';
import { formatCurrency } from '../../../../../domain/format';

/**
 * What the heat-map's colours mean: losses in red and gains in green, each in four steps up to the
 * largest day shown (decision 030). The cells carry their own labels too; this is for the eye.
 */
export function HeatmapLegend({ largest }: { largest: number }) {
  const bands = heatBands(largest);
  if (bands.length === 0) return null;
  const bound = (upTo: number) => `up to ${formatCurrency(upTo)}`;
  return (
    <div className="heatmap-legend">
      <dl className="heatmap-legend__key">
        <div className="heatmap-legend__group">
          <dt>Loss</dt>
          {[...bands].reverse().map((band) => (
            <dd key={`loss-${band.level}`} title={`Loss ${bound(band.upTo)}`}>
              <span
                className={`heatmap-legend__swatch heatmap__cell--loss-${band.level}`}
                aria-hidden="true"
              />
              <span className="visually-hidden">Loss {bound(band.upTo)}</span>
            </dd>
          ))}
        </div>
        <div className="heatmap-legend__group">
          <dt>No P&amp;L</dt>
          <dd>
            <span className="heatmap-legend__swatch heatmap__cell--flat-0" aria-hidden="true" />
            <span className="visually-hidden">A day that nets $0.00</span>
          </dd>
        </div>
        <div className="heatmap-legend__group">
          <dt>Gain</dt>
          {bands.map((band) => (
            <dd key={`gain-${band.level}`} title={`Gain ${bound(band.upTo)}`}>
              <span
                className={`heatmap-legend__swatch heatmap__cell--gain-${band.level}`}
                aria-hidden="true"
              />
              <span className="visually-hidden">Gain {bound(band.upTo)}</span>
            </dd>
          ))}
        </div>
      </dl>
      <p className="heatmap-legend__scale muted">Darkest: the largest day, {formatCurrency(largest)}</p>
    </div>
  );
}

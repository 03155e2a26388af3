import { memo } from 'react';
import { realizedPnlOf } from '../../../../../domain/positions/quarter-summary';
import type { PositionItem } from '../../../../../domain/positions/responses';
import {
  formatTradeDay,
  money,
  NO_FIGURE,
  positionKind,
  positionLabel,
  quantityText,
  signedMoney,
  toneClass,
} from '../display';
import { ROW_ACTION_LABELS, rowActions, type RowAction } from '../row-actions';
import { sectorTags } from '../sector-tags';
import { RichNote } from './rich-note';

interface PositionRowProps {
  position: PositionItem;
  /** Null for a viewer who may not write: no select box and no Actions cell. */
  onAction: ((action: RowAction, position: PositionItem) => void) | null;
  selected: boolean;
  onSelect: (id: number, selected: boolean) => void;
  /** The line's index in the table (the virtualizer's), and the virtualizer's measuring ref. */
  index: number;
  measure: (element: HTMLTableRowElement | null) => void;
}

/** Sectors or tags: at most two shown, '+N' for the rest (docs/requirements.md#tl-table). */
function NameTagList({ names, variant }: { names: readonly string[]; variant?: 'setup' }) {
  if (names.length === 0) return <span className="muted">{NO_FIGURE}</span>;
  const tags = sectorTags(names);
  return (
    <span className="trade-tags">
      {tags.shown.map((name) => (
        <span key={name} className={variant === 'setup' ? 'trade-tag trade-tag--setup' : 'trade-tag'}>
          {name}
        </span>
      ))}
      {tags.more ? (
        <span className="trade-tag trade-tag--more" title={tags.hidden.join(', ')}>
          <span aria-hidden="true">{tags.more}</span>
          <span className="visually-hidden">and {tags.hidden.join(', ')}</span>
        </span>
      ) : null}
    </span>
  );
}

/**
 * One position. Memoised: a row renders again only when its position, its selection or its place
 * changes, never for a dialog, a notice or another row; the derived figures are the server's
 * (quantity, avgPrice, value), so a row only formats. Focusable (tabindex -1) for the arrow keys.
 */
export const PositionRow = memo(function PositionRow({
  position,
  onAction,
  selected,
  onSelect,
  index,
  measure,
}: PositionRowProps) {
  const label = positionLabel(position);
  const notes = position.type === 'STOCK' ? position.thesis : position.comments;
  const realized = realizedPnlOf(position);
  return (
    <tr
      ref={measure}
      data-index={index}
      data-key={`p${position.id}`}
      data-position-id={position.id}
      aria-rowindex={index + 2}
      tabIndex={-1}
      className={selected ? 'trade-row--selected' : undefined}
    >
      {onAction ? (
        <td className="trade-table__select">
          <input
            type="checkbox"
            checked={selected}
            aria-label={`Select ${label}`}
            onChange={(event) => onSelect(position.id, event.target.checked)}
          />
        </td>
      ) : null}
      <th scope="row" className="trade-table__position">
        <span className="trade-table__label">{label}</span>
        <span className="trade-table__kind">{positionKind(position)}</span>
        {notes ? (
          <span className="trade-table__notes">
            <RichNote text={notes} />
          </span>
        ) : null}
      </th>
      <td className="num">{quantityText(position.quantity)}</td>
      <td className="num">{money(position.avgPrice)}</td>
      <td className="num">{position.type === 'STOCK' ? money(position.adjustedCostBasis) : ''}</td>
      <td className="num">{money(position.value)}</td>
      <td>{formatTradeDay(position.closeDate)}</td>
      <td className="num">
        <span className={toneClass(realized)}>{realized === null ? NO_FIGURE : signedMoney(realized)}</span>
        {position.isOpen && realized !== null ? (
          <span className="trade-table__hint">realized so far</span>
        ) : null}
      </td>
      <td>
        <NameTagList names={position.sectors} />
      </td>
      <td>
        <NameTagList names={position.tags} variant="setup" />
      </td>
      {onAction ? (
        <td>
          <span className="trade-actions">
            {rowActions(position).map((action) => (
              <button
                key={action}
                type="button"
                className="trade-action"
                aria-label={`${ROW_ACTION_LABELS[action]} ${label}`}
                onClick={() => onAction(action, position)}
              >
                {ROW_ACTION_LABELS[action]}
              </button>
            ))}
          </span>
        </td>
      ) : null}
    </tr>
  );
});

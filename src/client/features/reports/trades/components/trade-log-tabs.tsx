import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { TRADE_LOG_TEXT } from '../trade-log-texts';

export type TradeLogTab = 'positions' | 'realized' | 'analytics' | 'earning';

const TABS: readonly { id: TradeLogTab; label: string }[] = [
  { id: 'positions', label: TRADE_LOG_TEXT.tabs.positions },
  { id: 'realized', label: TRADE_LOG_TEXT.tabs.realized },
  { id: 'analytics', label: TRADE_LOG_TEXT.tabs.analytics },
  { id: 'earning', label: TRADE_LOG_TEXT.tabs.earning },
];

/**
 * The Trade Log's four views as an ARIA tablist: arrow keys, Home and End move between tabs and
 * select them (roving tabindex); only the selected panel is rendered.
 */
export function TradeLogTabs({ renderPanel }: { renderPanel: (tab: TradeLogTab) => ReactNode }) {
  const [selected, setSelected] = useState<TradeLogTab>('positions');
  const tabRefs = useRef(new Map<TradeLogTab, HTMLButtonElement>());

  const move = (index: number) => {
    const tab = TABS[(index + TABS.length) % TABS.length]!;
    setSelected(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };

  return (
    <div className="trade-tabs">
      <div role="tablist" aria-label="Trade Log views" className="trade-tabs__list">
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`trade-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`trade-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            className="trade-tabs__tab"
            onClick={() => setSelected(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`trade-panel-${tab.id}`}
          aria-labelledby={`trade-tab-${tab.id}`}
          className="trade-tabs__panel"
          hidden={tab.id !== selected}
          tabIndex={tab.id === selected ? 0 : undefined}
        >
          {tab.id === selected ? renderPanel(tab.id) : null}
        </div>
      ))}
    </div>
  );
}

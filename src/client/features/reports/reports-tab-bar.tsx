import { useLayoutEffect, useRef } from 'react';
import { ActiveLink } from '../../components/active-link';
import { REPORTS_TABS, type ReportsTabSlug } from './reports-tabs';

export function ReportsTabBar({ current }: { current: ReportsTabSlug }) {
  const bar = useRef<HTMLElement>(null);
  // On a phone the bar scrolls sideways: the active tab is brought into view (the bar scrolls, never
  // the page), centred where it can be, so the reader sees where they are.
  useLayoutEffect(() => {
    const nav = bar.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
  }, [current]);
  return (
    <nav ref={bar} className="tab-bar" aria-label="Reports sections">
      <ul className="tab-bar__list">
        {REPORTS_TABS.map((tab) => (
          <li key={tab.slug}>
            <ActiveLink to={`/reports/${tab.slug}`} className="tab-bar__link" active={tab.slug === current}>
              {tab.label}
            </ActiveLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

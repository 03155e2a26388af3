import { ActiveLink } from '../../components/active-link';
import { REPORTS_TABS, type ReportsTabSlug } from './reports-tabs';

export function ReportsTabBar({ current }: { current: ReportsTabSlug }) {
  return (
    <nav className="tab-bar" aria-label="Reports sections">
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

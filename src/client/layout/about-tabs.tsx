import { useLocation } from 'react-router';
import { ActiveLink } from '../components/active-link';
import { isHoldingsTabActive, isWithin } from './active-path';

/** The second tab bar under /about (docs/requirements.md#pub-about-tabs). */
export function AboutTabs() {
  const { pathname } = useLocation();
  return (
    <nav className="tab-bar container" aria-label="About">
      <ul className="tab-bar__list">
        <li>
          <ActiveLink to="/about/holdings" className="tab-bar__link" active={isHoldingsTabActive(pathname)}>
            Holdings
          </ActiveLink>
        </li>
        <li>
          <ActiveLink
            to="/about/performance"
            className="tab-bar__link"
            active={isWithin(pathname, '/about/performance')}
          >
            Performance
          </ActiveLink>
        </li>
      </ul>
    </nav>
  );
}

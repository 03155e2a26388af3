import { BrandLink } from './brand-link';
import { MainNav } from './main-nav';
import { SessionControls } from './session-controls';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <BrandLink />
        <MainNav />
        <SessionControls />
      </div>
    </header>
  );
}

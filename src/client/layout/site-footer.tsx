import { useAppConfig } from '../config/config-context';

// Read once when the bundle loads: a page left open across New Year's Eve is not worth a timer.
const currentYear = new Date().getFullYear();

export function SiteFooter() {
  const { fundName } = useAppConfig();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p>
          © {currentYear} {fundName}
        </p>
        <p className="site-footer__disclaimer">Not Financial Advice</p>
      </div>
    </footer>
  );
}

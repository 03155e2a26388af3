import { Link } from 'react-router';
import { useAppConfig } from '../config/config-context';

/** The logo: a simple rising-bars mark and the fund's name, leading home. */
export function BrandLink() {
  const { fundName } = useAppConfig();
  return (
    <Link to="/" className="brand">
      <svg className="brand__mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="3" y="13" width="4" height="8" rx="1" />
        <rect x="10" y="8" width="4" height="13" rx="1" />
        <rect x="17" y="3" width="4" height="18" rx="1" />
      </svg>
      <span className="brand__name">{fundName}</span>
    </Link>
  );
}

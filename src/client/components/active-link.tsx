import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ActiveLinkProps {
  to: string;
  /** Decided by the caller: several nav entries stay active across a whole section, not one path. */
  active: boolean;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

/** A navigation link that marks itself as the current page for sighted and screen-reader users alike. */
export function ActiveLink({ to, active, className, onClick, children }: ActiveLinkProps) {
  const classes = [className, active ? 'is-active' : null].filter(Boolean).join(' ');
  return (
    <Link to={to} className={classes} aria-current={active ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}

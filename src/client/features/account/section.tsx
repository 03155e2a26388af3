import type { ReactNode } from 'react';

/** A titled part of the account page, named for screen readers by its heading. */
export function AccountSection({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className="account-section" aria-labelledby={`${id}-heading`}>
      <div className="account-section__head">
        <h2 id={`${id}-heading`}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

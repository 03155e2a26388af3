import type { ReactNode } from 'react';

interface NoticeProps {
  /** 'error' is announced at once (role="alert"); 'info' and 'success' politely (role="status"). */
  tone?: 'info' | 'success' | 'error';
  title?: string;
  children?: ReactNode;
  /** Buttons or links that let the reader act on the notice. */
  actions?: ReactNode;
}

/** The one way to tell the reader something went wrong or needs attention. */
export function Notice({ tone = 'info', title, children, actions }: NoticeProps) {
  return (
    <div
      className={`notice notice--${tone === 'error' ? 'error' : 'info'}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {title ? <p className="notice__title">{title}</p> : null}
      {children ? <div className="notice__body">{children}</div> : null}
      {actions ? <div className="notice__actions">{actions}</div> : null}
    </div>
  );
}

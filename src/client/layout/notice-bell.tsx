import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../domain/format';
import type { Notice } from '../../domain/notices/schemas';
import { noticesQuery, useMarkNoticeRead } from '../api/notices';
import { useAccess } from '../auth/use-access';
import { useDismiss } from './use-dismiss';

/**
 * The bell in the header (decision 027), for the administrator and for a linked investor: the unread
 * count, and a list of the latest notices with their time and link. Opening one marks it read.
 */
export function NoticeBell() {
  const access = useAccess();
  const user = access.status === 'signedIn' ? access.user : null;
  const eligible = user !== null && (user.role === 'administrator' || Boolean(user.investor));
  if (!eligible || !user) return null;
  return <Bell sub={user.sub} />;
}

function Bell({ sub }: { sub: string }) {
  const notices = useQuery(noticesQuery(sub));
  const markRead = useMarkNoticeRead(sub);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close);
  const unread = notices.data?.unread ?? 0;

  const openNotice = (notice: Notice) => {
    setOpen(false);
    if (!notice.read) markRead.mutate(notice.id);
    void navigate(notice.link);
  };

  return (
    <div className="notice-bell" ref={containerRef}>
      <button
        type="button"
        className="notice-bell__button"
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={unread > 0 ? `Notices, ${unread} unread` : 'Notices'}
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {unread > 0 && <span className="notice-bell__count">{unread > 99 ? '99+' : unread}</span>}
      </button>
      {open && (
        <div className="notice-bell__panel" role="region" aria-label="Notices">
          {notices.isPending ? (
            <p className="notice-bell__empty">Loading notices…</p>
          ) : notices.isError ? (
            <p className="notice-bell__empty">Notices could not be loaded.</p>
          ) : notices.data.notices.length === 0 ? (
            <p className="notice-bell__empty">No notices yet.</p>
          ) : (
            <ul className="notice-bell__list">
              {notices.data.notices.map((notice) => (
                <li key={notice.id}>
                  <button
                    type="button"
                    className={`notice-bell__item${notice.read ? '' : ' notice-bell__item--unread'}`}
                    onClick={() => openNotice(notice)}
                  >
                    <span className="notice-bell__title">{notice.title}</span>
                    <time className="notice-bell__time" dateTime={notice.createdAt}>
                      {formatDateTime(notice.createdAt)}
                    </time>
                    {!notice.read && <span className="visually-hidden"> (unread)</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

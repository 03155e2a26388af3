import { parseQuarter, quarterLabel } from '../quarters';
import type { NoticeKind } from './kinds';

/*
 * One template per kind of notice (decision 027): the subject (also the notice's title in the app), the
 * plain text, the HTML and the page it links to. A message says what happened and where to look, never
 * the figures: a statement's notice says it is ready, not the balance.
 */

export interface NoticeTemplateInput {
  kind: NoticeKind;
  params: Readonly<Record<string, string>>;
  fundName: string;
  /** The recipient's name as typed; the administrator's messages greet no one by name. */
  recipientName: string | null;
  /** PUBLIC_URL without its trailing slash. */
  publicUrl: string;
  /** The one-click unsubscribe page, for kinds the recipient may turn off. */
  unsubscribeUrl?: string;
}

export interface RenderedNotice {
  subject: string;
  text: string;
  html: string;
  link: string;
}

interface Parts {
  subject: string;
  lines: string[];
  path: string;
}

/** Control characters (a `\r\nBcc:` among them) become spaces: no text can start a header line. */
export const oneLine = (value: string): string =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

const quarterText = (key: string | undefined): string => {
  const quarter = key === undefined ? null : parseQuarter(key);
  return quarter ? quarterLabel(quarter) : (key ?? '');
};

const requestWord = (kind: string | undefined) => (kind === 'redemption' ? 'redemption' : 'subscription');

const SHEET_LABELS: Record<string, string> = {
  stocks: 'stocks',
  options: 'options',
  strategies: 'strategies',
  nav: 'NAV',
  performance: 'performance',
  currentNav: 'current NAV',
};

function partsOf(kind: NoticeKind, p: Readonly<Record<string, string>>): Parts {
  switch (kind) {
    case 'statement_ready':
      return {
        subject: `Your ${quarterText(p.quarter)} statement is ready`,
        lines: [`Your statement for ${quarterText(p.quarter)} is ready to read and download.`],
        path: '/account#statements',
      };
    case 'request_received':
      return {
        subject: `We received your ${requestWord(p.requestKind)} request`,
        lines: [
          `We received your ${requestWord(p.requestKind)} request. We will let you know once it is decided.`,
        ],
        path: '/account#requests',
      };
    case 'request_approved':
      return {
        subject: `Your ${requestWord(p.requestKind)} request was approved`,
        lines: [
          `Your ${requestWord(p.requestKind)} request was approved. Its confirmation is ready to download beside the request.`,
        ],
        path: '/account#requests',
      };
    case 'request_rejected':
      return {
        subject: `Your ${requestWord(p.requestKind)} request was declined`,
        lines: [
          `Your ${requestWord(p.requestKind)} request was declined.`,
          ...(p.reason ? [`The reason given: ${p.reason}`] : []),
        ],
        path: '/account#requests',
      };
    case 'document_shared':
      return {
        subject: 'A new document was shared with you',
        lines: [`A document was shared with you${p.filename ? `: ${p.filename}` : ''}.`],
        path: '/account#documents',
      };
    case 'tax_package_ready': {
      // A corrected package (the year's Q4 reopened and closed with other figures) replaces the first.
      const corrected = p.corrected === 'yes';
      const year = p.taxYear ?? 'the year';
      return {
        subject: `Your ${corrected ? 'corrected ' : ''}${p.taxYear ?? ''} tax package is ready`.replace(
          '  ',
          ' ',
        ),
        lines: corrected
          ? [
              `A corrected tax package for ${year} is ready to download.`,
              'It replaces the one you were sent earlier: please use this one.',
            ]
          : [`Your tax package for ${year} is ready to download.`],
        path: '/account#tax-documents',
      };
    }
    case 'admin_new_request':
      return {
        subject: `New ${requestWord(p.requestKind)} request from ${p.investorName ?? 'an investor'}`,
        lines: [
          `${p.investorName ?? 'An investor'} asked for a ${requestWord(p.requestKind)}. It waits for your decision in Admin Tools.`,
        ],
        path: '/reports/admin-tools',
      };
    case 'admin_backup_failed':
      return {
        subject: 'A scheduled backup failed',
        lines: [
          'A scheduled backup failed; the next interval tries again.',
          ...(p.reason ? [`The error: ${p.reason}`] : []),
        ],
        path: '/reports/admin-tools',
      };
    case 'admin_sheet_failing':
      return {
        subject: `The ${SHEET_LABELS[p.sheet ?? ''] ?? p.sheet ?? ''} sheet has been failing since ${p.since ?? ''}`,
        lines: [
          `The published ${SHEET_LABELS[p.sheet ?? ''] ?? p.sheet ?? ''} sheet could not be read since ${p.since ?? ''}. The site shows its last good copy meanwhile.`,
        ],
        path: '/reports/admin-tools',
      };
    case 'admin_fee_run':
      return {
        subject: `The ${quarterText(p.quarter)} fee run was ${p.action === 'reversed' ? 'reversed' : 'posted'} by ${p.actor ?? 'another administrator'}`,
        lines: [
          `${p.actor ?? 'Another administrator'} ${p.action === 'reversed' ? 'reversed' : 'posted'} the fee run for ${quarterText(p.quarter)}.`,
        ],
        path: '/reports/fees',
      };
  }
}

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The notice's title and link for the app. */
export function noticeHeadline(kind: NoticeKind, params: Readonly<Record<string, string>>) {
  const { subject, path } = partsOf(kind, params);
  return { title: oneLine(subject), path };
}

/** The message of a notice: one template gives the plain text and the HTML. */
export function renderNotice(input: NoticeTemplateInput): RenderedNotice {
  const { subject, lines, path } = partsOf(input.kind, input.params);
  const link = `${input.publicUrl}${path}`;
  const greeting = input.recipientName ? `Dear ${oneLine(input.recipientName)},` : 'Hello,';
  const fund = oneLine(input.fundName);
  const footer = [
    `You receive this message as ${input.recipientName ? 'an investor in' : 'the administrator of'} ${fund}.`,
    ...(input.unsubscribeUrl ? [`To stop messages of this kind: ${input.unsubscribeUrl}`] : []),
  ];
  const text = [greeting, '', ...lines, '', `Open it here: ${link}`, '', `— ${fund}`, '', ...footer, ''].join(
    '\n',
  );
  const p = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    p(greeting),
    ...lines.map(p),
    `<p><a href="${escapeHtml(link)}">Open it in ${escapeHtml(fund)}</a></p>`,
    `<p>— ${escapeHtml(fund)}</p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(footer[0]!)}${
      input.unsubscribeUrl
        ? ` <a href="${escapeHtml(input.unsubscribeUrl)}">Stop messages of this kind</a>.`
        : ''
    }</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: oneLine(subject), text, html, link };
}

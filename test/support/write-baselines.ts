/*
 * One valid request per JSON write route (two where a route takes two kinds of payload), for the
 * generated bad-input test (src/server/bad-input.test.ts): each bad case is a baseline with one field
 * changed, and each baseline is sent last to show it is accepted, so every refusal is the field's.
 * A write route that is not listed here, or in WITHOUT_JSON_BODY, fails that test.
 */

export interface Fixtures {
  investor: number;
  document: number;
  theta: number;
  option: number;
  stock: number;
  rollTheta: number;
  rollOption: number;
  /** A Section 1256 option (SPX) open on 31 December 2024. */
  indexOption: number;
  /** A previewed broker import, not yet committed. */
  importPreview: number;
  /** Two pending requests of the portal's investor: one to approve, one to reject. */
  requestToApprove: number;
  requestToReject: number;
}

export interface Baseline {
  /** The query string without '?'. */
  query?: string;
  /** The record the path's :id names, when it is not the investor. */
  id?: number;
  /** The year the path's :year names ('2024'). */
  year?: string;
  /** The quarter the path's :quarter names ('Q1_2020'). */
  quarter?: string;
  /** Sent with an investor's own sign-in (a route of the investor portal, /api/me). */
  asInvestor?: boolean;
  body: Record<string, unknown>;
}

/** A week after today's UTC day, 'YYYY-MM-DD': after the fund's today in any zone, well within a year. */
const weekAhead = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

const closeTheta = (f: Fixtures) => [
  {
    body: { id: f.theta, closeValue: 20, contracts: 1, comments: 'took one off', closeDate: '2025-08-01' },
  },
];

export const BASELINES: Record<string, (f: Fixtures) => Baseline[]> = {
  'POST /api/positions': () => [
    {
      body: {
        positionType: 'THETA',
        quarter: 'Q3 2025',
        ticker: 'AMD',
        comments: 'backfilled',
        selectedSectors: ['Technology'],
        tags: ['earnings'],
        isClosedPosition: true,
        openDate: '2025-07-02',
        closeDate: '2025-07-20',
        closePrice: 10,
        netProfit: 90,
        action: 'STO',
        expirationDate: '08/15/2025',
        strike: 150,
        optionType: 'P',
        contracts: 1,
        premium: 100,
      },
    },
  ],
  'PUT /api/theta-holdings': closeTheta,
  'PATCH /api/theta-holdings': (f) => [
    {
      body: {
        positionId: f.theta,
        contracts: 1,
        premium: 90,
        comments: 'more',
        averageDownDate: '2025-07-15',
      },
    },
    {
      body: {
        id: f.theta,
        ticker: 'AAPL',
        sectors: 'Technology, Consumer',
        tags: 'wheel, earnings',
        openDate: '2025-07-01',
        closeDate: '2025-09-01',
        action: 'STO',
        expirationDate: '12/19/2025',
        strike: 190,
        optionType: 'P',
        comments: 'edited',
        totalContracts: 5,
        premium: 100,
      },
    },
  ],
  'POST /api/theta-holdings': (f) => [
    {
      query: 'action=roll',
      body: {
        currentPositionId: f.rollTheta,
        closeValue: 50,
        newAction: 'STO',
        newTicker: 'AAPL',
        newExpirationDate: '01/16/2026',
        newStrike: 185,
        newOptionType: 'P',
        newContracts: 2,
        newPremium: 120,
        comments: 'rolled',
        rollDate: '2025-08-15',
      },
    },
  ],
  'PUT /api/option-holdings': (f) => [
    { body: { id: f.option, closeValue: 500, contracts: 1, closeDate: '2025-08-01' } },
  ],
  'PATCH /api/option-holdings': (f) => [
    { body: { positionId: f.option, contracts: 1, premium: 400, averageDownDate: '2025-07-15' } },
    {
      body: {
        id: f.option,
        ticker: 'MSFT',
        sectors: ['Technology'],
        openDate: '2025-07-01',
        action: 'BTO',
        expirationDate: '01/16/2026',
        strike: 400,
        optionType: 'C',
        comments: 'edited',
        contracts: 2,
        costBasis: 450,
      },
    },
  ],
  'POST /api/option-holdings': (f) => [
    {
      query: 'action=roll',
      body: {
        currentPositionId: f.rollOption,
        closeValue: 300,
        newTicker: 'MSFT',
        newExpirationDate: '03/20/2026',
        newStrike: 420,
        newPremium: 500,
        rollDate: '2025-08-15',
      },
    },
  ],
  'PUT /api/stock-holdings': (f) => [{ body: { id: f.stock, closeValue: 160, shares: 1, comments: 'trim' } }],
  'PATCH /api/stock-holdings': (f) => [
    {
      body: { positionId: f.stock, shares: 1, price: 140, comments: 'added', averageDownDate: '2025-07-15' },
    },
    {
      body: {
        id: f.stock,
        ticker: 'NVDA',
        sectors: 'Technology',
        openDate: '2025-07-01',
        shares: 10,
        avgPrice: 150,
        thesis: 'AI capex',
      },
    },
  ],
  'POST /api/positions/tags': (f) => [
    { body: { action: 'add', tag: 'hedge', positionIds: [f.theta, f.stock] } },
    { body: { action: 'remove', tag: 'HEDGE', positionIds: [f.stock] } },
  ],
  'POST /api/quarters': () => [{ body: { newQuarter: 'Q4 2025' } }],
  'POST /api/app-settings': () => [{ body: { key: 'trade_log_last_updated_Q3_2025', value: '2025-09-30' } }],
  'POST /api/investors': () => [
    { body: { name: 'Grace Hopper', email: 'grace@fund.test', quarterlyContribution: '250' } },
  ],
  'PATCH /api/investors/:id': () => [
    { body: { name: 'Ada King', email: 'ada.king@fund.test', quarterlyContribution: '100' } },
  ],
  'POST /api/investors/with-investment': () => [
    {
      body: {
        name: 'Alan Turing',
        email: 'alan@fund.test',
        quarterlyContribution: '0',
        investmentDate: '2025-07-01',
        amountInvested: '1000',
        navAtEntry: '100',
        sharesIssued: '10',
        quarter: 'Q3_2025',
        type: 'Initial Investment',
      },
    },
  ],
  'POST /api/investor-investments': (f) => [
    {
      body: {
        investorId: f.investor,
        investmentDate: '2025-07-02',
        amountInvested: '500',
        navAtEntry: '100',
        sharesIssued: '5',
        type: 'Additional Investment',
      },
    },
  ],
  'POST /api/investors/:id/nav-data': () => [
    { query: 'type=quarterly', body: { quarter: 'Q3_2025', navValue: '101' } },
    { query: 'type=year-start', body: { year: '2025', navValue: '100' } },
  ],
  'PATCH /api/investors/:id/documents': (f) => [
    { query: `documentId=${f.document}`, body: { isActive: false } },
  ],
  'PUT /api/investors/:id/identity': () => [{ body: { subject: 'provider|investor-1' } }],
  'POST /api/imports/:id/commit': (f) => [
    { id: f.importPreview, body: { confirmedRolls: [], decisions: [] } },
  ],
  'PUT /api/me/notice-preferences': () => [{ asInvestor: true, body: { kinds: { document_shared: false } } }],
  'POST /api/me/requests': () => [
    { asInvestor: true, body: { kind: 'subscription', amount: '500', note: 'Wired on Monday.' } },
    { asInvestor: true, body: { kind: 'redemption', shares: '0.5' } },
  ],
  // Dealt a week after the request (made today): never before it, within the year ahead, at the books' NAV.
  'POST /api/requests/:id/approve': (f) => [
    { id: f.requestToApprove, body: { dealingDate: weekAhead(), navPerUnit: '100', waiveNotice: false } },
  ],
  'POST /api/requests/:id/reject': (f) => [
    { id: f.requestToReject, body: { reason: 'The fund is closed to new money this quarter.' } },
  ],
  // Reads with a body (they write nothing); their input is checked all the same.
  'POST /api/reports/statements': (f) => [{ body: statementRun(f) }],
  'POST /api/reports/statements/pdf': (f) => [{ body: { ...statementRun(f), investorId: f.investor } }],
  'PUT /api/fees/terms': () => [
    { body: { managementFeePercent: '1.5', performanceFeePercent: '20', crystallization: 'quarterly' } },
  ],
  'PUT /api/investors/:id/fee-terms': () => [
    { body: { managementFeePercent: '1', performanceFeePercent: null, crystallization: 'annual' } },
  ],
  // A quarter no other baseline dates anything in: a run makes records on or before its end refused.
  'POST /api/fee-runs/preview': () => [{ body: { quarter: 'Q1_2021', navPerUnit: '100' } }],
  'POST /api/fee-runs': () => [{ body: { quarter: 'Q1_2021', navPerUnit: '100' } }],
  // Closed, then reopened at once (the reopen's baseline is sent next): Q3 2025 holds the fixtures' first
  // records, and no quarter before a fund's first record can be closed.
  'POST /api/periods/:quarter/close': () => [{ quarter: 'Q3_2025', body: { confirmNoFees: true } }],
  'POST /api/periods/:quarter/reopen': () => [
    { quarter: 'Q3_2025', body: { reason: 'A NAV was corrected' } },
  ],
  // No option on IWM is in the fixtures, so no closed year refuses it.
  'POST /api/tax/section-1256': () => [{ body: { symbol: 'IWM' } }],
  'PUT /api/tax/:year/marks': (f) => [
    { year: '2024', body: { marks: [{ positionId: f.indexOption, price: '4.10' }] } },
  ],
};

/** A batch run whose overrides give the fixture investor every start NAV, so its statement can be made. */
function statementRun(f: Fixtures) {
  return {
    quarter: 'Q3',
    year: 2025,
    currentNav: '176.4',
    withdrawalTerms: 'Quarterly, with 30 days notice',
    overrides: [{ investorId: f.investor, quarterStartNav: '160', yearStartNav: 150, inceptionNav: '100' }],
  };
}

/** Write routes without a JSON body, and where their input is covered instead. */
export const WITHOUT_JSON_BODY: Record<string, string> = {
  'POST /api/me/notices/:id/read': 'marks a notice read: no body',
  'POST /api/outbox/:id/retry': 'queues a message again: no body',
  'POST /api/notices/unsubscribe': "RFC 8058's one-click form body; the token is tested in notices.test.ts",
  'POST /api/stock-holdings': 'refuses every request: stock positions cannot be rolled',
  'POST /api/investors/:id/documents': 'multipart upload: its text fields have their own generated test',
  'POST /api/imports':
    'multipart upload: bad files and fields are tested in src/server/routes/imports.test.ts',
};

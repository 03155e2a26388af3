/**
 * The Trade Log screen's own words. Validation messages come from the shared payload schemas
 * (src/domain/positions/messages.ts); these are the notices of docs/requirements.md#tl-notices, and
 * the labels of the screen.
 */
export const TRADE_LOG_TEXT = {
  heading: 'Quarterly Trades',
  viewing: (quarter: string) => `Viewing trades for ${quarter}`,
  positionsHeading: (quarter: string) => `${quarter} Positions`,
  addPosition: 'Add Position',
  downloadCsv: 'Download CSV',
  createQuarter: 'Create New Quarter',
  emptyTable: 'Add your first position to get started.',
  groups: {
    open: 'OPEN POSITIONS',
    closed: 'CLOSED POSITIONS',
    holdings: 'STOCK & OPTION HOLDINGS',
  },
  tabs: {
    positions: 'Positions & Trades',
    realized: 'Realized Performance',
    analytics: 'Analytics',
    earning: 'Earning Power',
  },
  cards: {
    open: 'Open Positions',
    total: 'Total Positions',
    profit: 'Quarter Profit',
  },

  // docs/requirements.md#err-trades: positions, quarters, mock mode.
  addFailed: 'Failed to add position',
  addError: 'Error adding position',
  averageFailed: 'Failed to average down position',
  averageError: 'Error averaging down position',
  closeFailed: 'Failed to close position',
  closeError: (message: string) => `Error closing position: ${message}`,
  rollFailed: 'Failed to roll position',
  rollError: 'Error rolling position',
  editFailed: 'Failed to edit position',
  editError: 'Error editing position',
  quarterFailed: 'Failed to create new quarter',
  quarterError: 'Error creating new quarter',
  mockBanner: 'Using Mock Data',
  mockBody:
    'The positions could not be loaded from the database, so sample positions are shown. Nothing here is saved.',
  mockRetry: 'Try loading again',
  mockAdd: 'Adding positions is not fully supported in mock mode',
  mockAverage: 'Averaging down is not supported in mock mode',
  mockClose: 'Closing positions is not supported in mock mode',

  // Ours (docs/requirements.md#tl-mock, #tl-export, #tl-screen).
  mockRoll: 'Rolling is not supported in mock mode',
  mockEdit: 'Editing is not supported in mock mode',
  downloadFailed: 'Download failed',
  positionsLoading: 'Loading positions...',
  // The dialogs' code is fetched apart from the screen's (decision 033); a press while offline.
  dialogUnavailable: 'The form could not be loaded. Check your connection and try again.',

  // Tags in bulk (docs/requirements.md#tl-tags).
  selectedCount: (selected: number, total: number) =>
    `${selected} of ${total} ${total === 1 ? 'position' : 'positions'} selected`,
  addTag: 'Add tag',
  removeTag: 'Remove tag',
  clearSelection: 'Clear selection',
  tagged: (action: 'add' | 'remove', tag: string, changed: number) =>
    `Tag '${tag}' ${action === 'add' ? 'added to' : 'removed from'} ${changed} ${changed === 1 ? 'position' : 'positions'}`,
  tagFailed: 'Failed to tag positions',
  tagError: 'Error tagging positions',
} as const;

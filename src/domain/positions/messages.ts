import { SECTORS_PER_POSITION_MAX, TAGS_PER_POSITION_MAX } from '../text-input';

/** The most positions one tagging request names: more than a quarter's list holds in practice. */
export const TAG_POSITIONS_MAX = 10_000;

/**
 * Every text the Trade Log shows or answers with, in one place so the API (`{ error }`) and the screen
 * (alerts and notices) say exactly the same thing. The first block is the required wording
 * (docs/requirements.md#err-trades); the second block, ours, covers cases it left unsaid.
 */
export const TRADE_MESSAGES = {
  // Validation and refusals (docs/requirements.md#err-trades).
  tickerRequired: 'Please enter a ticker',
  openDateRequired: 'Please enter the position open date',
  optionFieldsRequired: 'Please fill in all option fields',
  stockFieldsRequired: 'Please fill in price and shares',
  closeDateRequired: 'Please enter the close date for the closed position',
  closePriceRequired: 'Please enter a close price for the closed position',
  netProfitRequired: 'Please enter the net profit for the closed position',
  closeBeforeOpen: 'Close date must be after open date',
  closeValueRequired: 'Please enter the close value',
  closeValueInvalid: 'Please enter a valid close value',
  requiredFields: 'Please fill in all required fields',
  stockRollRefused: 'Rolling is not available for stock positions',
  rollOnlyThetaOption: 'Rolling is only available for THETA and OPTION positions',
  editStockFieldsRequired: 'Please fill in shares and price',
  quarterNameRequired: 'Please enter a quarter name',
  unknownPositionType: 'Unknown position type',

  // Ours: worded here.
  positionNotFound: 'Position not found',
  positionClosed: 'Position is already closed',
  outcomeInvalid: "How it closed must be 'closed', 'assigned' or 'exercised'",
  assignedNeedsWritten: 'Only a written (STO) option is assigned; a bought one is exercised',
  exercisedNeedsBought: 'Only a bought (BTO) option is exercised; a written one is assigned',
  positionIdRequired: 'Please choose a position',
  patchKindUnknown: 'Send positionId to average down or id to edit a position',
  quarterInvalid: 'Please enter a quarter like Q3 2025',
  expirationInvalid: 'Please enter the expiration date as MM/DD/YYYY',
  dateInvalid: 'Please enter the date as YYYY-MM-DD',
  quantityTooLarge: 'Quantities above 1,000,000 are not supported',
  unknownHoldingsAction: 'Unknown action: use ?action=roll',
  settingKeyInvalid: 'The setting key must look like trade_log_last_updated_Q3_2025',
  settingValueInvalid: 'Please enter the last updated date as YYYY-MM-DD',
  settingValueInFuture: 'The last updated date cannot be in the future',
  settingNotFound: 'Setting not found',
  tooManySectors: `Please choose at most ${SECTORS_PER_POSITION_MAX} sectors`,
  tooManyTags: `Please choose at most ${TAGS_PER_POSITION_MAX} tags`,
  tagPositionsRequired: 'Please choose at least one position',
  tooManyTagPositions: 'Please choose at most 10,000 positions',
  tagRequired: 'Please enter a tag',
  tagActionInvalid: "Choose 'add' or 'remove' for the tag",
} as const;

/** 'Please enter a valid quantity between 1 and 5': the close modal's range check. */
export function quantityRangeMessage(held: number | string): string {
  return `Please enter a valid quantity between 1 and ${held}`;
}

/** 'Quarter Q4 2025 already exists'. */
export function quarterExistsMessage(label: string): string {
  return `Quarter ${label} already exists`;
}

/** 'The new quarter must come after Q3 2025': a new quarter starts after the current one. */
export function quarterNotAfterMessage(currentLabel: string): string {
  return `The new quarter must come after ${currentLabel}`;
}

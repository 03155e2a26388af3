/* The tax year's texts (issue 28): the API's refusals and the screens' words. */

export const TAX_MESSAGES = {
  year: 'The tax year must be a year from 1900 to 2100, written YYYY.',
  format: "Format must be 'json', 'csv' or 'pdf'.",
  marksRequired: 'Send marks: a list of { positionId, price }, 1 to 500 of them.',
  price: 'Each mark needs a price per share: a number of 0 or more, as quoted.',
  duplicate: (positionId: number) => `Position ${positionId} is marked twice.`,
  unknownPosition: (positionId: number) => `There is no position ${positionId}.`,
  notSection1256: (positionId: number) => `Position ${positionId} is not a Section 1256 contract.`,
  notOpenAtYearEnd: (positionId: number, year: number) =>
    `Position ${positionId} was not open on December 31, ${year}.`,
  investorNotFound: 'Investor not found.',
  draft: (year: number) =>
    `Draft: Q4 ${year} is not closed, so these figures can still change. They are stored when it closes.`,
  stored: (year: number) => `Stored when Q4 ${year} closed; they no longer change.`,
} as const;

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
  symbolRequired: 'Send a symbol: the underlying of an index option, such as SPX.',
  symbol:
    "A symbol is 1 to 12 letters and digits, starting with a letter, with an optional '$', '^' or '.' in front.",
  symbolListed: (symbol: string) => `${symbol} is already on the list.`,
  symbolsFull: 'The list holds at most 50 symbols: remove one first.',
  symbolNotListed: (symbol: string) => `${symbol} is not on the list.`,
  /** `refusal` is the books' own: 'Q4 2025 is closed. Reopen it to change its records.' */
  symbolInClosedYear: (symbol: string, refusal: string) =>
    `${symbol} options are in the books of a closed tax year, whose figures are stored. ${refusal}`,
  draft: (year: number) =>
    `Draft: Q4 ${year} is not closed, so these figures can still change. They are stored when it closes.`,
  stored: (year: number) => `Stored when Q4 ${year} closed; they no longer change.`,
} as const;

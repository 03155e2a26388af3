/** A result the Trade Log reports at the top of the screen: the spec's alerts as notices. */
export interface TradeLogNotice {
  /** 'error' is announced at once (role="alert"), 'info' politely (role="status"). */
  tone: 'info' | 'error';
  text: string;
  /** Further lines: moved counts, the roll's carry text, the server's reason. */
  detail?: string;
}

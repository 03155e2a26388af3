/** Slices above this share of the pie, in percent, carry their ticker and percentage as a label. */
export const SLICE_LABEL_THRESHOLD = 6;

/** Strictly above: a slice of exactly 6 % stays unlabelled (docs/requirements.md#pub-allocation-view). */
export function showsSliceLabel(percentage: number): boolean {
  return percentage > SLICE_LABEL_THRESHOLD;
}

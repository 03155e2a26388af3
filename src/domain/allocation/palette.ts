/**
 * Tableau 10: ten hues designed to stay distinguishable from each other, including for the common
 * red-green colour-vision deficiencies, on a white background. Slice n takes colour n mod 10.
 */
export const PALETTE = [
  '#4E79A7',
  '#F28E2B',
  '#E15759',
  '#76B7B2',
  '#59A14F',
  '#EDC948',
  '#B07AA1',
  '#FF9DA7',
  '#9C755F',
  '#BAB0AC',
] as const;

export function paletteColor(index: number): string {
  return PALETTE[((index % PALETTE.length) + PALETTE.length) % PALETTE.length] ?? PALETTE[0];
}

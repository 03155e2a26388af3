import type { PositionType } from '../../../../../domain/positions/units';

/** The spec's holdings path for a position type (spec 001 section 7). */
export function holdingsPath(type: PositionType): string {
  switch (type) {
    case 'THETA':
      return '/api/theta-holdings';
    case 'OPTION':
      return '/api/option-holdings';
    case 'STOCK':
      return '/api/stock-holdings';
  }
}

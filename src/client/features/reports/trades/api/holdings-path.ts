import type { PositionType } from '../../../../../domain/positions/units';

/** The holdings path for a position type (docs/requirements.md#tl-api). */
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

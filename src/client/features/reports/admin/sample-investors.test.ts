import { describe, expect, it } from 'vitest';
import { investorListSchema } from '../../../../domain/investors/schemas';
import { SAMPLE_INVESTORS } from './sample-investors';

describe('SAMPLE_INVESTORS', () => {
  it('has the shape of the API answer', () => {
    expect(investorListSchema.safeParse(SAMPLE_INVESTORS).success).toBe(true);
  });

  it('uses ids no stored investor can have', () => {
    expect(SAMPLE_INVESTORS.every((investor) => investor.id < 0)).toBe(true);
  });

  it('carries totals that match the records, redemptions included', () => {
    const sofia = SAMPLE_INVESTORS.find((investor) => investor.name === 'Sofia Lindqvist');
    expect(sofia?.totalInvested).toBe(55000);
    expect(sofia?.investmentCount).toBe(2);
    expect(sofia?.investments[1]?.type).toBe('Redemption');
    // 75000 / 118.27 = 634.142 shares, less 20000 / 157.736681 = 126.794 redeemed.
    expect(sofia?.totalShares).toBe(507.348);
  });
});

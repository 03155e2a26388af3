import { describe, expect, it } from 'vitest';
import { mergeUserinfo, userFromToken } from './claims';

describe('userFromToken: the investor-linking claims', () => {
  it.each<[string, Record<string, unknown>, { emailVerified?: true; investorRef?: string }]>([
    ['a verified e-mail', { email: 'a@x.y', email_verified: true }, { emailVerified: true }],
    ['"true" as text is not verified', { email: 'a@x.y', email_verified: 'true' }, {}],
    ['verified without an e-mail says nothing', { email_verified: true }, {}],
    ['the investor claim as a number', { fund_investor: 12 }, { investorRef: '12' }],
    ['the investor claim as text', { fund_investor: ' 12 ' }, { investorRef: '12' }],
    ['an investor claim that is not a scalar', { fund_investor: { id: 1 } }, {}],
    ['a fractional number', { fund_investor: 1.5 }, { investorRef: undefined }],
  ])('%s', (_name, claims, expected) => {
    const user = userFromToken({ sub: 's', ...claims }, 'allowed', 'fund_investor');
    expect({ emailVerified: user.emailVerified, investorRef: user.investorRef }).toEqual({
      emailVerified: undefined,
      investorRef: undefined,
      ...expected,
    });
  });

  it('reads no investor claim when none is configured', () => {
    expect(userFromToken({ sub: 's', fund_investor: 1 }, 'allowed').investorRef).toBeUndefined();
  });

  it('takes the verification with the e-mail userinfo fills, and the investor claim the token lacked', () => {
    const user = userFromToken({ sub: 's' }, 'allowed', 'fund_investor');
    const merged = mergeUserinfo(
      user,
      { email: 'a@x.y', email_verified: true, fund_investor: '4' },
      'allowed',
      'fund_investor',
    );
    expect(merged).toMatchObject({ email: 'a@x.y', emailVerified: true, investorRef: '4' });
  });

  it('never takes a verification for an e-mail the token already gave', () => {
    const user = userFromToken({ sub: 's', email: 'token@x.y' }, 'allowed');
    expect(
      mergeUserinfo(user, { email: 'other@x.y', email_verified: true }, 'allowed').emailVerified,
    ).toBeUndefined();
  });
});

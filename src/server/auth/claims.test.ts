import { describe, expect, it } from 'vitest';
import { isReader, lacksRole, mergeUserinfo, userFromToken, type ClaimNames } from './claims';

const NAMES: ClaimNames = { allowed: 'allowed', auditor: 'auditor', investor: 'fund_investor' };
const WITHOUT_INVESTOR: ClaimNames = { allowed: 'allowed', auditor: 'auditor' };

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
    const user = userFromToken({ sub: 's', ...claims }, NAMES);
    expect({ emailVerified: user.emailVerified, investorRef: user.investorRef }).toEqual({
      emailVerified: undefined,
      investorRef: undefined,
      ...expected,
    });
  });

  it('reads no investor claim when none is configured', () => {
    expect(userFromToken({ sub: 's', fund_investor: 1 }, WITHOUT_INVESTOR).investorRef).toBeUndefined();
  });

  it('takes the verification with the e-mail userinfo fills, and the investor claim the token lacked', () => {
    const user = userFromToken({ sub: 's' }, NAMES);
    const merged = mergeUserinfo(user, { email: 'a@x.y', email_verified: true, fund_investor: '4' }, NAMES);
    expect(merged).toMatchObject({ email: 'a@x.y', emailVerified: true, investorRef: '4' });
  });

  it('never takes a verification for an e-mail the token already gave', () => {
    const user = userFromToken({ sub: 's', email: 'token@x.y' }, WITHOUT_INVESTOR);
    expect(
      mergeUserinfo(user, { email: 'other@x.y', email_verified: true }, WITHOUT_INVESTOR).emailVerified,
    ).toBeUndefined();
  });
});

describe('the auditor claim (decision 018)', () => {
  it.each<[string, Record<string, unknown>, { allowed: boolean; auditor: boolean; reader: boolean }]>([
    ['auditor: true', { allowed: false, auditor: true }, { allowed: false, auditor: true, reader: true }],
    [
      'auditor: "true" as text',
      { allowed: false, auditor: 'true' },
      { allowed: false, auditor: false, reader: false },
    ],
    ['auditor: 1', { allowed: false, auditor: 1 }, { allowed: false, auditor: false, reader: false }],
    ['both claims', { allowed: true, auditor: true }, { allowed: true, auditor: true, reader: true }],
    ['neither', { allowed: false, auditor: false }, { allowed: false, auditor: false, reader: false }],
  ])('%s', (_name, claims, expected) => {
    const user = userFromToken({ sub: 's', ...claims }, WITHOUT_INVESTOR);
    expect({ allowed: user.allowed, auditor: user.auditor, reader: isReader(user) }).toEqual(expected);
    expect(user.claims.auditor).toEqual({ claim: 'auditor', source: 'access_token', value: claims.auditor });
  });

  it.each<[string, Record<string, unknown>, boolean]>([
    ['the allowed claim true decides alone', { allowed: true }, false],
    ['both claims, false included, decide', { allowed: false, auditor: false }, false],
    ['allowed: false without the auditor claim does not', { allowed: false }, true],
    ['the auditor claim without the allowed claim does not', { auditor: true }, true],
    ['no claim at all does not', {}, true],
  ])('%s: userinfo asked = %s', (_name, claims, asks) => {
    expect(lacksRole(userFromToken({ sub: 's', ...claims }, WITHOUT_INVESTOR))).toBe(asks);
  });

  it('fills the auditor claim from userinfo only where the token lacked it', () => {
    const lacking = userFromToken({ sub: 's', allowed: false }, WITHOUT_INVESTOR);
    const merged = mergeUserinfo(lacking, { auditor: true, allowed: true }, WITHOUT_INVESTOR);
    expect(merged).toMatchObject({ allowed: false, auditor: true });
    expect(merged.claims.auditor).toEqual({ claim: 'auditor', source: 'userinfo', value: true });
    const said = userFromToken({ sub: 's', auditor: false }, WITHOUT_INVESTOR);
    expect(mergeUserinfo(said, { auditor: true }, WITHOUT_INVESTOR).auditor).toBe(false);
  });
});

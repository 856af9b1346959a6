/**
 * The audit's coverage and masking: every route that is not a plain GET is either recorded or
 * declared as changing nothing, and secrets keep at most the last 4 characters of a code.
 */
import { describe, expect, it } from 'vitest';
import { diffRecords, maskSecrets } from '../../mock-server/auditDiff';
import { maskCode } from '../../src/domain/audit';
import { AUDIT_RULES, NOT_AUDITED } from '../../mock-server/auditRules';
import { ROUTES } from '../../mock-server/routes';
import { AUDIT_ACTIONS } from '../../src/domain/audit';

const keyOf = (route: { method: string; path: string }) => `${route.method.toUpperCase()} ${route.path}`;

describe('audit rules', () => {
  it('cover every route that is not a GET, and name only existing routes', () => {
    const keys = ROUTES.map(keyOf);
    const unclassified = ROUTES.filter((r) => r.method !== 'get')
      .map(keyOf)
      .filter((key) => !(key in AUDIT_RULES) && !NOT_AUDITED.has(key));
    expect(unclassified, 'add a rule to mock-server/auditRules.ts (or list it in NOT_AUDITED)').toEqual([]);
    for (const key of [...Object.keys(AUDIT_RULES), ...NOT_AUDITED]) expect(keys).toContain(key);
    for (const key of Object.keys(AUDIT_RULES)) expect(NOT_AUDITED.has(key)).toBe(false);
  });

  it('use only declared action names', () => {
    for (const rule of Object.values(AUDIT_RULES)) {
      if (typeof rule.action === 'string') expect(AUDIT_ACTIONS).toContain(rule.action);
    }
  });
});

describe('masking', () => {
  it('keeps the last 4 characters of a long code only', () => {
    expect(maskCode('ABCD-EFGH-1234')).toBe('••••1234');
    expect(maskCode('1234567')).toBe('••••');
    expect(maskCode(undefined)).toBe('••••');
  });

  it('hides passwords, pins, tokens and links whatever their length, at any depth', () => {
    const masked = maskSecrets({
      sPassword: '$2b$10$abcdefghijkl',
      nested: [{ sPin: '123456789', sTokenHash: 'f'.repeat(64), link: 'http://x/reset/abc', sTitle: 'ok' }],
      aCardCode: [{ sOrderContent: 'CODE-0000-9999', sSerialNo: 'SER-12345678', dViewedAt: null }],
      sCountryCode: '+33',
    });
    expect(masked).toEqual({
      sPassword: '••••',
      nested: [{ sPin: '••••', sTokenHash: '••••', link: '••••', sTitle: 'ok' }],
      aCardCode: [{ sOrderContent: '••••9999', sSerialNo: '••••5678', dViewedAt: null }],
      sCountryCode: '+33',
    });
  });

  it('diffs only the changed fields, without the update time', () => {
    const before = { _id: 'a', sTitle: 'A', nValue: 1, dUpdatedAt: '1', sCode: 'SECRET-CODE-0001' };
    const after = { _id: 'a', sTitle: 'B', nValue: 1, dUpdatedAt: '2', sCode: 'SECRET-CODE-0002' };
    expect(diffRecords(before, after)).toEqual([
      { sField: 'sTitle', before: 'A', after: 'B' },
      { sField: 'sCode', before: '••••0001', after: '••••0002' },
    ]);
    expect(diffRecords(undefined, { _id: 'n', sTitle: 'New' })).toEqual([{ sField: 'sTitle', after: 'New' }]);
  });
});

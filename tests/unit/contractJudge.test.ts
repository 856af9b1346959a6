/** The checker's judgment of one answer (scripts/lib/contract/judge.ts), with fake answers. */
import { describe, expect, it } from 'vitest';
import { readList, readProfile, readRecord } from '../../src/api/readings';
import { judge, type Check } from '../../scripts/lib/contract/judge';
import { formatLine, formatSummary } from '../../scripts/lib/contract/report';
import { counts, order, profile } from './support/contractAnswers';

const answer = (status: number, body: unknown) => ({ status, headers: new Headers(), body });

const verify: Check = {
  label: 'GET admin/token/verify',
  operation: 'GET /admin/token/verify',
  read: readProfile,
  what: 'profile',
};
const orders: Check = {
  label: 'POST admin/orders',
  operation: 'POST /admin/orders',
  read: readList,
  missing: 'no `data` array',
};
const auditList: Check = {
  label: 'POST admin/audit/list',
  operation: 'POST /admin/audit/list',
  read: readList,
};

describe('a missing or wrong field fails with its line', () => {
  it('a list row without a required field names the record and the field', () => {
    const rows = [order(0), order(1), order(2), { ...order(3), sEmail: undefined }];
    const line = judge(orders, answer(200, { message: 'ok', data: rows, total: 4 }));
    expect(line).toMatchObject({
      verdict: 'fail',
      reading: 'total',
      notes: ['record 3 lacks sEmail (required)'],
    });
    expect(formatLine(line)).toContain('- record 3 lacks sEmail (required)');
  });

  it('a wrong type says where and what', () => {
    const rows = [{ ...order(0), aCartData: [{ sTitle: 7 }] }];
    const line = judge(orders, answer(200, { data: rows, total: 1 }));
    expect(line.verdict).toBe('fail');
    expect(line.notes[0]).toMatch(/^record 0 \(aCartData\[0\]\): sTitle expected string, received number/);
  });

  it('a profile under neither reading says where it was looked for', () => {
    const line = judge(verify, answer(200, { message: 'ok', profile }));
    expect(line).toMatchObject({ verdict: 'fail', notes: ['no profile under `user` or `data`'] });
  });

  it('a profile the reader finds but that lacks a field of the contract fails under its reading', () => {
    const line = judge(
      verify,
      answer(200, { user: { ...profile, aPermissions: [{ permissions: 'Customers' }] } }),
    );
    expect(line).toMatchObject({ verdict: 'fail', reading: 'user' });
    expect(line.notes).toEqual(['user.aPermissions[0] lacks operations (required)']);
  });

  it("canOperate as a boolean departs from the contract (the app grants only the text 'true')", () => {
    const perms = [{ permissions: 'Dashboard', operations: [{ name: 'View', canOperate: true }] }];
    const line = judge(verify, answer(200, { data: { ...profile, aPermissions: perms } }));
    expect(line.verdict).toBe('fail');
    expect(line.notes[0]).toContain('canOperate expected string, received boolean');
  });

  it('dashboard counts with text amounts fail, the field named', () => {
    const line = judge(
      {
        label: 'GET admin/dashboard/count',
        operation: 'GET /admin/dashboard/count',
        read: () => ({ value: {}, reading: 'data' }),
      },
      answer(200, { data: { ...counts, users: '2' } }),
    );
    expect(line.notes).toEqual(['data: users expected number, received string']);
  });

  it('a record without its key at the top level or under data fails with the checker line', () => {
    const line = judge(
      {
        label: 'GET admin/subadmin/{id}',
        operation: 'GET /admin/subadmin/:id',
        read: (b) => readRecord(b),
        missing: 'no record',
      },
      answer(200, { message: 'ok' }),
    );
    expect(line).toMatchObject({ verdict: 'fail', notes: ['no record'] });
  });

  it('lists more than five problems as a count', () => {
    const rows = Array.from({ length: 8 }, (_, n) => ({ ...order(n), sEmail: undefined }));
    const line = judge(orders, answer(200, { data: rows, total: 8 }));
    expect(line.notes).toHaveLength(6);
    expect(line.notes[5]).toBe('and 3 more');
  });
});

describe('statuses', () => {
  it('a 403 is reported as not allowed, not as a failure', () => {
    const line = judge(verify, answer(403, { message: 'Forbidden' }));
    expect(line).toMatchObject({ verdict: 'forbidden', status: 403 });
  });

  it('an extension answering 404 is absent; answering, it is present and checked', () => {
    expect(judge(auditList, answer(404, { message: 'Not found' }))).toMatchObject({
      verdict: 'absent',
      extension: true,
    });
    const present = judge(auditList, answer(200, { data: [], total: 0 }));
    expect(present).toMatchObject({ verdict: 'ok', extension: true });
    expect(formatLine(present)).toMatch(/^present/);
  });

  it('a spec call answering 404 fails with the server message, in any of its forms', () => {
    const line = judge(orders, answer(404, { message: [{ msg: 'No such route' }] }));
    expect(line).toMatchObject({ verdict: 'fail', notes: ['answered 404: No such route'] });
  });

  it('no answer (a timeout) fails', () => {
    expect(judge(orders, { error: 'none within 100 ms' })).toMatchObject({
      verdict: 'fail',
      notes: ['no answer: none within 100 ms'],
    });
  });
});

describe('summary', () => {
  it('compatible when nothing failed, whatever was forbidden or absent', () => {
    const lines = [
      judge(verify, answer(200, { user: profile })),
      judge(orders, answer(403, {})),
      judge(auditList, answer(404, {})),
    ];
    expect(formatSummary({ lines, compatible: true })).toBe(
      'Compatible: the app can read every answer checked, 3 calls (1 not allowed for this account, 1 extensions absent).',
    );
  });
});

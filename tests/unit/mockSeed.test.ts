import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { permissionSetFrom, fullPermissionSet } from '../../src/domain/permissions';
import { CURRENCIES } from '../../src/domain/types';
import {
  DEFAULT_ORDERS,
  SEEDED_ACCOUNTS,
  SEED_COUNTS,
  SUBADMIN_PASSWORD,
  buildSeed,
} from '../../mock-server/seed';
import type { Db } from '../../mock-server/types';

const withoutHashes = (db: Db) => ({
  ...db,
  admins: db.admins.map(({ sPassword: _hash, ...admin }) => admin),
});
const FROM = '2025-12-01T00:00:00.000Z';
const TO = '2026-11-01T00:00:00.000Z';

describe('the mock seed', () => {
  it('is deterministic (only the bcrypt salts differ)', async () => {
    const [a, b] = await Promise.all([buildSeed({ orders: 200 }), buildSeed({ orders: 200 })]);
    expect(withoutHashes(a)).toEqual(withoutHashes(b));
  });

  it('holds the three documented accounts exactly, with bcrypt hashes', async () => {
    const db = await buildSeed({ orders: 0 });
    const [admin, editor, nobody] = SEEDED_ACCOUNTS.map((account) =>
      db.admins.find((a) => a.sEmail === account.sEmail),
    );
    expect(admin).toMatchObject({
      eRole: 'super',
      sFullName: 'Giftdesk Admin',
      eStatus: 'y',
      eCurrency: 'usd',
    });
    expect(admin?.aPermissions).toEqual(fullPermissionSet(true));
    expect(editor?.aPermissions).toEqual(
      permissionSetFrom({
        'Category Managements': ['View', 'Add', 'Edit'],
        'Gift Card Management': ['View'],
      }),
    );
    expect(nobody?.aPermissions).toEqual(permissionSetFrom({}));
    for (const [index, account] of SEEDED_ACCOUNTS.entries()) {
      const stored = [admin, editor, nobody][index];
      expect(stored?.sPassword).toMatch(/^\$2[aby]\$10\$/);
      expect(await bcrypt.compare(account.password, stored?.sPassword ?? '')).toBe(true);
    }
    const sub = db.admins.find((a) => !SEEDED_ACCOUNTS.some((account) => account.sEmail === a.sEmail));
    expect(await bcrypt.compare(SUBADMIN_PASSWORD, sub?.sPassword ?? '')).toBe(true);
  });

  it('has realistic volumes and varied sub-admins', async () => {
    const db = await buildSeed();
    expect(db.admins).toHaveLength(3 + SEED_COUNTS.subAdmins);
    expect(db.customers).toHaveLength(SEED_COUNTS.customers);
    expect(db.wallets).toHaveLength(SEED_COUNTS.customers);
    expect(db.orders).toHaveLength(DEFAULT_ORDERS);
    const subs = db.admins.filter((a) => a.eRole === 'sub');
    expect(new Set(subs.map((a) => JSON.stringify(a.aPermissions))).size).toBeGreaterThan(30);
    expect(subs.some((a) => a.eStatus === 'n')).toBe(true);
    expect(new Set(db.admins.map((a) => a.sEmail)).size).toBe(db.admins.length);
    expect(new Set(db.customers.map((c) => c.sEmail)).size).toBe(db.customers.length);
    expect(new Set(db.orders.map((o) => o.sOrderId)).size).toBe(db.orders.length);
  });

  it('keeps records consistent: statuses, currencies, dates in range, amounts', async () => {
    const db = await buildSeed();
    const customers = new Map(db.customers.map((c) => [c._id, c]));
    expect(new Set(db.customers.map((c) => c.sKycStatus))).toEqual(new Set(['p', 's', 'v', 'r']));
    for (const wallet of db.wallets) expect(customers.get(wallet.iUserId)?.eCurrency).toBe(wallet.eCurrency);
    const buy = db.orders.filter((o) => o.eType === 'Buy');
    const sell = db.orders.filter((o) => o.eType === 'Sell');
    expect(new Set(buy.map((o) => o.nStatus))).toEqual(new Set([0, 1, 2, 3]));
    expect(new Set(sell.map((o) => (o.eType === 'Sell' ? o.eStatus : '')))).toEqual(
      new Set(['Pending', 'Denied', 'Complete']),
    );
    for (const order of db.orders) {
      const customer = customers.get(order.iUserId);
      expect(customer?.sEmail).toBe(order.sEmail);
      expect(CURRENCIES).toContain(order.eCurrency);
      expect(order.dCreatedAt >= (customer?.dCreatedAt ?? '') && order.dCreatedAt < TO).toBe(true);
      expect(order.nTotalAmount).toBeGreaterThan(0);
      if (order.eType === 'Buy' && order.nStatus === 3) {
        expect(order.aCardCode).toHaveLength(order.aCartData.reduce((sum, item) => sum + item.nQuantity, 0));
      }
    }
    for (const record of [...db.customers, ...db.admins]) {
      expect(record.dCreatedAt >= FROM && record.dCreatedAt < TO).toBe(true);
    }
  });

  // About 3 s on an idle machine; the bound only catches a regression to minutes on a busy one.
  it('seeds 100 000 orders in seconds', { timeout: 60_000 }, async () => {
    const started = performance.now();
    const db = await buildSeed({ orders: 100_000 });
    expect(db.orders).toHaveLength(100_000);
    expect(performance.now() - started).toBeLessThan(30_000);
  });
});

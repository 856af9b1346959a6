import { describe, expect, it } from 'vitest';
import { LIST_BODY_KEYS, LIST_DEFAULTS, listQuery, type ListConfig } from '../../mock-server/listQuery';
import { createRng } from '../../mock-server/prng';

interface Row {
  _id: string;
  sTitle: string;
  sEmail: string;
  nPrice: number;
  nStatus: number;
  eStatus: string;
  eType: string;
  sKycStatus: string;
  dCreatedAt: string;
  sNote?: string | null;
}

const rows: Row[] = Array.from({ length: 250 }, (_, i) => ({
  _id: `id${String(i).padStart(3, '0')}`,
  sTitle: `${['Amazon', 'steam', 'Apple', 'Zalando'][i % 4]} card ${i}`,
  sEmail: `user${i}@example.${i % 2 ? 'com' : 'org'}`,
  nPrice: (i * 37) % 101,
  nStatus: i % 4,
  eStatus: ['Pending', 'Denied', 'Complete'][i % 3],
  eType: i % 5 === 0 ? 'Sell' : 'Buy',
  sKycStatus: ['p', 's', 'v', 'r'][i % 4],
  dCreatedAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
  sNote: i % 10 === 0 ? null : `note ${i}`,
}));

const config: ListConfig<Row> = {
  searchFields: ['sTitle', 'sEmail'],
  sortKeys: {
    sTitle: 'sTitle',
    nPrice: 'nPrice',
    dCreatedAt: 'dCreatedAt',
    sProductName: 'sTitle',
    sNote: 'sNote',
  },
  defaultSort: { field: 'dCreatedAt', order: 'desc' },
  whereFields: ['sKycStatus'],
  filters: {
    status: 'nStatus',
    eStatus: 'eStatus',
    eType: 'eType',
    cheap: (row, value) => row.nPrice < Number(value),
  },
};

const ids = (body: unknown) => listQuery(rows, body, config).data.map((row) => row._id);

describe('listQuery paging', () => {
  it('defaults to start 0, limit 10 and the default sort', () => {
    const result = listQuery(rows, {}, config);
    expect(result.total).toBe(250);
    expect(result.data).toHaveLength(LIST_DEFAULTS.limit);
    expect(result.data[0]._id).toBe('id249');
  });

  it('reads start/limit and nStart/nLimit (start/limit win), numbers or numeric text', () => {
    expect(ids({ start: 5, limit: 3 })).toEqual(['id244', 'id243', 'id242']);
    expect(ids({ nStart: 5, nLimit: 3 })).toEqual(['id244', 'id243', 'id242']);
    expect(ids({ start: '5', limit: '3' })).toEqual(['id244', 'id243', 'id242']);
    expect(ids({ start: 1, nStart: 9, limit: 1, nLimit: 50 })).toEqual(['id248']);
    expect(ids({ start: 2.9, limit: 1.5 })).toEqual(['id247']);
  });

  it('caps the limit at 100 and falls back on nonsense', () => {
    expect(listQuery(rows, { limit: 5000 }, config).data).toHaveLength(100);
    for (const limit of [0, -3, 'ten', null, {}, [], Number.NaN, Infinity]) {
      expect(listQuery(rows, { limit }, config).data).toHaveLength(10);
    }
    for (const start of [-1, 'x', null, {}, Number.NaN]) expect(ids({ start })[0]).toBe('id249');
  });

  it('answers an empty page past the end with the total', () => {
    expect(listQuery(rows, { start: 1000 }, config)).toEqual({ data: [], total: 250 });
    expect(listQuery([], {}, config)).toEqual({ data: [], total: 0 });
  });
});

describe('listQuery search', () => {
  it('matches a case-insensitive substring of the first search field by default', () => {
    const result = listQuery(rows, { search: 'STEAM', limit: 100 }, config);
    expect(result.total).toBe(63);
    expect(result.data.every((row) => row.sTitle.startsWith('steam'))).toBe(true);
  });

  it('searches the search_by field when allowed, else the default field', () => {
    expect(listQuery(rows, { search: 'example.org', search_by: 'sEmail' }, config).total).toBe(125);
    expect(listQuery(rows, { search: 'example.org', search_by: 'eStatus' }, config).total).toBe(0);
    expect(listQuery(rows, { search: 'amazon', search_by: '__proto__' }, config).total).toBe(63);
  });

  it('treats regular expression syntax as plain text', () => {
    expect(listQuery(rows, { search: '.*' }, config).total).toBe(0);
    expect(listQuery(rows, { search: '(a+)+$' }, config).total).toBe(0);
    expect(listQuery([{ ...rows[0], sTitle: 'a.*b' }], { search: '.*' }, config).total).toBe(1);
  });

  it('caps the search text at 255 characters and ignores empty or non-text searches', () => {
    const long = [{ ...rows[0], sTitle: 'x'.repeat(255) }];
    expect(listQuery(long, { search: 'x'.repeat(400) }, config).total).toBe(1);
    for (const search of ['', '   ', null, {}, ['amazon']])
      expect(listQuery(rows, { search }, config).total).toBe(250);
    expect(listQuery(rows, { search: 12 }, config).total).toBe(
      rows.filter((row) => row.sTitle.includes('12')).length,
    );
  });
});

describe('listQuery sorting', () => {
  it('sorts by an allowed key in either order, through the key map', () => {
    const asc = listQuery(rows, { sort: 'nPrice', order: 'asc', limit: 100 }, config).data.map(
      (row) => row.nPrice,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = listQuery(rows, { sort: 'sProductName', order: 'DESC', limit: 5 }, config).data;
    expect(desc.every((row) => row.sTitle.startsWith('Zalando'))).toBe(true);
  });

  it('compares text case-insensitively and keeps equal keys in input order', () => {
    const titles = listQuery(rows, { sort: 'sTitle', order: 'asc', limit: 100 }, config).data.map(
      (row) => row.sTitle,
    );
    expect(titles[0].startsWith('Amazon')).toBe(true);
    const prices = listQuery(rows, { sort: 'nPrice', order: 1, limit: 100 }, config).data;
    for (let i = 1; i < prices.length; i += 1) {
      if (prices[i].nPrice === prices[i - 1].nPrice) expect(prices[i]._id > prices[i - 1]._id).toBe(true);
    }
  });

  it('puts missing values last in both orders', () => {
    for (const order of ['asc', 'desc']) {
      const all = listQuery(rows, { sort: 'sNote', order, limit: 100, start: 200 }, config).data;
      expect(all.slice(-25).every((row) => row.sNote === null)).toBe(true);
    }
  });

  it('falls back to the default sort for unknown keys and orders', () => {
    expect(ids({ sort: 'sPassword', limit: 2 })).toEqual(['id249', 'id248']);
    expect(ids({ sort: 'constructor', limit: 2 })).toEqual(['id249', 'id248']);
    expect(ids({ sort: 'dCreatedAt', order: 'sideways', limit: 2 })).toEqual(['id249', 'id248']);
    expect(ids({ sort: 'dCreatedAt', order: -1, limit: 1 })).toEqual(['id249']);
    expect(ids({ sort: 'dCreatedAt', order: 'asc', limit: 1 })).toEqual(['id000']);
  });
});

describe('listQuery filters', () => {
  it('filters by where/where_value on allowed fields only', () => {
    expect(listQuery(rows, { where: 'sKycStatus', where_value: 'v' }, config).total).toBe(62);
    expect(listQuery(rows, { where: 'eStatus', where_value: 'Pending' }, config).total).toBe(250);
    expect(listQuery(rows, { where: 'sKycStatus', where_value: '' }, config).total).toBe(250);
    expect(listQuery(rows, { where: 'sKycStatus', where_value: { $ne: 'v' } }, config).total).toBe(250);
  });

  it('applies the declared equality filters, 1 and "1" alike, arrays as any-of', () => {
    expect(listQuery(rows, { status: 1 }, config).total).toBe(63);
    expect(listQuery(rows, { status: '1' }, config).total).toBe(63);
    expect(listQuery(rows, { eStatus: ['Pending', 'Denied'] }, config).total).toBe(167);
    expect(listQuery(rows, { eType: 'Sell', status: 0 }, config).total).toBe(13);
    expect(listQuery(rows, { cheap: 10 }, config).total).toBe(rows.filter((row) => row.nPrice < 10).length);
    expect(listQuery(rows, { nPrice: 0, status: null, eStatus: [] }, config).total).toBe(250);
  });

  it('combines search, filters, sorting and paging', () => {
    const result = listQuery(
      rows,
      {
        search: 'card',
        eType: 'Buy',
        where: 'sKycStatus',
        where_value: 's',
        sort: 'nPrice',
        order: 'desc',
        nLimit: 3,
      },
      config,
    );
    const expected = rows
      .filter((row) => row.eType === 'Buy' && row.sKycStatus === 's')
      .sort((a, b) => b.nPrice - a.nPrice);
    expect(result.total).toBe(expected.length);
    expect(result.data.map((row) => row.nPrice)).toEqual(expected.slice(0, 3).map((row) => row.nPrice));
  });
});

describe('listQuery robustness', () => {
  it('never throws and never mutates its input, whatever the body', () => {
    const snapshot = JSON.stringify(rows);
    const rng = createRng(7);
    const keys = LIST_BODY_KEYS;
    const values: unknown[] = [
      ...keys,
      ...Object.keys(config.sortKeys),
      'status',
      'eStatus',
      '__proto__',
      'constructor',
      'toString',
      -1,
      0,
      1,
      1e308,
      -0,
      Number.NaN,
      Infinity,
      '',
      ' ',
      '9'.repeat(400),
      '(a+)+$',
      null,
      undefined,
      true,
      [],
      [null],
      [1, 'Pending'],
      {},
      { $gt: '' },
      Object.create(null),
      () => 1,
      Symbol('x'),
      10n,
    ];
    for (let run = 0; run < 500; run += 1) {
      const body: Record<string, unknown> = {};
      for (let n = rng.int(0, 6); n > 0; n -= 1)
        body[rng.pick([...keys, 'status', 'eStatus', 'eType'])] = rng.pick(values);
      const result = listQuery(rows, run % 50 === 0 ? rng.pick(values) : body, config);
      expect(result.data.length).toBeLessThanOrEqual(100);
      expect(result.total).toBeLessThanOrEqual(rows.length);
    }
    expect(JSON.stringify(rows)).toBe(snapshot);
  });

  it('answers a page of 100 000 records quickly', () => {
    const big = Array.from({ length: 100_000 }, (_, i) => ({ ...rows[i % rows.length], _id: `big${i}` }));
    const started = performance.now();
    const result = listQuery(
      big,
      { search: 'card', sort: 'sTitle', order: 'asc', start: 500, limit: 100 },
      config,
    );
    expect(result.total).toBe(100_000);
    expect(result.data).toHaveLength(100);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

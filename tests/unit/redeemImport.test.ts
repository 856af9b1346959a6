import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CARD_VALIDATION_KEYS } from '../../src/domain/cards';
import {
  CsvImportError,
  checkLines,
  countOutcomes,
  guessMapping,
  lineResults,
  maskCode,
  parseCsv,
  resultCsv,
  type ImportCheck,
  type SentResult,
  type Translate,
} from '../../src/redeemCards/import/redeemImport';

const K = CARD_VALIDATION_KEYS;
const CODE = 'ABCDEFGHJKMN2345';
/** Keys and their arguments, so the tests read what the screen would translate. */
const translate: Translate = (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key);

async function check(csv: string): Promise<ImportCheck> {
  const file = await parseCsv(csv);
  return checkLines(file.lines, guessMapping(file.header));
}

describe('guessMapping', () => {
  it.each([
    [['sCode', 'sPin', 'nValue', 'eCurrency'], { sCode: 0, sPin: 1, nValue: 2, eCurrency: 3 }],
    [['CODE', 'Pin', 'value', 'CURRENCY'], { sCode: 0, sPin: 1, nValue: 2, eCurrency: 3 }],
    [['Currency', 'Amount', 'PIN code', 'Card Code'], { sCode: 3, sPin: 2, nValue: 1, eCurrency: 0 }],
    [['serial', 'Voucher', 'Face value', 'ccy'], { sCode: 1, sPin: null, nValue: 2, eCurrency: 3 }],
    [['a', 'b'], { sCode: null, sPin: null, nValue: null, eCurrency: null }],
  ])('%j', (header, mapping) => {
    expect(guessMapping(header)).toEqual(mapping);
  });

  it('never gives one column to two fields', () => {
    expect(guessMapping(['code', 'code'])).toEqual({ sCode: 0, sPin: null, nValue: null, eCurrency: null });
  });
});

describe('parseCsv', () => {
  it('reads the header, skips blank lines but keeps the file line numbers, drops a BOM', async () => {
    const file = await parseCsv(`\uFEFFcode,pin\r\n${CODE},12\r\n\r\nX,"1,2"\r\n`);
    expect(file.header).toEqual(['code', 'pin']);
    expect(file.lines).toEqual([
      { line: 2, cells: [CODE, '12'] },
      { line: 4, cells: ['X', '1,2'] },
    ]);
  });

  it('reads 10 000 lines in chunks', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `CODE${String(i).padStart(12, '0')},1234,10,usd`);
    const counts: number[] = [];
    const file = await parseCsv(['code,pin,value,currency', ...rows].join('\n'), (count) =>
      counts.push(count),
    );
    expect(file.lines).toHaveLength(10_000);
    expect(file.lines[9_999]?.line).toBe(10_001);
    expect(counts.length).toBeGreaterThan(1);
  });

  it('refuses a file with a header only, or nothing', async () => {
    await expect(parseCsv('code,pin\n')).rejects.toEqual(new CsvImportError('empty'));
    await expect(parseCsv('')).rejects.toBeInstanceOf(CsvImportError);
  });
});

describe('checking lines with the form schema', () => {
  const header = 'Code,Pin,Value,Currency';

  it('takes a good line, currency in any case, and refuses each bad field with its message', async () => {
    const result = await check(
      [
        header,
        `${CODE},1234,50,USD`,
        'ABC,1234,50,usd',
        `${CODE.slice(0, 15)}X-,1234,50,usd`,
        `${'A'.repeat(33)},1234,50,usd`,
        'ZZZZZZZZZZZZZZZ1,12345,50,usd',
        'ZZZZZZZZZZZZZZZ2,12a4,50,usd',
        'ZZZZZZZZZZZZZZZ3,,5x,xyz',
      ].join('\n'),
    );
    expect(result.valid).toEqual([
      { line: 2, card: { sCode: CODE, sPin: '1234', nValue: 50, eCurrency: 'usd' } },
    ]);
    expect(result.invalid).toEqual([
      { line: 3, code: 'ABC', reasons: [{ field: 'sCode', key: K.codeInvalid }] },
      { line: 4, code: `${CODE.slice(0, 15)}X-`, reasons: [{ field: 'sCode', key: K.codeInvalid }] },
      { line: 5, code: 'A'.repeat(33), reasons: [{ field: 'sCode', key: K.codeInvalid }] },
      { line: 6, code: 'ZZZZZZZZZZZZZZZ1', reasons: [{ field: 'sPin', key: K.pinInvalid }] },
      { line: 7, code: 'ZZZZZZZZZZZZZZZ2', reasons: [{ field: 'sPin', key: K.pinInvalid }] },
      {
        line: 8,
        code: 'ZZZZZZZZZZZZZZZ3',
        reasons: [
          { field: 'sPin', key: K.pinInvalid },
          { field: 'nValue', key: K.onlyNumber },
          { field: 'eCurrency', key: K.currencyRequired },
        ],
      },
    ]);
  });

  it('finds codes repeated in the file without regard to case or spaces; the first one stays', async () => {
    const result = await check(
      [
        header,
        `${CODE},1,5,eur`,
        `${CODE.toLowerCase()},2,5,eur`,
        `ab${CODE},3,5,eur`,
        ` ${CODE} ,4,5,eur`,
      ].join('\n'),
    );
    expect(result.valid.map((line) => line.line)).toEqual([2, 4]);
    expect(result.duplicates).toEqual([
      { line: 3, code: CODE.toLowerCase(), firstLine: 2 },
      { line: 5, code: CODE, firstLine: 2 },
    ]);
  });

  it('a field without a column is missing', async () => {
    const file = await parseCsv(`code,pin\n${CODE},12\n`);
    const result = await checkLines(file.lines, { ...guessMapping(file.header), sPin: null });
    expect(result.invalid[0]?.reasons.map((reason) => reason.field)).toEqual(['sPin', 'nValue', 'eCurrency']);
  });
});

describe('the result CSV', () => {
  it('masks codes but their last 4 characters (half of a short one)', () => {
    expect(maskCode(CODE)).toBe('********2345');
    expect(maskCode('ABCDEF')).toBe('********DEF');
    expect(maskCode('=1+2')).toBe('********+2');
    expect(maskCode('')).toBe('');
  });

  it('lists every line with its outcome, never a pin, and no formula cell', async () => {
    const result = await check(
      [
        'code,pin,value,currency',
        `${CODE},9876,10,usd`,
        '=1+2,9875,10,usd',
        `${CODE},9874,10,usd`,
        'NEWCODE000000001,9873,10,usd',
        'NEWCODE000000002,9872,10,usd',
        'NEWCODE000000003,9871,10,usd',
      ].join('\n'),
    );
    const [first, second, third, fourth] = result.valid;
    const sent: SentResult[] = [
      { line: first!, outcome: 'imported', message: 'Redeem card added successfully.' },
      { line: second!, outcome: 'exists', message: '=A redeem card with this code already exists.' },
      { line: third!, outcome: 'failed', message: 'Server is unavailable.' },
      { line: fourth!, outcome: 'not_sent' },
    ];
    const results = lineResults(result, sent);
    expect(results.map((line) => [line.line, line.outcome])).toEqual([
      [2, 'imported'],
      [3, 'invalid'],
      [4, 'duplicate'],
      [5, 'exists'],
      [6, 'failed'],
      [7, 'not_sent'],
    ]);
    expect(countOutcomes(results)).toEqual({
      imported: 1,
      invalid: 1,
      duplicate: 1,
      exists: 1,
      failed: 1,
      not_sent: 1,
    });

    const csv = resultCsv(results, translate);
    expect(csv).not.toMatch(/987\d/);
    expect(csv).not.toContain(CODE);
    const rows = Papa.parse<string[]>(csv).data;
    expect(rows[0]).toEqual([
      'gd.redeemImport.csv.line',
      'gd.redeemImport.csv.code',
      'gd.redeemImport.csv.outcome',
      'gd.redeemImport.csv.message',
    ]);
    expect(rows[1]).toEqual([
      '2',
      '********2345',
      'gd.redeemImport.outcome.imported',
      'Redeem card added successfully.',
    ]);
    expect(rows[2]?.[1]).toBe('********+2');
    expect(rows[2]?.[3]).toBe(`resources.redeemCards.fields.sCode: ${K.codeInvalid}`);
    expect(rows[3]?.[3]).toBe('gd.redeemImport.same_code_as {"line":2}');
    expect(rows[4]?.[3]).toBe("'=A redeem card with this code already exists.");
    expect(rows[6]?.[2]).toBe('gd.redeemImport.outcome.not_sent');
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+@\t\r]/);
  });
});

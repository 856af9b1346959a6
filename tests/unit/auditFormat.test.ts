import { describe, expect, it } from 'vitest';
import { permissionSetFrom } from '../../src/domain/permissions';
import { auditShortText, auditText } from '../../src/audit/auditFormat';

describe('audit values on screen', () => {
  it('reads delivered codes as fields, masked, without row ids', () => {
    const codes = [
      { _id: 'x1', sOrderContent: '••••7788', sSerialNo: '••••2333', dViewedAt: null },
      { _id: 'x2', sOrderContent: '••••', sSerialNo: '••••9999', dViewedAt: null },
    ];
    expect(auditText(codes, '-')).toBe(
      'Order content: ••••7788, Serial no: ••••2333 | Order content: ••••, Serial no: ••••9999',
    );
    expect(auditText([], '-')).toBe('-');
    expect(auditText(undefined, '-')).toBe('-');
  });

  it('summarises a permission set by its granted operations', () => {
    const set = permissionSetFrom({ Customers: ['View', 'Edit'], Audit: ['View'] });
    expect(auditText(set, '-')).toBe('Customers: View, Edit; Audit: View');
  });

  it('cuts long values for the cell', () => {
    expect(auditShortText('a'.repeat(500), '-')).toHaveLength(160);
  });
});

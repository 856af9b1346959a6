import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import { loadResourceTable } from '../../scripts/lib/resourceTable';
import { mediaUrl } from '../../src/api/media';
import { fakeFetch, installStorage, json } from './support/fakeApi';

/** The app's own endpoint table (the features' endpoints.ts). */
const APP_TABLE = await loadResourceTable();

beforeEach(() => {
  installStorage().setItem('token', 'tok');
});
afterEach(() => vi.unstubAllGlobals());

const ok = (data?: unknown) => () => json(200, { status: 200, message: 'Done.', data });

describe('customers and KYC calls', () => {
  it('customer list: POST admin/user/list, search by full name; KYC lists add where/where_value and cut 255+ to 5', async () => {
    const { requests } = fakeFetch({
      'POST /admin/user/list': () => json(200, { message: '', data: [], total: 0 }),
    });
    const provider = createDataProvider(APP_TABLE);
    await provider.getList('customers', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'sFullName', order: 'ASC' },
      filter: { q: 'cam' },
    });
    await provider.getList('kyc', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'dCreatedAt', order: 'DESC' },
      filter: { q: 'x'.repeat(255), where: 'sKycStatus', where_value: 's' },
    });
    // The Email filter is the list call's own search (platform.md s.7 has no sEmail key).
    await provider.getList('kyc', {
      pagination: { page: 1, perPage: 10 },
      filter: { sEmail: 'a@b', where: 'sKycStatus', where_value: 'v' },
    });
    expect(requests.map((r) => r.body)).toEqual([
      { start: 0, limit: 10, search: 'cam', search_by: 'sFullName', sort: 'sFullName', order: 'asc' },
      {
        start: 20,
        limit: 20,
        search: 'xxxxx',
        search_by: 'sFullName',
        sort: 'dCreatedAt',
        order: 'desc',
        where: 'sKycStatus',
        where_value: 's',
      },
      { start: 0, limit: 10, search: 'a@b', search_by: 'sEmail', where: 'sKycStatus', where_value: 'v' },
    ]);
  });

  it('status switch and edit share PUT admin/user/{id}; the edit sends only the five fields', async () => {
    const { requests } = fakeFetch({ 'PUT /admin/user/c%2F1': ok({ _id: 'c/1', sFullName: 'Cam' }) });
    const provider = createDataProvider(APP_TABLE);
    await provider.setStatus('customers', { id: 'c/1', status: 'n' });
    const result = await provider.update('customers', {
      id: 'c/1',
      previousData: { id: 'c/1' },
      data: {
        sFullName: 'Cam',
        sMobileNumber: '1',
        sEmail: 'c@x.org',
        eCurrency: 'aud',
        sCountry: 'FR',
        eStatus: 'n',
      } as never,
    });
    expect(requests.map((r) => [r.method, r.body])).toEqual([
      ['PUT', { eStatus: 'n' }],
      ['PUT', { sFullName: 'Cam', sMobileNumber: '1', sEmail: 'c@x.org', eCurrency: 'aud', sCountry: 'FR' }],
    ]);
    expect(result.meta).toEqual({ message: 'Done.' });
    expect(result.data).toMatchObject({ _id: 'c/1', sFullName: 'Cam', id: 'c/1' });
  });

  it('delete, KYC read, review and reminder', async () => {
    const { requests } = fakeFetch({
      'DELETE /admin/customer/c1': ok(),
      'GET /admin/kyc/c1': ok({ _id: 'c1', eStatus: 's', oKycDetails: {} }),
      'PUT /admin/kyc/c1': ok(),
      'POST /admin/kyc-notification/': ok(),
    });
    const provider = createDataProvider(APP_TABLE);
    await provider.delete('customers', { id: 'c1' });
    expect((await provider.getOne('kyc', { id: 'c1' })).data).toMatchObject({ id: 'c1', eStatus: 's' });
    expect(await provider.reviewKyc({ id: 'c1', status: 'r' })).toEqual({ message: 'Done.' });
    expect(await provider.sendKycReminder('c1')).toEqual({ message: 'Done.' });
    expect(requests.map((r) => [r.method, r.body])).toEqual([
      ['DELETE', undefined],
      ['GET', undefined],
      ['PUT', { status: 'r' }],
      ['POST', { id: 'c1' }],
    ]);
  });
});

describe('mediaUrl', () => {
  it('prefixes stored paths with the media base, keeps absolute URLs, empty for none', () => {
    expect(mediaUrl('kyc/selfie-1.svg')).toBe('/media/kyc/selfie-1.svg');
    expect(mediaUrl('/kyc/a.svg', 'https://cdn.example.com/files/')).toBe(
      'https://cdn.example.com/files/kyc/a.svg',
    );
    expect(mediaUrl('https://x.example/a.png')).toBe('https://x.example/a.png');
    expect(mediaUrl('')).toBe('');
    expect(mediaUrl(undefined)).toBe('');
  });

  it('keeps a path already under the media base (both readings of aImages: relative or rooted)', () => {
    expect(mediaUrl('/media/sellcards/receipt-1.svg')).toBe('/media/sellcards/receipt-1.svg');
    expect(mediaUrl('sellcards/receipt-1.svg')).toBe('/media/sellcards/receipt-1.svg');
    expect(mediaUrl('/media/sellcards/r.svg', 'https://cdn.example.com/media')).toBe(
      'https://cdn.example.com/media/sellcards/r.svg',
    );
    // Only a whole segment counts: /mediakit is not under /media.
    expect(mediaUrl('/mediakit/a.png')).toBe('/media/mediakit/a.png');
  });
});

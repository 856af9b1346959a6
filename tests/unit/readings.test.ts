/** Every reading of every answer the app parses (src/api/readings.ts), one case per reading. */
import { describe, expect, it } from 'vitest';
import {
  readDashboard,
  readFirstOfData,
  readList,
  readLogin,
  readMessage,
  readProfile,
  readRecord,
  readSignedUrl,
} from '../../src/api/readings';
import { counts, profile } from './support/contractAnswers';

describe('readMessage (catalogue s.8)', () => {
  it.each([
    [{ message: 'Saved.' }, 'message'],
    [{ message: { msg: 'Saved.' } }, 'message.msg'],
    [{ message: [{ msg: 'Saved.' }, { msg: 'Other.' }] }, 'message[0].msg'],
    [{ message: ['Saved.'] }, 'message[0].msg'],
    [{ message: [{ param: 'x' }, { msg: 'Saved.' }] }, 'message[0].msg'],
  ])('reads %j as %s', (body, reading) => {
    expect(readMessage(body)).toEqual({ value: 'Saved.', reading });
  });

  it.each([
    null,
    'text',
    {},
    { message: '' },
    { message: '   ' },
    { message: {} },
    { message: [] },
    { message: 42 },
  ])('finds none in %j', (body) => expect(readMessage(body)).toBeUndefined());
});

describe('readProfile (GET admin/token/verify)', () => {
  it('reads `user`, as platform.md s.7 writes it', () => {
    expect(readProfile({ message: 'ok', user: profile })).toEqual({ value: profile, reading: 'user' });
  });
  it('reads `data`, the envelope reading', () => {
    expect(readProfile({ message: 'ok', data: profile })).toEqual({ value: profile, reading: 'data' });
  });
  it('refuses an answer without a profile (no email or no permission list)', () => {
    expect(readProfile({ data: { ...profile, aPermissions: undefined } })).toBeUndefined();
    expect(readProfile({ user: { sFullName: 'x' } })).toBeUndefined();
    expect(readProfile({ message: 'ok' })).toBeUndefined();
  });
});

describe('readLogin (POST admin/login)', () => {
  const data = { sEmail: profile.sEmail, aPermissions: profile.aPermissions };
  it('reads the token header, userId beside data and the permissions', () => {
    expect(readLogin('tok', { userId: 'u1', data })).toEqual({
      value: { token: 'tok', userId: 'u1', aPermissions: data.aPermissions, eRole: undefined },
      reading: 'userId',
    });
  });
  it('reads userId inside data, and keeps a role when the API adds one', () => {
    expect(readLogin('tok', { data: { ...data, userId: 'u2', eRole: 'super' } })?.value).toMatchObject({
      userId: 'u2',
      eRole: 'super',
    });
  });
  it('refuses an answer without the token header or without permissions', () => {
    expect(readLogin(null, { data })).toBeUndefined();
    expect(readLogin('tok', { data: { sEmail: 'x' } })).toBeUndefined();
  });
});

describe('readDashboard (GET admin/dashboard/count)', () => {
  it("reads the spec's data.data literally", () => {
    expect(readDashboard({ data: { data: counts } })).toEqual({ value: counts, reading: 'data.data' });
  });
  it('reads it as axios does (body.data)', () => {
    expect(readDashboard({ data: counts })).toEqual({ value: counts, reading: 'data' });
  });
  it('finds none elsewhere', () => expect(readDashboard({ data: { users: 1 } })).toBeUndefined());
});

describe('readFirstOfData (POST admin/transaction)', () => {
  it('reads data[0] and the other reading data.data[0]', () => {
    expect(readFirstOfData({ data: [{ _id: 't' }] })).toEqual({ value: { _id: 't' }, reading: 'data[0]' });
    expect(readFirstOfData({ data: { data: [{ _id: 't' }] } })).toEqual({
      value: { _id: 't' },
      reading: 'data.data[0]',
    });
  });
  it('finds none in an empty list', () => expect(readFirstOfData({ data: [] })).toBeUndefined());
});

describe('readRecord (one record)', () => {
  it('reads data', () => {
    expect(readRecord({ message: 'ok', data: { _id: 's1' } })).toEqual({
      value: { _id: 's1' },
      reading: 'data',
    });
  });
  it('reads the fields at the top of the body, without the envelope (GET /admin/subadmin/{id})', () => {
    expect(readRecord({ status: 200, message: 'ok', _id: 's1', sEmail: 'e' })).toEqual({
      value: { _id: 's1', sEmail: 'e' },
      reading: 'top level',
    });
  });
  it('reads by another key field', () => {
    expect(readRecord({ sKey: 'faq', sTitle: 'FAQ' }, 'sKey')?.value).toEqual({ sKey: 'faq', sTitle: 'FAQ' });
  });
  it('finds none in a bare message', () => expect(readRecord({ message: 'ok' })).toBeUndefined());
});

describe('readList (POST lists)', () => {
  it('reads data and total, a number or a numeric text', () => {
    expect(readList({ data: [1], total: 7 })).toEqual({ value: { data: [1], total: 7 }, reading: 'total' });
    expect(readList({ data: [1], total: '7' })).toEqual({
      value: { data: [1], total: 7 },
      reading: 'total as text',
    });
  });
  it('counts the page without a usable total', () => {
    expect(readList({ data: [1, 2] })).toEqual({ value: { data: [1, 2], total: 2 }, reading: 'no total' });
    expect(readList({ data: [1], total: 'many' })?.value.total).toBe(1);
  });
  it('finds none without a data list', () => expect(readList({ data: {} })).toBeUndefined());
});

describe('readSignedUrl (POST admin/signedurl/{folder})', () => {
  it('reads a media path and an absolute URL', () => {
    expect(readSignedUrl({ data: { sUrl: '/api/v1/uploads/x', sPath: 'pushimages/a.png' } })?.reading).toBe(
      'sPath media path',
    );
    expect(
      readSignedUrl({ data: { sUrl: 'https://s.example/u', sPath: 'https://cdn.example/pushimages/a.png' } })
        ?.reading,
    ).toBe('sPath URL');
  });
  it('finds none without both', () => expect(readSignedUrl({ data: { sUrl: 'x' } })).toBeUndefined());
});

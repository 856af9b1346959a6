/** Feature detection of the calls beyond the spec (src/api/extensions.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import {
  callExtension,
  ExtensionAbsentError,
  isExtensionAbsent,
  resetExtensions,
} from '../../src/api/extensions';

afterEach(resetExtensions);

describe('callExtension', () => {
  it('passes answers and other failures through, and stays available', async () => {
    await expect(callExtension('audit', async () => 'rows')).resolves.toBe('rows');
    await expect(
      callExtension('audit', async () => Promise.reject(new HttpError('Forbidden', 403, null))),
    ).rejects.toMatchObject({ status: 403 });
    expect(isExtensionAbsent('audit')).toBe(false);
  });

  it.each([404, 405, 501])(
    'turns a %i into an absent extension, and never calls it again',
    async (status) => {
      let calls = 0;
      const missing = async () => {
        calls += 1;
        throw new HttpError('Not found', status, null);
      };
      await expect(callExtension('revenue', missing)).rejects.toBeInstanceOf(ExtensionAbsentError);
      await expect(callExtension('revenue', missing)).rejects.toBeInstanceOf(ExtensionAbsentError);
      expect(calls).toBe(1);
      expect(isExtensionAbsent('revenue')).toBe(true);
      // Each extension is detected on its own.
      expect(isExtensionAbsent('audit')).toBe(false);
    },
  );

  it('reports the absence as a 404 HttpError (nothing treats it as a session failure)', async () => {
    const error = await callExtension('pushHistory', async () => {
      throw new HttpError('x', 404, null);
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, extension: 'pushHistory' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { moduleLoader } from '../../src/common/moduleLoader';

describe('moduleLoader', () => {
  it('downloads once for every caller, and again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module');
    const loader = moduleLoader(load);

    await expect(loader()).rejects.toThrow('offline');
    expect(loader.loaded).toBeUndefined();

    await expect(Promise.all([loader(), loader()])).resolves.toEqual(['module', 'module']);
    expect(loader.loaded).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

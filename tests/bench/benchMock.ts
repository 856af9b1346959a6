import { startMock, type MockOptions, type RunningMock } from '../../scripts/lib/mock';

/**
 * The mock as every part of the bench starts it: with its rich-text codec loaded before it listens.
 * Loaded lazily, 3 s after the start, the codec held the mock's event loop for about 1.3 s, in the
 * middle of whichever cold load came then: one in five of a series, the outlier of its range.
 */
export function startBenchMock(options: MockOptions): Promise<RunningMock> {
  return startMock({ ...options, env: { ...options.env, MOCK_RICH_TEXT_WARMUP_MS: '0' } });
}

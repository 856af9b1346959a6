/** Starts the mock API (mock-server/main.ts) as a child process and waits until it answers. */
import type { ChildProcess } from 'node:child_process';
import type { MockProfile } from '../../mock-server/profiles';
import { spawn, type SpawnOptions } from 'node:child_process';
import { MOCK_BUNDLE_ENV } from './mockBundle';
import { LOCALHOST, freePort, spawnTs, stopProcess, waitForHttp } from './processes';

export interface MockOptions {
  root: string;
  /** Data file (MOCK_DATA); the mock seeds it when missing or with --reset. */
  dataFile: string;
  /** A free port is chosen when omitted. */
  port?: number;
  /** Serve the built app (dist/) with a history fallback on the same port. */
  serveDist?: boolean;
  /** Serve this build instead of dist/ (MOCK_DIST_DIR; implies serveDist). */
  distDir?: string;
  /** Rebuild the data file from the seed before serving. */
  reset?: boolean;
  /** MOCK_PROFILE: `spec` serves only the spec's calls in its shapes; left out, the environment's. */
  profile?: MockProfile;
  /** MOCK_TEST_ROUTES: the outbox in the spec profile (tests read reset mails there). */
  testRoutes?: boolean;
  /** Keep the mock's console output, shown only when it fails to start. */
  quiet?: boolean;
  startTimeoutMs?: number;
  env?: NodeJS.ProcessEnv;
}

export interface RunningMock {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the mock printed so far (only collected when quiet). */
  output(): string;
  stop(): Promise<void>;
}

const OUTPUT_LIMIT = 20_000;

function mockEnv(options: MockOptions, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...options.env,
    ...(options.profile ? { MOCK_PROFILE: options.profile } : {}),
    ...(options.testRoutes === undefined ? {} : { MOCK_TEST_ROUTES: options.testRoutes ? '1' : '0' }),
    MOCK_PORT: String(port),
    MOCK_HOST: LOCALHOST,
    MOCK_DATA: options.dataFile,
    ...(options.distDir ? { MOCK_DIST_DIR: options.distDir } : {}),
  };
}

/** The mock as compiled ahead by the runner (scripts/lib/mockBundle.ts) when there is one, else through tsx. */
function spawnMock(root: string, args: readonly string[], options: SpawnOptions) {
  const bundle = process.env[MOCK_BUNDLE_ENV];
  return bundle
    ? spawn(process.execPath, [bundle, ...args], { cwd: root, ...options })
    : spawnTs(root, 'mock-server/main.ts', args, options);
}

function collectOutput(child: ChildProcess): () => string {
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return () => output;
}

const describeError = (error: unknown, output: string) =>
  `${error instanceof Error ? error.message : String(error)}${output ? `\n--- mock output ---\n${output}` : ''}`;

export async function startMock(options: MockOptions): Promise<RunningMock> {
  const port = options.port ?? (await freePort());
  const serveDist = options.serveDist || options.distDir !== undefined;
  const args = [...(serveDist ? ['--serve-dist'] : []), ...(options.reset ? ['--reset'] : [])];
  const child = spawnMock(options.root, args, {
    env: mockEnv(options, port),
    stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const output = collectOutput(child);
  const url = `http://${LOCALHOST}:${port}`;
  try {
    await waitForHttp(`${url}/api/v1/admin/token/verify`, options.startTimeoutMs ?? 60_000, child);
  } catch (error) {
    await stopProcess(child);
    throw new Error(describeError(error, output()), { cause: error });
  }
  return { url, port, child, output, stop: () => stopProcess(child) };
}

/** Writes a freshly seeded data file (`--reset-only`) and resolves when the mock has exited. */
export async function seedDataFile(root: string, dataFile: string, timeoutMs = 120_000): Promise<void> {
  const child = spawnMock(root, ['--reset-only'], {
    env: mockEnv({ root, dataFile }, 0),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code !== 0)
    throw new Error(describeError(new Error(`mock --reset-only failed (code ${code})`), output()));
}

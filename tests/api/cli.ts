/** Running the mock's CLI as a child process (one node process, so signals reach the server itself). */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** How node runs the CLI: through tsx by default; a prebuilt bundle starts about twice as fast. */
const TSX_ENTRY = ['--import', 'tsx', 'mock-server/main.ts'];

/** Spawns `mock-server/main.ts`; the child joins `children` (for the caller's cleanup) until it exits. */
export function spawnCli(
  children: Set<ChildProcess>,
  env: Record<string, string>,
  args: string[] = [],
  entry: readonly string[] = TSX_ENTRY,
) {
  const child = spawn(process.execPath, [...entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, MOCK_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  const collect = (chunk: Buffer) => void (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output: () => output };
}

/** Starts the server and waits for its banner. */
export function startCli(
  children: Set<ChildProcess>,
  env: Record<string, string>,
  entry?: readonly string[],
) {
  const started = spawnCli(children, env, [], entry);
  const { child, output } = started;
  return new Promise<typeof started>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock did not start:\n${output()}`)), 15_000);
    child.stdout?.on('data', () => {
      if (!output().includes('Seeded accounts') || !output().includes('nobody@example.com')) return;
      clearTimeout(timer);
      resolve(started);
    });
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`mock exited before listening:\n${output()}`));
    });
  });
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null || child.signalCode
      ? resolve(child.exitCode)
      : child.once('exit', (code) => resolve(code)),
  );

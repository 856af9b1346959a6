/** Child processes and ports for the scripts, the e2e setup and the bench. */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

export const LOCALHOST = '127.0.0.1';

/** A port the OS reports free on the host right now. */
export function freePort(host = LOCALHOST): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('No free port found'))));
    });
  });
}

/** Runs a TypeScript file with Node and the tsx loader, as one process (no tsx watcher in between). */
export function spawnTs(root: string, file: string, args: readonly string[], options: SpawnOptions = {}) {
  return spawn(process.execPath, ['--import', 'tsx', file, ...args], { cwd: root, ...options });
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `url` answers with any HTTP status (the server listens), failing after `timeoutMs`
 * or as soon as `child` exits.
 */
export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child && hasExited(child)) {
      throw new Error(
        `The process exited (${child.signalCode ?? `code ${child.exitCode}`}) before ${url} answered`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      return;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${lastError})`);
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited. */
export function stopProcess(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

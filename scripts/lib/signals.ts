/** Ties child processes to this one: Ctrl-C or a kill stops them all, and one ending stops the rest. */
import type { ChildProcess } from 'node:child_process';
import { stopProcess } from './processes';

export interface Supervisor {
  add(child: ChildProcess, name: string): void;
}

export function createSupervisor(): Supervisor {
  const children: ChildProcess[] = [];
  let stopping = false;
  const stopAll = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(children.map((child) => stopProcess(child)));
    process.exit(exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void stopAll(0));
  }
  return {
    add(child, name) {
      children.push(child);
      child.on('exit', (code, signal) => {
        if (stopping) return;
        // Ctrl-C reaches the children too (same process group): that is a normal stop, not a failure.
        const interrupted = signal === 'SIGINT' || signal === 'SIGTERM' || code === 0;
        if (!interrupted)
          console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
        void stopAll(interrupted ? 0 : (code ?? 1));
      });
    },
  };
}

/**
 * `npm run lint`: the type check beside ESLint and then Prettier. Each tool uses one core, so on
 * CI's two the three in a row left one idle: 84 s on a slow day (2026-12-02), of which the type
 * check alone was 35 s. A tool's output is printed whole once it ends, so the three do not mix, and
 * the run fails if any of them does.
 */
import { spawn } from 'node:child_process';

type Command = readonly [string, ...string[]];

/** Runs the commands one after the other; resolves with the first failure's exit code, else 0. */
async function inTurn(commands: readonly Command[]): Promise<number> {
  for (const [bin, ...args] of commands) {
    const started = Date.now();
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      let output = '';
      // npm puts node_modules/.bin on PATH; a shell finds the binaries there on every platform.
      const child = spawn(bin, args, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (exit) => resolve({ code: exit ?? 1, output }));
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    process.stdout.write(
      `--> ${[bin, ...args].join(' ')}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)\n${output}`,
    );
    if (code !== 0) return code;
  }
  return 0;
}

const codes = await Promise.all([
  // package.json's `typecheck` is the one place that says how the type check runs.
  inTurn([['npm', 'run', '--silent', 'typecheck']]),
  inTurn([
    ['eslint', '.'],
    ['prettier', '--check', '.'],
  ]),
]);
process.exitCode = codes.find((code) => code !== 0) ?? 0;

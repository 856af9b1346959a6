/** Runs `vite build` when the output is stale (see staleness.ts). */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { APP_BUILD_INPUTS, buildStaleness, type StalenessOptions } from './staleness';

export interface EnsureBuiltOptions extends Partial<StalenessOptions> {
  root: string;
  /** Vite config file, relative to root; the root vite.config.ts when omitted. */
  configFile?: string;
  /** Rebuild even when the output looks fresh. */
  force?: boolean;
  log?: (line: string) => void;
}

export function viteBuild(root: string, configFile?: string): Promise<void> {
  const args = [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'];
  if (configFile) args.push('--config', configFile);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** Builds when needed; resolves to true when a build ran. */
export async function ensureBuilt(options: EnsureBuiltOptions): Promise<boolean> {
  const { root, configFile, force = false, log = console.log } = options;
  const { stale, reason } = buildStaleness({
    root,
    outDir: options.outDir ?? 'dist',
    inputs: options.inputs ?? APP_BUILD_INPUTS,
    marker: options.marker,
  });
  if (!stale && !force) {
    log(`Build: ${reason}, not rebuilding.`);
    return false;
  }
  log(
    `Build: ${force ? 'forced' : reason}; running vite build${configFile ? ` --config ${configFile}` : ''}...`,
  );
  const started = Date.now();
  await viteBuild(root, configFile);
  log(`Build: done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

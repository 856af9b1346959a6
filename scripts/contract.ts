/**
 * `npm run contract -- --api <base URL> --email <e> --password <p>`: checks a running backend against
 * the API contract (docs/api.md "Contract") with safe calls only, and prints call by call the status,
 * the reading the backend uses and where it departs from what the app can read.
 * Exit code: 0 compatible, 1 not compatible, 2 usage error.
 */
import { parseArgs } from 'node:util';

const USAGE = `Usage: npm run contract -- --api <base URL> --email <email> --password <password> [--timeout <ms>]

Checks a running backend against the Giftdesk API contract with safe calls only (sign in, the
session, the lists, one record of each, the dashboard, the proposed extensions, sign out): never a write.

  --api       the API base, e.g. http://127.0.0.1:3001/api/v1
  --email     an admin account of that backend (the super admin checks every call)
  --password  its password (or set CONTRACT_PASSWORD, which keeps it out of the process list)
  --timeout   per request, in ms (default 10000)
  --help      this text

Exit code: 0 compatible, 1 not compatible, 2 usage error.`;

function usageError(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function parse() {
  try {
    return parseArgs({
      options: {
        api: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        timeout: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error));
  }
}

const values = parse();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const password = values.password ?? process.env.CONTRACT_PASSWORD;
if (!values.api || !values.email || !password) usageError('--api, --email and --password are required.');
if (!/^https?:\/\/[^/]/i.test(values.api)) usageError(`--api must be an http(s) URL, not ${values.api}.`);
const timeoutMs = values.timeout === undefined ? 10_000 : Number(values.timeout);
if (!Number.isInteger(timeoutMs) || timeoutMs < 100)
  usageError('--timeout must be a whole number of ms, at least 100.');

// Loaded after the arguments are read: --help and usage errors answer without loading the app's modules.
const { runContractCheck } = await import('./lib/contract/run');
const { formatLine, formatSummary } = await import('./lib/contract/report');

console.log(`Checking ${values.api} against the contract, as ${values.email}\n`);
const report = await runContractCheck({
  api: values.api,
  email: values.email,
  password,
  timeoutMs,
  onLine: (line) => console.log(formatLine(line)),
});
console.log(`\n${formatSummary(report)}`);
process.exit(report.compatible ? 0 : 1);

/**
 * json-server 0.17.4's own router on a Giftdesk data file, for the latency table (latency.ts):
 * `tsx tests/bench/jsonServerRef.ts <data file> <port>`. Read-only use: nothing is written back.
 */
import { readFileSync } from 'node:fs';
import jsonServer from 'json-server';

const [file, port] = process.argv.slice(2);
const db = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const app = jsonServer.create();
app.use(jsonServer.router(db));
app.listen(Number(port), '127.0.0.1');

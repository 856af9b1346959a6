/**
 * The audit trail: an append-only JSON-lines file beside the data file, kept apart from the storage
 * (it is never rewritten: each entry is appended and fsynced, one write after the other). A torn
 * last line (a kill during a write) is skipped when the file is read, and the next entry starts on a
 * line of its own. The route wrapper drives it: `begin` snapshots the record a call will touch
 * before its handler runs, `commit` diffs it afterwards and appends the entry (auditRules.ts).
 */
import { open, readFile, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { AuditAction, AuditEntry, AuditResource } from '../src/domain/audit';
import { newId } from './auth';
import { diffRecords } from './auditDiff';
import { AUDIT_RULES, type AuditCall, type AuditRule } from './auditRules';
import type { Reply } from './http';
import { recordById } from './storage';
import type { Admin, Db } from './types';
import { PRIVATE_FILE_MODE } from './privateFiles';

/** db.json -> db.audit.jsonl, in the same folder. */
export function auditFileFor(dataFile: string): string {
  return join(dirname(dataFile), `${basename(dataFile).replace(/\.json$/i, '')}.audit.jsonl`);
}

/**
 * Entries name records of the data they were written against: after the data file is rebuilt from
 * the seed they would show a history the new data never had.
 */
export async function removeAuditTrail(dataFile: string): Promise<void> {
  await rm(auditFileFor(dataFile), { force: true });
}

function parseLine(line: string): AuditEntry | undefined {
  try {
    const value = JSON.parse(line) as Partial<AuditEntry> | null;
    const valid =
      typeof value?._id === 'string' &&
      typeof value.dCreatedAt === 'string' &&
      typeof value.sAction === 'string' &&
      Array.isArray(value.aChanges);
    return valid ? (value as AuditEntry) : undefined;
  } catch {
    return undefined;
  }
}

/** The pending entry of one call: its rule and the record as it was before the handler ran. */
export interface PendingAudit {
  /** `db`: the data as the handler left it. */
  commit(reply: Reply, db: Db): Promise<void>;
}

export class AuditTrail {
  /** Entries waiting for the next write, and the write loop while one runs. */
  private readonly waiting: AuditEntry[] = [];
  private writing: Promise<void> | null = null;

  private constructor(
    readonly file: string,
    private readonly entries: AuditEntry[],
    /** The file ends inside a line (torn write): the next append starts a new one. */
    private startNewLine: boolean,
    private readonly now: () => number,
    private readonly report: (line: string) => void,
  ) {}

  static async open(file: string, now: () => number, report: (line: string) => void): Promise<AuditTrail> {
    let text = '';
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const entries = text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map(parseLine)
      .filter((entry): entry is AuditEntry => entry !== undefined);
    return new AuditTrail(file, entries, text !== '' && !text.endsWith('\n'), now, report);
  }

  /** Oldest first, as appended. */
  list(): readonly AuditEntry[] {
    return this.entries;
  }

  /** Snapshots the record the call will touch; undefined when the route is not audited. */
  begin(routeKey: string, call: AuditCall): PendingAudit | undefined {
    const rule = AUDIT_RULES[routeKey];
    if (!rule) return undefined;
    const targetId = rule.target?.(call);
    const before = targetId === undefined ? undefined : structuredClone(rule.read(call.db, targetId));
    return { commit: (reply, db) => this.commit(rule, { ...call, db }, targetId, before, reply) };
  }

  private async commit(
    rule: AuditRule,
    call: AuditCall,
    targetId: string | undefined,
    before: object | undefined,
    reply: Reply,
  ): Promise<void> {
    const id = targetId ?? rule.created?.(reply);
    if (id === undefined) return;
    const after = rule.read(call.db, id);
    const actor = call.auth?.admin ?? (rule.actorIsTarget ? recordById(call.db.admins, id) : undefined);
    // A public call about no known account (a reset request for an unknown email) changed nothing.
    if (!actor) return;
    const record = after ?? before;
    const label = record && rule.label ? rule.label(record) : undefined;
    const action = typeof rule.action === 'function' ? rule.action(call) : rule.action;
    await this.append(this.entry(actor, action, rule.resource, id, label, diffRecords(before, after)));
  }

  /**
   * An event that is no call's success (a failed sign-in, docs/security.md): recorded against the account it
   * names, with no change.
   */
  recordEvent(actor: Admin, action: AuditAction, resource: AuditResource): Promise<void> {
    return this.append(this.entry(actor, action, resource, actor._id, actor.sEmail, []));
  }

  /** An entry as every path writes it: now, by `actor`, about one record. */
  private entry(
    actor: Admin,
    sAction: AuditAction,
    sResource: AuditResource,
    iRecordId: string,
    label: string | undefined,
    aChanges: AuditEntry['aChanges'],
  ): AuditEntry {
    return {
      _id: newId(),
      dCreatedAt: new Date(this.now()).toISOString(),
      iAdminId: actor._id,
      sAdminEmail: actor.sEmail,
      sAdminName: actor.sFullName,
      sAction,
      sResource,
      iRecordId,
      ...(label ? { sRecordLabel: label } : {}),
      aChanges,
    };
  }

  /**
   * One write at a time, in call order; the entry is listed once it is on disk. Entries that arrive
   * during a write share the next one (one fsync per round, as the storage does for the data file).
   */
  private append(entry: AuditEntry): Promise<void> {
    this.waiting.push(entry);
    this.writing ??= this.drain().finally(() => {
      this.writing = null;
    });
    return this.writing;
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0);
      const text = `${this.startNewLine ? '\n' : ''}${batch.map((item) => JSON.stringify(item)).join('\n')}\n`;
      try {
        const handle = await open(this.file, 'a', PRIVATE_FILE_MODE);
        try {
          await handle.writeFile(text, 'utf8');
          await handle.sync();
        } finally {
          await handle.close();
        }
        this.startNewLine = false;
        this.entries.push(...batch);
      } catch (error) {
        // The change itself is already saved: a failed audit write is reported, never turned into a 5xx.
        this.report(
          `[audit] ${batch.length} entries not written to ${this.file}: ${(error as Error).message}`,
        );
      }
    }
  }
}

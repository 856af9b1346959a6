/**
 * The store's append-only journal (`<data file>.journal`): one line per write round, appended and
 * fdatasync'ed before the round's saves resolve. A line cut short by a kill is the last one and was
 * never acknowledged: it is dropped on reading. A broken line before it means the file was damaged
 * (not by a kill) and the data file is refused.
 */
import { open, readFile, unlink, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PRIVATE_FILE_MODE } from '../privateFiles';

export const journalPath = (file: string) => `${file}.journal`;

/** The complete lines of the journal of `file` (none when there is no journal). */
export async function readJournal(file: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(journalPath(file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const lines = text.split('\n');
  lines.pop(); // '' after the last newline, or a torn last line
  return lines;
}

export class Journal {
  private handle: FileHandle | null = null;
  /** Bytes appended since the journal was last removed (compaction trigger). */
  bytes = 0;

  constructor(private readonly file: string) {}

  async append(line: string): Promise<void> {
    if (!this.handle) {
      this.handle = await open(journalPath(this.file), 'a', PRIVATE_FILE_MODE);
      // The new file's directory entry must be durable too, not only its contents.
      await syncDirectory(dirname(this.file));
    }
    const text = `${line}\n`;
    await this.handle.write(text);
    await this.handle.datasync();
    this.bytes += Buffer.byteLength(text);
  }

  /** Closes and deletes the journal (its lines are in the snapshot now, or must be discarded). */
  async remove(): Promise<void> {
    await this.handle?.close();
    this.handle = null;
    this.bytes = 0;
    await unlink(journalPath(this.file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}

async function syncDirectory(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

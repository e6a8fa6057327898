// The data file: loaded once at start, rewritten atomically after changes (temp file, fsync, rename, fsync of the
// folder), so a crash leaves either the old or the new file, never half of one. Writes are coalesced ("group
// commit"): every caller waits for a write that includes its change, but a burst of changes costs a few writes,
// not one each. A write that fails undoes, in memory, every change it should have carried.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, unlinkSync } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export class DataFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataFileError';
  }
}

export class AtomicJsonFile {
  private requested = 0;
  private completed = 0;
  /** Every change up to this ticket was in a write that failed, and has been undone by `onWriteFailed`. */
  private failedThrough = 0;
  private running: Promise<void> | undefined;
  /** What the file holds now, as far as this process knows: the text of the last write that finished. */
  private onDisk: string | undefined;

  /**
   * `serialize` is called at write time, so a write carries every change made before it started. When a write fails,
   * `onWriteFailed` gets the text last written (undefined: no file yet) and must put the memory back to it, so that
   * memory never holds what the file does not.
   */
  constructor(
    readonly path: string,
    private readonly serialize: () => string,
    private readonly onWriteFailed: (onDisk: string | undefined) => void,
  ) {}

  /** The text of the data file, or undefined when it does not exist yet. Remembered as what is on disk. */
  readText(): string | undefined {
    if (!existsSync(this.path)) return undefined;
    this.onDisk = readFileSync(this.path, 'utf8');
    return this.onDisk;
  }

  /** The parsed file, or undefined when it does not exist yet. A file that cannot be read is an error, never
   * silently replaced. */
  static parse(path: string, text: string | undefined): unknown {
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      throw new DataFileError(`The data file ${path} is not valid JSON; fix or move it (it was left untouched).`);
    }
  }

  /**
   * Resolves once a write that includes every change made so far is on disk. Rejects with a DataWriteError when the
   * write that should have carried this change failed; the change has then been undone in memory.
   */
  async save(): Promise<void> {
    const ticket = ++this.requested;
    while (this.completed < ticket) {
      if (this.failedThrough >= ticket) throw new DataWriteError();
      this.running ??= this.writeOnce().finally(() => {
        this.running = undefined;
      });
      await this.running.catch(() => undefined);
    }
  }

  private async writeOnce(): Promise<void> {
    const covers = this.requested;
    let text: string;
    try {
      text = this.serialize();
      await writeFileAtomically(this.path, text);
    } catch (error) {
      // Every change made until now (including those made while this write ran) is in memory only. Undo them all,
      // synchronously, before any other request runs; their callers get an error instead of an answer.
      this.failedThrough = this.requested;
      process.stderr.write(
        `emulator: could not write ${this.path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); the unsaved changes were undone\n`,
      );
      this.onWriteFailed(this.onDisk);
      throw error;
    }
    this.onDisk = text;
    this.completed = Math.max(this.completed, covers);
  }
}

/** A change that could not be saved; it was undone, so the service is as it was before the request. */
export class DataWriteError extends Error {
  constructor() {
    super('the change could not be saved to the data file and was not made; try again');
    this.name = 'DataWriteError';
  }
}

const TEMP_SUFFIX = /^\.(.+)\.(\d+)\.[0-9a-f]+\.tmp$/;

/**
 * Removes the temp files an emulator killed mid-write left next to `path` (`.<name>.<pid>.<hex>.tmp`): they hold
 * group tokens and nothing else ever deletes them. A temp file of a process still running is left alone.
 */
export function removeStaleTempFiles(path: string): number {
  const folder = dirname(path);
  const name = basename(path);
  let removed = 0;
  let entries: string[];
  try {
    entries = readdirSync(folder);
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const match = TEMP_SUFFIX.exec(entry);
    if (!match || match[1] !== name) continue;
    const pid = Number(match[2]);
    if (pid !== process.pid && processAlive(pid)) continue;
    try {
      unlinkSync(join(folder, entry));
      removed++;
    } catch {
      // gone already, or not ours to delete
    }
  }
  return removed;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function writeFileAtomically(path: string, text: string): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const file = await open(temp, 'w', 0o600);
  try {
    await file.writeFile(text, 'utf8');
    await file.sync();
    await file.close();
    await rename(temp, path);
  } catch (error) {
    await file.close().catch(() => undefined);
    // The temp file holds tokens: never leave it behind.
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  // Make the rename itself durable. Not every platform lets a folder be opened for sync; that is not fatal.
  try {
    const folder = await open(dirname(path), 'r');
    await folder.sync().finally(() => folder.close());
  } catch {
    // best effort
  }
}

// The data file: loaded once at start, rewritten atomically after changes (temp file, fsync, rename, fsync of the
// folder), so a crash leaves either the old or the new file, never half of one. Writes are coalesced ("group
// commit"): every caller waits for a write that includes its change, but a burst of changes costs a few writes,
// not one each.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
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
  private running: Promise<void> | undefined;

  /** `serialize` is called at write time, so a write carries every change made before it started. */
  constructor(
    readonly path: string,
    private readonly serialize: () => string,
  ) {}

  /** The parsed file, or undefined when it does not exist yet. A file that cannot be read is an error, never
   * silently replaced. */
  static read(path: string): unknown {
    if (!existsSync(path)) return undefined;
    const text = readFileSync(path, 'utf8');
    try {
      return JSON.parse(text);
    } catch {
      throw new DataFileError(`The data file ${path} is not valid JSON; fix or move it (it was left untouched).`);
    }
  }

  /** Resolves once a write that includes every change made so far is on disk. */
  async save(): Promise<void> {
    const ticket = ++this.requested;
    while (this.completed < ticket) {
      this.running ??= this.writeOnce().finally(() => {
        this.running = undefined;
      });
      await this.running;
    }
  }

  private async writeOnce(): Promise<void> {
    const covers = this.requested;
    await writeFileAtomically(this.path, this.serialize());
    this.completed = Math.max(this.completed, covers);
  }
}

export async function writeFileAtomically(path: string, text: string): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const file = await open(temp, 'w', 0o600);
  try {
    await file.writeFile(text, 'utf8');
    await file.sync();
  } catch (error) {
    await file.close();
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await file.close();
  await rename(temp, path);
  // Make the rename itself durable. Not every platform lets a folder be opened for sync; that is not fatal.
  try {
    const folder = await open(dirname(path), 'r');
    await folder.sync().finally(() => folder.close());
  } catch {
    // best effort
  }
}

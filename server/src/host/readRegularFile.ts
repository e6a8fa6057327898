// The one way the server and the CLI read a workspace file from disk. A cloned repository is untrusted: git can
// commit a symlink to `/dev/zero` (endless, and it reports size 0 so a size check on `stat` never applies), to
// `/dev/stdin` (reading it blocks the server for good, or eats its LSP transport), to a FIFO (opening it blocks), or to
// a file outside the site. So a read here:
// - opens with O_NONBLOCK (a FIFO or a terminal does not block the open; they are then refused unread) and O_NOCTTY;
// - checks the OPENED descriptor (`fstat`), not the path, so what is read is what was checked: only a regular file;
// - refuses a file over `maxBytes` from its size, and again while reading (a file can grow, and /proc-like files
//   report size 0), so memory stays bounded by `maxBytes` whatever the file does;
// - with a `root`, follows a symlink only when the real path is inside the root's real path (with `folders`, the real
//   paths of folders are remembered for a run of reads and the file itself is opened without following a link, so
//   checking 10,000 pages resolves each folder once instead of every file's whole path twice);
// - never throws at its caller: every outcome is a value, and the caller says what it means to its user.
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  promises as fsp,
  readSync,
  realpathSync,
  statSync,
  type Stats,
} from 'node:fs';
import { isAbsolute, relative } from 'node:path';

export interface ReadOptions {
  /** Refuse (or, with `truncate`, stop at) files larger than this many bytes. */
  maxBytes: number;
  /** Return only the first `maxBytes` bytes instead of refusing a larger file (a hover needs only the front matter). */
  truncate?: boolean;
  /** When given, the file's real path (all symlinks resolved) must lie inside this folder's real path. */
  root?: string;
  /** With `root`: folders' real paths already resolved in this run of reads. */
  folders?: FolderRealPaths;
  /**
   * The text the caller expects the file to hold (an editor's last version of it). When the file's bytes are that
   * text's UTF-8 encoding, the read gives this very string: compared a chunk at a time, without a buffer of the whole
   * file or a decoded copy of a text the caller already holds (3 MB each for a 100,000-page config closed in an editor).
   * The async read only.
   */
  expectedText?: string;
}

/**
 * The real paths of folders, resolved once for a run of reads that sees one state of the disk (a CLI check, one pass
 * of the server over closed pages). A folder re-linked during the run is seen at its next run.
 */
export class FolderRealPaths {
  private readonly known = new Map<string, string>();
  /** By root, each folder's real path when it lies inside the root's real path, else null: a page pass asks for every
   * page, and comparing the two paths anew each time made more garbage than reading the page. */
  private readonly insideRoot = new Map<string, Map<string, string | null>>();

  /** The folder's real path; throws as `realpath` does (a missing folder is not remembered). */
  real(folder: string): string {
    let real = this.known.get(folder);
    if (real === undefined) {
      real = realpathSync.native(folder);
      this.known.set(folder, real);
    }
    return real;
  }

  /** The folder's real path when it lies inside `root`'s real path, else undefined; throws as `realpath` does. */
  realInside(folder: string, root: string): string | undefined {
    let folders = this.insideRoot.get(root);
    if (!folders) this.insideRoot.set(root, (folders = new Map()));
    let real = folders.get(folder);
    if (real === undefined) {
      const candidate = this.real(folder);
      real = typeof insideOrRefusal(candidate, this.real(root)) === 'string' ? candidate : null;
      folders.set(folder, real);
    }
    return real ?? undefined;
  }
}

export type ReadResult =
  | { kind: 'text'; text: string; /** Only with `truncate`: the file went on past `maxBytes`. */ truncated: boolean }
  | { kind: 'missing' }
  | { kind: 'notRegular'; what: FileKind }
  | {
      kind: 'tooLarge';
      /** The size seen: the reported size, or (for a file growing or reporting 0) a lower bound. */ size: number;
      maxBytes: number;
    }
  | { kind: 'outsideRoot'; realPath: string }
  | { kind: 'error'; code: string; message: string };

export type FileKind =
  'directory' | 'character device' | 'block device' | 'FIFO' | 'socket' | 'symbolic link' | 'special file';

/** A failed read in words, for a CLI message or a log line ("is a character device, not a regular file"). */
export function describeReadFailure(result: Exclude<ReadResult, { kind: 'text' }>): string {
  switch (result.kind) {
    case 'missing':
      return 'does not exist';
    case 'notRegular':
      return `is a ${result.what}, not a regular file`;
    case 'tooLarge':
      return `is ${formatBytes(result.size)}${result.size > result.maxBytes ? '' : ' or more'}, over the ${formatBytes(result.maxBytes)} limit`;
    case 'outsideRoot':
      return `is a link to ${result.realPath}, outside the folder being checked`;
    case 'error':
      return `cannot be read (${result.code})`;
  }
}

// O_NONBLOCK and O_NOCTTY are POSIX; on Windows they are absent and FIFOs/devices are not files a repository holds.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);
const CHUNK_BYTES = 64 * 1024;

/** Reads a regular file as UTF-8, synchronously (the CLI, hover). */
export function readRegularFileSync(path: string, options: ReadOptions): ReadResult {
  let target = path;
  let flags = OPEN_FLAGS;
  if (options.root !== undefined) {
    const quick = options.folders && O_NOFOLLOW ? inRealFolder(path, options.root, options.folders) : undefined;
    if (quick !== undefined) {
      target = quick;
      flags |= O_NOFOLLOW;
    } else {
      const checked = checkInsideRootSync(path, options.root);
      if (typeof checked !== 'string') return checked;
      target = checked;
    }
  }
  let fd: number | undefined;
  try {
    try {
      fd = openSync(target, flags);
    } catch (error) {
      // The file itself is a link: resolve it in full and check where it leads.
      if (flags === OPEN_FLAGS || !isLinkRefusal(error)) throw error;
      return readRegularFileSync(path, { ...options, folders: undefined });
    }
    const stat = fstatSync(fd);
    const refused = refuseUnlessRegular(stat, options);
    if (refused) return refused;
    const into = new ReadBuffer(stat.size, readLimit(options));
    while (!into.full()) {
      const space = into.space();
      const read = readSync(fd, space.buffer, space.offset, space.length, null);
      if (read === 0) break;
      into.advance(read);
    }
    return finish(into, options);
  } catch (error) {
    return fromError(error);
  } finally {
    if (fd !== undefined) closeQuietly(fd);
  }
}

/** Reads a regular file as UTF-8, asynchronously (the server's closed configs and other reads off the request path). */
export async function readRegularFile(path: string, options: ReadOptions): Promise<ReadResult> {
  let target = path;
  if (options.root !== undefined) {
    const checked = await checkInsideRoot(path, options.root);
    if (typeof checked !== 'string') return checked;
    target = checked;
  }
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(target, OPEN_FLAGS);
    const stat = await handle.stat();
    const refused = refuseUnlessRegular(stat, options);
    if (refused) return refused;
    const expected = options.expectedText;
    if (expected !== undefined && !options.truncate && (await holdsText(handle, stat.size, expected)))
      return { kind: 'text', text: expected, truncated: false };
    const into = new ReadBuffer(stat.size, readLimit(options));
    while (!into.full()) {
      const space = into.space();
      const { bytesRead } = await handle.read(space.buffer, space.offset, space.length, null);
      if (bytesRead === 0) break;
      into.advance(bytesRead);
    }
    return finish(into, options);
  } catch (error) {
    return fromError(error);
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/** Characters encoded per comparison: at most 3 bytes each in UTF-8 (a surrogate pair: 4 bytes for 2), so a chunk's
 * encoding fits CHUNK_BYTES. */
const CHARS_PER_CHUNK = Math.floor(CHUNK_BYTES / 3);

/**
 * Whether the file's `size` bytes are the UTF-8 encoding of `text`: the text encoded and the file read a chunk at a
 * time, at explicit positions (the file's own position is left where it was, for a full read after a difference).
 */
async function holdsText(handle: fsp.FileHandle, size: number, text: string): Promise<boolean> {
  if (Buffer.byteLength(text, 'utf8') !== size) return false;
  const encoder = new TextEncoder();
  const encoded = Buffer.allocUnsafe(CHUNK_BYTES);
  const read = Buffer.allocUnsafe(CHUNK_BYTES);
  let chars = 0;
  let position = 0;
  while (chars < text.length) {
    let end = Math.min(text.length, chars + CHARS_PER_CHUNK);
    // Never between the two halves of a surrogate pair (each half alone would encode as a replacement character).
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    const { written } = encoder.encodeInto(text.slice(chars, end), encoded);
    let filled = 0;
    while (filled < written) {
      const { bytesRead } = await handle.read(read, filled, written - filled, position + filled);
      if (bytesRead === 0) return false;
      filled += bytesRead;
    }
    if (!read.subarray(0, written).equals(encoded.subarray(0, written))) return false;
    chars = end;
    position += written;
  }
  // A file that grew since its size was read holds more than the text.
  return position === size && (await handle.read(read, 0, 1, position)).bytesRead === 0;
}

// Not on Windows, where the quick path is not taken.
const O_NOFOLLOW = constants.O_NOFOLLOW ?? 0;

/** The file's path in its folder's real path, when that lies inside the root's real path; else undefined (the full
 * check then says why). Opened with O_NOFOLLOW, so the file cannot itself be a link leading out. */
function inRealFolder(path: string, root: string, folders: FolderRealPaths): string | undefined {
  // Only absolute POSIX paths come here (O_NOFOLLOW exists only there); anything else takes the full check.
  const slash = path.lastIndexOf('/');
  if (slash < 0) return undefined;
  try {
    const realFolder = folders.realInside(slash === 0 ? '/' : path.slice(0, slash), root);
    if (realFolder === undefined) return undefined;
    return `${realFolder.endsWith('/') ? realFolder : `${realFolder}/`}${path.slice(slash + 1)}`;
  } catch {
    return undefined;
  }
}

/** What opening a symlink with O_NOFOLLOW fails with (ELOOP on Linux and macOS, EMLINK on FreeBSD). */
function isLinkRefusal(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException)?.code;
  return code === 'ELOOP' || code === 'EMLINK';
}

/** The real path of `path` when it lies inside `root`'s real path; else the refusal. */
function checkInsideRootSync(path: string, root: string): string | Exclude<ReadResult, { kind: 'text' }> {
  try {
    const checked = insideOrRefusal(realpathSync.native(path), realpathSync.native(root));
    return typeof checked === 'string' ? checked : kindOfOutside(checked, statSync(checked.realPath));
  } catch (error) {
    return fromError(error);
  }
}

async function checkInsideRoot(path: string, root: string): Promise<string | Exclude<ReadResult, { kind: 'text' }>> {
  try {
    const [real, realRoot] = await Promise.all([fsp.realpath(path), fsp.realpath(root)]);
    const checked = insideOrRefusal(real, realRoot);
    return typeof checked === 'string' ? checked : kindOfOutside(checked, await fsp.stat(checked.realPath));
  } catch (error) {
    return fromError(error);
  }
}

/** A link leaving the root to a device or a FIFO is named for what it is (more telling than "outside"); the target is
 * only `stat`ed, never opened (opening some devices has effects). */
function kindOfOutside(
  refusal: { kind: 'outsideRoot'; realPath: string },
  stat: Stats,
): Exclude<ReadResult, { kind: 'text' }> {
  return stat.isFile() || stat.isDirectory() ? refusal : { kind: 'notRegular', what: kindOf(stat) };
}

function insideOrRefusal(real: string, realRoot: string): string | { kind: 'outsideRoot'; realPath: string } {
  const rel = relative(realRoot, real);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel)) ? real : { kind: 'outsideRoot', realPath: real };
}

/** Whether `path`'s real path lies inside `root`'s real path (for writes and renames: the target of a new file may
 * not exist yet, so its nearest existing ancestor is resolved). Never throws; false when nothing can be resolved. */
export function realPathInside(path: string, root: string): boolean {
  let realRoot: string;
  try {
    realRoot = realpathSync.native(root);
  } catch {
    return false;
  }
  let current = path;
  let rest = '';
  for (;;) {
    try {
      const real = realpathSync.native(current);
      return typeof insideOrRefusal(rest ? `${real}/${rest}` : real, realRoot) === 'string';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return false;
      // A dangling symlink is an existing entry that would be written through: refuse it rather than walk past it.
      if (isSymlink(current)) return false;
      const slash = Math.max(current.lastIndexOf('/'), current.lastIndexOf('\\'));
      if (slash <= 0) return false;
      rest = rest ? `${current.slice(slash + 1)}/${rest}` : current.slice(slash + 1);
      current = current.slice(0, slash);
    }
  }
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function refuseUnlessRegular(stat: Stats, options: ReadOptions): Exclude<ReadResult, { kind: 'text' }> | undefined {
  if (!stat.isFile()) return { kind: 'notRegular', what: kindOf(stat) };
  if (!options.truncate && stat.size > options.maxBytes)
    return { kind: 'tooLarge', size: stat.size, maxBytes: options.maxBytes };
  return undefined;
}

/** Reading one byte past the cap tells "exactly at the cap" from "over it" without holding more than the cap + 1. */
function readLimit(options: ReadOptions): number {
  return options.truncate ? options.maxBytes : options.maxBytes + 1;
}

function finish(into: ReadBuffer, options: ReadOptions): ReadResult {
  const total = into.total;
  if (!options.truncate && total > options.maxBytes)
    return { kind: 'tooLarge', size: total, maxBytes: options.maxBytes };
  return { kind: 'text', text: into.text(), truncated: options.truncate === true && total >= options.maxBytes };
}

/**
 * Where a read puts its bytes. The first buffer is sized from the size the file reported (one byte more, so the end
 * of a file that did not grow is seen without another buffer): a workspace of 10,000 small pages allocated 64 KB per
 * page when every read started with a fixed chunk, hundreds of megabytes of short-lived memory. A file that reports
 * 0 bytes (/proc-like) or grows gets further chunks, never past `limit`.
 */
class ReadBuffer {
  private readonly chunks: Buffer[] = [];
  private buffer: Buffer;
  private filled = 0;
  total = 0;

  constructor(
    reportedSize: number,
    private readonly limit: number,
  ) {
    this.buffer = Buffer.allocUnsafe(Math.min(reportedSize > 0 ? reportedSize + 1 : CHUNK_BYTES, limit));
  }

  full(): boolean {
    return this.total >= this.limit;
  }

  /** Free space to read into (a new chunk when the current one is full). */
  space(): { buffer: Buffer; offset: number; length: number } {
    if (this.filled === this.buffer.length) {
      this.chunks.push(this.buffer);
      this.buffer = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, this.limit - this.total));
      this.filled = 0;
    }
    return { buffer: this.buffer, offset: this.filled, length: this.buffer.length - this.filled };
  }

  advance(bytes: number): void {
    this.filled += bytes;
    this.total += bytes;
  }

  text(): string {
    if (this.chunks.length === 0) return this.buffer.toString('utf8', 0, this.filled);
    return Buffer.concat([...this.chunks, this.buffer.subarray(0, this.filled)], this.total).toString('utf8');
  }
}

export function kindOf(stat: Stats): FileKind {
  if (stat.isDirectory()) return 'directory';
  if (stat.isCharacterDevice()) return 'character device';
  if (stat.isBlockDevice()) return 'block device';
  if (stat.isFIFO()) return 'FIFO';
  if (stat.isSocket()) return 'socket';
  if (stat.isSymbolicLink()) return 'symbolic link';
  return 'special file';
}

function fromError(error: unknown): Exclude<ReadResult, { kind: 'text' }> {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' };
  // Opening a directory for reading fails with EISDIR on some systems instead of reaching fstat.
  if (code === 'EISDIR') return { kind: 'notRegular', what: 'directory' };
  // A socket (what /dev/stdin is under some transports) cannot be opened at all.
  if (code === 'ENXIO') return { kind: 'notRegular', what: 'socket' };
  return { kind: 'error', code: code ?? 'EUNKNOWN', message: error instanceof Error ? error.message : String(error) };
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // nothing more to do with a descriptor that will not close
  }
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KB`;
  return `${bytes} bytes`;
}

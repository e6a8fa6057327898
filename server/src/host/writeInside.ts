// Files the CLI writes (`--update-baseline`, `--output-file`) are named by a repository's `.docsiterc.json` or by a
// command line a workflow builds, and the folders on the way may be links the repository committed. A write lands
// only in a regular file inside a chosen folder (the working folder, or the folder of the config file that named
// the path), is never made through a symbolic link (in the folders on the way or at the file itself), and replaces
// the file atomically: the text goes to a new temporary file beside it (created exclusively, so it cannot be a
// planted link either), which is then renamed over the target. A rename replaces a directory entry; it never
// follows a link that appeared at the target in the meantime.
import {
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  realpathSync,
  renameSync,
  unlinkSync,
  writeSync,
  constants,
} from 'node:fs';
import { basename, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';

export class UnsafeWriteError extends Error {}

/**
 * Writes `text` to `path` (absolute, or relative to the working folder), which must lie inside `root` without
 * passing through a symbolic link; the missing folders inside `root` are created. Throws UnsafeWriteError saying why
 * a path is refused, or the file system's error.
 */
export function writeFileInside(path: string, text: string, root: string, shownAs = path): void {
  const target = resolve(path);
  const lexical = relative(resolve(root), target);
  if (lexical === '' || lexical === '..' || lexical.startsWith(`..${sep}`) || isAbsolute(lexical)) {
    throw new UnsafeWriteError(`refusing to write ${shownAs}: it is outside ${resolve(root)}`);
  }
  let folder: string;
  try {
    folder = realpathSync.native(root);
  } catch (error) {
    throw new UnsafeWriteError(
      `refusing to write ${shownAs}: its folder ${resolve(root)} cannot be resolved (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
  }
  const parts = lexical.split(sep);
  const name = parts.pop()!;
  for (let i = 0; i < parts.length; i++) {
    folder = join(folder, parts[i]);
    const stat = lstatOrUndefined(folder);
    const shownFolder = parts.slice(0, i + 1).join('/');
    if (stat === undefined) mkdirSync(folder);
    else if (stat.isSymbolicLink())
      throw new UnsafeWriteError(`refusing to write ${shownAs}: its folder ${shownFolder} is a symbolic link`);
    else if (!stat.isDirectory())
      throw new UnsafeWriteError(`refusing to write ${shownAs}: ${shownFolder} is not a folder`);
  }
  const file = join(folder, name);
  const existing = lstatOrUndefined(file);
  if (existing?.isSymbolicLink()) throw new UnsafeWriteError(`refusing to write ${shownAs}: it is a symbolic link`);
  if (existing && !existing.isFile())
    throw new UnsafeWriteError(`refusing to write ${shownAs}: it exists and is not a regular file`);

  const temporary = join(folder, `.${basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  // O_EXCL with O_CREAT never opens an existing entry, a link included; O_NOFOLLOW says the same for systems that
  // read O_EXCL loosely.
  const fd = openSync(
    temporary,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0),
    0o666,
  );
  try {
    try {
      const bytes = Buffer.from(text, 'utf8');
      for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written, bytes.length - written);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
  } catch (error) {
    try {
      unlinkSync(temporary);
    } catch {
      // already renamed or never created
    }
    throw error;
  }
}

function lstatOrUndefined(path: string) {
  try {
    return lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

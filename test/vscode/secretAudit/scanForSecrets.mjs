// Scans files, byte for byte, for secrets: each secret is looked for as UTF-8 and as UTF-16LE (browser storage keeps
// strings that way), in every file below the given roots, text or binary. Reports where, never what: a hit names the
// file, the byte offset and the secret's label ("API token (Customer)", "group token #3"), not the secret itself.
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {{ label: string, value: string }} Secret
 * @typedef {{ file: string, offset: number, label: string, encoding: 'utf8' | 'utf16le' }} Hit
 */

/** Files below `root` (symlinks are not followed: they would lead out of the run's own folders). */
export function listFiles(root) {
  const found = [];
  let entries;
  try {
    entries = readdirSync(root, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) found.push(...listFiles(path));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

/**
 * @param {string[]} paths files or folders
 * @param {Secret[]} secrets
 * @param {{ exclude?: (file: string) => boolean }} [options]
 * @returns {{ hits: Hit[], filesScanned: number, bytesScanned: number }}
 */
export function scanForSecrets(paths, secrets, options = {}) {
  const needles = secrets
    .filter((secret) => secret.value.length > 0)
    .flatMap((secret) => [
      { label: secret.label, encoding: 'utf8', bytes: Buffer.from(secret.value, 'utf8') },
      { label: secret.label, encoding: 'utf16le', bytes: Buffer.from(secret.value, 'utf16le') },
    ]);
  const hits = [];
  let filesScanned = 0;
  let bytesScanned = 0;
  for (const path of paths) {
    let files;
    try {
      files = lstatSync(path).isDirectory() ? listFiles(path) : [path];
    } catch {
      continue; // not there (e.g. a folder this run never created)
    }
    for (const file of files) {
      if (options.exclude?.(file)) continue;
      let content;
      try {
        content = readFileSync(file);
      } catch {
        continue; // vanished or unreadable (a socket, a lock)
      }
      filesScanned++;
      bytesScanned += content.length;
      for (const needle of needles) {
        let at = content.indexOf(needle.bytes);
        while (at !== -1) {
          hits.push({ file, offset: at, label: needle.label, encoding: needle.encoding });
          at = content.indexOf(needle.bytes, at + 1);
        }
      }
    }
  }
  return { hits, filesScanned, bytesScanned };
}

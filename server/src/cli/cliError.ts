// What the CLI reports as one line on standard error instead of a stack trace: a usage mistake, a config, baseline or
// rule file it cannot use, a file it cannot read or write, git failing for `--changed-since`. Exit code 2 ("the
// check did not run") unless the command says otherwise (`upgrade` refuses with 1 what it could not upgrade).
// Every module throws this class or a subclass; `main` catches it once.
import { isAbsolute, relative } from 'node:path';
import { escapeForOutput } from './format';

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 2,
  ) {
    super(message);
  }
}

/** Writes a CliError as `docsite: message` and returns its exit code; any other error is a bug and is rethrown. */
export function reportCliError(error: unknown, err: NodeJS.WritableStream): number {
  if (!(error instanceof CliError)) throw error;
  err.write(`docsite: ${escapeForOutput(error.message)}\n`);
  return error.exitCode;
}

/** A path as the user wrote it relative to the current folder, or absolute when it lies outside. */
export function displayPath(path: string): string {
  const fromCwd = relative(process.cwd(), path);
  return fromCwd && !fromCwd.startsWith('..') && !isAbsolute(fromCwd) ? fromCwd : path;
}

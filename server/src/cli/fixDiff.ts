// The unified diff `--fix-dry-run` prints: `--- a/<file>` / `+++ b/<file>` headers and hunks with three lines of
// context, the form `git apply` and `patch -p1` read. Lines are compared with their line ending, so a change of
// the last line's missing newline shows (with git's "\ No newline at end of file" marker).
// Myers' O((N+M)·D) diff after trimming the common head and tail: fixes change a few lines of a file, so D is small
// and a 10,000-line page costs little. Each step keeps only the diagonals it reached (O(D²) memory in all).
import { escapeForOutput } from './format';

const CONTEXT = 3;

type Op = { kind: ' ' | '-' | '+'; line: string };

/** Lines with their ending ("a\n", "b\n", "c"). */
function splitLines(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
    lines.push(text.slice(start, end + 1));
    start = end + 1;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
}

function myers(a: readonly string[], b: readonly string[]): Op[] {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max && found < 0; d++) {
    // Diagonals -(d+1)..d+1 as they stood before step d (what the backtrack reads for this step).
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
  }
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = found; d >= 0; d--) {
    const row = trace[d];
    const at = (k: number) => row[k + d + 1];
    const k = x - y;
    const previousK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const previousX = d === 0 ? 0 : at(previousK);
    const previousY = d === 0 ? 0 : previousX - previousK;
    while (x > previousX && y > previousY) {
      x--;
      y--;
      ops.push({ kind: ' ', line: a[x] });
    }
    if (d > 0) {
      if (x === previousX) ops.push({ kind: '+', line: b[--y] });
      else ops.push({ kind: '-', line: a[--x] });
    }
  }
  return ops.reverse();
}

/** A terminal-safe line of the diff: control characters but the tab written as escapes. A carriage return before
 * the line feed stays (the line's CRLF ending, which `git apply` needs; it moves no text on a terminal). */
function shown(kind: string, line: string): string {
  const ending = /\r?\n$/.exec(line)?.[0] ?? '';
  const body = line.slice(0, line.length - ending.length);
  const text = `${kind}${body.replace(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/g, escapeForOutput)}`;
  return ending ? text + ending.slice(0, -1) : `${text}\n\\ No newline at end of file`;
}

/** The unified diff turning `before` into `after`, for the file shown as `name`; empty when they are the same. */
export function unifiedDiff(name: string, before: string, after: string): string {
  if (before === after) return '';
  const a = splitLines(before);
  const b = splitLines(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const ops: Op[] = [
    ...a.slice(0, head).map((line): Op => ({ kind: ' ', line })),
    ...myers(a.slice(head, a.length - tail), b.slice(head, b.length - tail)),
    ...a.slice(a.length - tail).map((line): Op => ({ kind: ' ', line })),
  ];
  const safeName = escapeForOutput(name).replace(/\\/g, '/');
  const out = [`--- a/${safeName}`, `+++ b/${safeName}`];
  let i = 0;
  let oldLine = 0;
  let newLine = 0;
  while (i < ops.length) {
    if (ops[i].kind === ' ') {
      i++;
      oldLine++;
      newLine++;
      continue;
    }
    // A hunk: up to CONTEXT lines before the change, then changes and the unchanged runs between them that are at most
    // 2 × CONTEXT long, then up to CONTEXT lines after.
    const before = Math.min(CONTEXT, i === 0 ? 0 : countEqualBefore(ops, i));
    const start = i - before;
    let end = i;
    for (;;) {
      while (end < ops.length && ops[end].kind !== ' ') end++;
      let run = 0;
      while (end + run < ops.length && ops[end + run].kind === ' ') run++;
      if (end + run < ops.length && run <= 2 * CONTEXT) end += run;
      else {
        end += Math.min(run, CONTEXT);
        break;
      }
    }
    const hunk = ops.slice(start, end);
    const oldCount = hunk.filter((op) => op.kind !== '+').length;
    const newCount = hunk.filter((op) => op.kind !== '-').length;
    const oldStart = oldLine - before;
    const newStart = newLine - before;
    out.push(
      `@@ -${oldCount ? oldStart + 1 : oldStart},${oldCount} +${newCount ? newStart + 1 : newStart},${newCount} @@`,
    );
    for (const op of hunk) out.push(shown(op.kind, op.line));
    for (let j = i; j < end; j++) {
      if (ops[j].kind !== '+') oldLine++;
      if (ops[j].kind !== '-') newLine++;
    }
    i = end;
  }
  return out.join('\n');
}

function countEqualBefore(ops: readonly Op[], index: number): number {
  let count = 0;
  while (index - count - 1 >= 0 && ops[index - count - 1].kind === ' ') count++;
  return count;
}

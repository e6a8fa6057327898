// Reading a test stage's output for the one-line summary `npm test` prints per stage (scripts/test.mjs): counts and
// the names of skipped tests, from Node's test runner (TAP, what it writes when its output is not a terminal) or from
// the real-VS-Code launcher's closing line. Pure: unit-tested on plain Node.

/**
 * @param {string} output
 * @returns {{ passed: number, failed: number, skipped: string[] } | undefined}
 */
export function readNodeTestOutput(output) {
  const count = (name) => {
    const match = new RegExp(`^# ${name} (\\d+)$`, 'm').exec(output);
    return match ? Number(match[1]) : undefined;
  };
  const passed = count('pass');
  const failed = count('fail');
  if (passed === undefined || failed === undefined) return undefined;
  // `ok 3 - the name # SKIP the reason` (indented for a test inside a suite).
  const skipped = [];
  for (const line of output.split('\n')) {
    const text = line.trimStart();
    const mark = text.lastIndexOf(' # SKIP');
    const dash = text.indexOf(' - ');
    if (!text.startsWith('ok ') || mark < 0 || dash < 0 || dash > mark) continue;
    const name = text.slice(dash + 3, mark);
    const reason = text.slice(mark + ' # SKIP'.length).trim();
    skipped.push(reason ? `${name} (${reason})` : name);
  }
  return { passed, failed, skipped };
}

/**
 * The launcher's last line, `N passed, N failed[, N pending]…`, and the `skipped: name` lines it prints before it.
 * @param {string} output
 * @returns {{ passed: number, failed: number, skipped: string[] } | undefined}
 */
export function readLauncherOutput(output) {
  const lines = output.trimEnd().split('\n');
  const match = /^(\d+) passed, (\d+) failed/.exec(lines.at(-1) ?? '');
  if (!match) return undefined;
  const skipped = lines.filter((line) => line.startsWith('skipped: ')).map((line) => line.slice('skipped: '.length));
  return { passed: Number(match[1]), failed: Number(match[2]), skipped };
}

/**
 * What to show of a failed stage: Node's test runner's failed tests (each `not ok` line with its details), or else
 * the output's last lines.
 * @param {string} output
 * @param {number} maxLines
 * @returns {string}
 */
export function failureExcerpt(output, maxLines) {
  const lines = output.trimEnd().split('\n');
  const picked = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].trimStart().startsWith('not ok ')) continue;
    // Its YAML block ends with a line of three dots at its own indentation.
    let end = i + 1;
    while (end < lines.length && end - i < maxLines && lines[end].trim() !== '...') end++;
    picked.push(...lines.slice(i, end + 1));
  }
  return (picked.length ? picked : lines).slice(-maxLines).join('\n');
}

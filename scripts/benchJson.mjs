// The bench's one-line JSON summary: each bench file, given `--json`, ends its output with one JSON object; the
// runner gathers them into one object, printed as the very last line, so a caller parses one line for every case.

/** The last line of a bench's output that is a JSON object, parsed; undefined when it printed none. */
export function lastJsonObject(output) {
  const lines = output.split(/\r?\n/);
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i].trim();
    if (!line.startsWith('{')) continue;
    try {
      const value = JSON.parse(line);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value;
    } catch {
      // A line that only looks like JSON (a table cell, a log line): keep looking above it.
    }
  }
  return undefined;
}

/** `{ benches: { "<file name without .bench.ts>": <its object> | { error } } }`, in run order. */
export function mergeBenchOutputs(runs) {
  const benches = {};
  for (const { file, output, status } of runs) {
    const name = file.replace(/\.bench\.ts$/, '');
    const found = lastJsonObject(output);
    benches[name] = found ?? { error: status === 0 ? 'printed no JSON line' : `exited with status ${status}` };
  }
  return { benches };
}

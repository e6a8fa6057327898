// The peer of the CLI row of the docs.json bench: the site generator's own validator (`validateDocsConfig` of
// `@mintlify/validation`, a dev dependency used only here) run over the docs.json files given as arguments, in one
// process, as the generator's own tooling checks a config: `$ref`s resolved with the package's resolver, then the
// config validated. Prints one JSON line: how many files passed, how many issues the others had, and the time spent
// on the files themselves (`filesMs`: the whole process minus loading the package).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { validateDocsConfig } from '@mintlify/validation';
import { resolveRefs } from '@mintlify/validation/dist/resolve-refs.js';

const summary = { files: 0, valid: 0, invalid: 0, issues: 0, unreadable: 0, filesMs: 0 };
const started = performance.now();
for (const path of process.argv.slice(2)) {
  summary.files++;
  let config;
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8'));
    config = (await resolveRefs(parsed, (relative) => readFile(join(dirname(path), relative), 'utf8'))).resolved;
  } catch {
    summary.unreadable++;
    continue;
  }
  const result = validateDocsConfig(config);
  if (result.success) summary.valid++;
  else {
    summary.invalid++;
    summary.issues += result.error.issues.length;
  }
}
summary.filesMs = Math.round(performance.now() - started);
process.stdout.write(`${JSON.stringify(summary)}\n`);

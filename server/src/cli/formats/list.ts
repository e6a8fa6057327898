// The output formats of `docsite check`, one file each in this folder. A new format is its file (exporting an
// `OutputFormat`) and one line here; `--format` accepts and lists the names in this order (the first is the default).
import type { OutputFormat } from '../format';
import { checkstyleFormat } from './checkstyle';
import { githubFormat } from './github';
import { gitlabFormat } from './gitlab';
import { jsonFormat } from './json';
import { junitFormat } from './junit';
import { markdownFormat } from './markdown';
import { sarifFormat } from './sarif';
import { stylishFormat } from './stylish';

export const OUTPUT_FORMAT_LIST: readonly OutputFormat[] = [
  stylishFormat,
  jsonFormat,
  sarifFormat,
  githubFormat,
  junitFormat,
  gitlabFormat,
  checkstyleFormat,
  markdownFormat,
];

/** The format of a `--format` name (names come from `parseArgs`, which accepts only listed ones). */
export function outputFormat(name: string): OutputFormat {
  const format = OUTPUT_FORMAT_LIST.find((f) => f.name === name);
  if (!format) throw new Error(`no output format "${name}"`);
  return format;
}

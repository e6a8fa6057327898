// The real configs of the corpus, each with the files of its repository (`<name>.files.txt`): the 25 mint.json at the
// corpus root and the 25 docs.json under `docsjson/`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { inCorpus } from './corpus';

export interface CorpusConfig {
  name: string;
  file: 'mint.json' | 'docs.json';
  text: string;
  files: string[];
}

export function corpusConfigs(): CorpusConfig[] {
  const listed = (path: string) =>
    existsSync(path)
      ? readFileSync(path, 'utf8')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
      : [];
  const mint = readdirSync(inCorpus())
    .filter((name) => name.endsWith('.mint.json'))
    .map((name) => ({
      name,
      file: 'mint.json' as const,
      text: readFileSync(inCorpus(name), 'utf8'),
      files: listed(inCorpus(name.replace(/\.mint\.json$/, '.files.txt'))),
    }));
  const docs = readdirSync(inCorpus('docsjson'))
    .filter((name) => name.endsWith('docs.json'))
    .map((name) => ({
      name,
      file: 'docs.json' as const,
      text: readFileSync(inCorpus('docsjson', name), 'utf8'),
      files: listed(inCorpus('docsjson', `${name}.files.txt`)),
    }));
  return [...mint, ...docs];
}

// Every config format, the one the generator prefers first: in a folder holding both files it reads docs.json and
// ignores mint.json.
import type { ConfigFormat, ConfigFormatId } from './format';
import { docsJsonFormat } from './docsJson';
import { mintJsonFormat } from './mintJson';

export const CONFIG_FORMATS: readonly ConfigFormat[] = [docsJsonFormat, mintJsonFormat];

const BY_ID = new Map(CONFIG_FORMATS.map((format) => [format.id, format]));

export function formatById(id: ConfigFormatId): ConfigFormat {
  const format = BY_ID.get(id);
  if (!format) throw new Error(`unknown config format "${id}"`);
  return format;
}

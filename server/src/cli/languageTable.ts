// The per-language parity table under the stylish report: one block per site with `navigation.languages`.
import type { LanguageRow } from '../service/languages/summary';

export interface SiteLanguages {
  /** The config, as the report shows paths. */
  config: string;
  rows: LanguageRow[];
}

const HEADERS = ['language', 'pages', 'missing', 'not listed', 'no original'];
/** With `--stale-translations`. */
const STALE_HEADERS = [...HEADERS, 'stale'];

export function formatLanguageTable(sites: readonly SiteLanguages[]): string {
  const blocks: string[] = [];
  for (const { config, rows } of sites) {
    if (rows.length === 0) continue;
    const withStale = rows.some((row) => row.stale !== undefined);
    const headers = withStale ? STALE_HEADERS : HEADERS;
    const table = rows.map((row) => {
      const name = `${row.language}${row.default ? ' (default)' : ''}${row.within !== undefined ? ` in ${row.within}` : ''}`;
      const cells = ((): string[] => {
        if (row.default) return [name, String(row.pages), '', '', ''];
        if (!row.compared) return [name, String(row.pages), 'not compared: no language folder found', '', ''];
        return [name, String(row.pages), String(row.missing), String(row.notListed), String(row.noOriginal)];
      })();
      if (withStale) cells.push(row.default || !row.compared ? '' : String(row.stale ?? 0));
      return cells;
    });
    const widths = headers.map((h, i) =>
      table.reduce(
        (widest, cells) => Math.max(widest, i === 0 || cells[2].length < 20 ? cells[i].length : 0),
        h.length,
      ),
    );
    const line = (cells: string[]) =>
      cells
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  ')
        .trimEnd();
    blocks.push(
      [
        `Languages of ${config}:`,
        line(headers),
        ...table.map((cells) =>
          cells[2].length >= 20
            ? `${cells[0].padEnd(widths[0])}  ${cells[1].padStart(widths[1])}  ${cells[2]}`
            : line(cells),
        ),
      ].join('\n'),
    );
  }
  return blocks.join('\n\n');
}

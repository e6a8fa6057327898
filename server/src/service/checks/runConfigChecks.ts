// All diagnostics of one config, from the list of config checks (checks/list.ts), in the list's order: syntax
// first; the rest only when there is a tree to check. A docs.json split by `$ref` is checked as one site, and each
// problem is reported in the file where it is.
import { DEFAULT_SERVER_SETTINGS, type ServerSettings } from '../../../../shared/src/settings';
import type { ConfigCheck } from './check';
import { CONFIG_CHECKS } from './list';
import type { ConfigDocument } from '../json/document';
import { DiagnosticSink, type FileDiagnostics } from '../diagnostics/siteDiagnostics';
import { siteModelOf } from '../config/model/siteModel';
import type { WorkspaceIndex } from '../workspace/workspaceIndex';

/** Every config check's problems in every file of the site (the main config first, then each `$ref`'d file), at
 * the checks' own severities and not yet capped (LanguageService.diagnoseSite applies the user's severities and the
 * cap, diagnostics/problemCap.ts). `checks` narrows the run to some of them (tests and benches of one check). */
export function configSiteDiagnostics(
  doc: ConfigDocument,
  index: WorkspaceIndex,
  settings: ServerSettings = DEFAULT_SERVER_SETTINGS,
  checks: readonly ConfigCheck[] = CONFIG_CHECKS,
): FileDiagnostics[] {
  const model = siteModelOf(doc);
  const sink = new DiagnosticSink();
  const input = { model, index, settings, sink };
  for (const check of checks) {
    if (!check.check || (!doc.root && !check.runsWithoutTree)) continue;
    if (check.formats && !check.formats.includes(model.format)) continue;
    check.check(input);
  }
  return sink.all(model.files);
}

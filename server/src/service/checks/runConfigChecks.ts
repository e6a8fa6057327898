// All diagnostics of one config, from the list of config checks (checks/list.ts), in the list's order: syntax
// first; the rest only when there is a tree to check. A docs.json split by `$ref` is checked as one site, and each
// problem is reported in the file where it is.
import { DEFAULT_SERVER_SETTINGS, type ServerSettings } from '../../../../shared/src/settings';
import type { ConfigCheck } from './check';
import { CONFIG_CHECKS } from './list';
import type { ConfigDocument } from '../json/document';
import { DiagnosticSink, type FileDiagnostics } from '../diagnostics/siteDiagnostics';
import type { SiteModel } from '../config/model/model';
import { siteModelOf } from '../config/model/siteModel';
import type { WorkspaceIndex } from '../workspace/workspaceIndex';

/**
 * The problems of some config checks on one site model, kept per check, so that a later run of the others completes
 * it: a config opened while the workspace is still walked is answered by the checks that need no file index, and
 * once the walk ends only the rest run. Each check's problems are its own, so the two runs together give what one
 * run of every check gives, in the same order.
 */
export interface ConfigCheckRun {
  readonly model: SiteModel;
  readonly settings: ServerSettings;
  readonly problems: ReadonlyMap<ConfigCheck, DiagnosticSink>;
}

/** Runs `checks` on the site model of `doc`, except those `earlier` ran on the same model with the same settings. */
export function runConfigChecks(
  doc: ConfigDocument,
  index: WorkspaceIndex,
  settings: ServerSettings = DEFAULT_SERVER_SETTINGS,
  checks: readonly ConfigCheck[] = CONFIG_CHECKS,
  earlier?: ConfigCheckRun,
): ConfigCheckRun {
  const model = siteModelOf(doc);
  const problems = new Map(earlier?.model === model && earlier.settings === settings ? earlier.problems : []);
  for (const check of checks) {
    if (problems.has(check)) continue;
    if (!check.check || (!doc.root && !check.runsWithoutTree)) continue;
    if (check.formats && !check.formats.includes(model.format)) continue;
    const sink = new DiagnosticSink();
    check.check({ model, index, settings, sink });
    problems.set(check, sink);
  }
  return { model, settings, problems };
}

/** A run's problems in every file of the site (the main config first, even without problems, so its old problems
 * get cleared), each file's in the order of the check list. */
export function problemsOfRun(run: ConfigCheckRun): FileDiagnostics[] {
  const listed: readonly ConfigCheck[] = CONFIG_CHECKS;
  const checks = listed.filter((check) => run.problems.has(check));
  for (const check of run.problems.keys()) if (!listed.includes(check)) checks.push(check);
  return run.model.files.map((file) => ({
    file,
    diagnostics: checks.flatMap((check) => run.problems.get(check)!.of(file)),
  }));
}

/** Every config check's problems in every file of the site (the main config first, then each `$ref`'d file), at
 * the checks' own severities and not yet capped (LanguageService.diagnoseSite applies the user's severities and the
 * cap, diagnostics/problemCap.ts). `checks` narrows the run to some of them (tests and benches of one check). */
export function configSiteDiagnostics(
  doc: ConfigDocument,
  index: WorkspaceIndex,
  settings: ServerSettings = DEFAULT_SERVER_SETTINGS,
  checks: readonly ConfigCheck[] = CONFIG_CHECKS,
): FileDiagnostics[] {
  return problemsOfRun(runConfigChecks(doc, index, settings, checks));
}

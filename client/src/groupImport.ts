// Bulk get-or-create of many groups into one environment (Import Groups, and the demo groups of `npm start`): the
// API client's bulk helper does the calls with bounded concurrency; each confirmed group joins the registry.
import { bulkGetOrCreate, UserGroupApiError, type UserGroupFields } from './api';
import type { EnvironmentSetting } from '../../shared/src/settings';
import { createdWith } from './core/registryState';
import type { Services } from './services';

export interface ImportSummary {
  created: number;
  existing: number;
  failed: number;
  /** Not sent because the import was cancelled. */
  skipped: number;
}

export async function importGroups(
  services: Services,
  environment: EnvironmentSetting,
  groups: readonly UserGroupFields[],
  options: { signal?: AbortSignal; onProgress?: (settled: number, total: number) => void } = {},
): Promise<ImportSummary> {
  const client = await services.api.clientFor(environment);
  const outcomes = await bulkGetOrCreate(client, groups, {
    signal: options.signal,
    onProgress: ({ done, failed, total }) => options.onProgress?.(done + failed, total),
  });
  const summary: ImportSummary = { created: 0, existing: 0, failed: 0, skipped: 0 };
  const answers = [];
  for (const outcome of outcomes) {
    if (outcome.status === 'done') {
      // An existing group comes back unchanged: what the file says about its mapping was not applied.
      answers.push({
        group: outcome.value.userGroup,
        sent: outcome.value.newUserGroup ? createdWith(outcome.item) : undefined,
      });
      if (outcome.value.newUserGroup) summary.created++;
      else summary.existing++;
    } else if (
      outcome.status === 'failed' &&
      !(outcome.error instanceof UserGroupApiError && outcome.error.kind === 'cancelled')
    ) {
      summary.failed++;
      services.log.error(`Import of "${outcome.item.user_group_id}" into "${environment.name}" failed`, outcome.error);
    } else {
      summary.skipped++;
    }
  }
  await services.registry.recordResponses(environment.name, answers);
  return summary;
}

export function describeImport(environment: string, summary: ImportSummary): string {
  return (
    `Import into ${environment}: ${summary.created} created, ${summary.existing} already existed` +
    `${summary.failed ? `, ${summary.failed} failed` : ''}${summary.skipped ? `, ${summary.skipped} not sent (cancelled)` : ''}.`
  );
}

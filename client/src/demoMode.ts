// Demo mode (used by `npm start`): when DOCSITE_DEMO_API_TOKEN is set and the environment named by
// DOCSITE_DEMO_ENVIRONMENT (default: the first configured one) has no API token yet, that token is stored in
// SecretStorage at activation, so the explorer is connected without typing anything. An existing token is never
// replaced. The token still goes only to SecretStorage.
import type { Services } from './services';

export async function applyDemoToken(services: Services, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const token = env.DOCSITE_DEMO_API_TOKEN;
  if (!token) return;
  services.log.addSecret(token);
  const environments = services.settings.environments;
  const wanted = env.DOCSITE_DEMO_ENVIRONMENT;
  const environment = wanted ? environments.find((e) => e.name === wanted) : environments[0];
  if (!environment) {
    services.log.warn(`Demo mode: no environment ${wanted ? `named "${wanted}"` : 'is configured'}; the demo token was not stored.`);
    return;
  }
  if (await services.secrets.hasApiToken(environment.name)) return;
  await services.secrets.setApiToken(environment.name, token);
  services.log.info(`Demo mode: stored the demo API token for "${environment.name}".`);
}

// The peer the client is measured against: the same get-or-create call made with plain undici.request on an Agent
// with the client's settings, doing only what any caller must (send, read, parse JSON, check success).
import { Agent, request } from 'undici';
import { DEFAULT_TIMEOUTS } from '../../client/src/api/transport';

export function plainAgent(): Agent {
  return new Agent({
    connect: { timeout: DEFAULT_TIMEOUTS.connectMs },
    headersTimeout: DEFAULT_TIMEOUTS.headersMs,
    bodyTimeout: DEFAULT_TIMEOUTS.bodyMs,
    keepAliveTimeout: 10_000,
  });
}

export async function plainGetOrCreate(
  agent: Agent,
  baseUrl: string,
  apiToken: string,
  body: { name: string; user_group_id: string },
): Promise<unknown> {
  const response = await request(`${baseUrl}/api/user`, {
    method: 'GET',
    body: JSON.stringify(body),
    headers: {
      authorization: `Token ${apiToken}`,
      'content-type': 'application/json',
      accept: 'application/json',
      'user-agent': 'bench',
    },
    dispatcher: agent,
  });
  const json = (await response.body.json()) as { success?: number };
  if (response.statusCode !== 200 || json.success !== 1)
    throw new Error(`plain call failed: HTTP ${response.statusCode}`);
  return json;
}

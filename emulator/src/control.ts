// The test-only control endpoint, /__emulator/*, which the real service does not have: read and change fault
// switches, read and clear the request log. No authentication: the emulator listens on 127.0.0.1 only, and
// `--no-control` turns this off.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyFaultUpdate, noFaults, type Faults } from './faults';
import { readJsonBody, sendError, sendJson } from './http';
import type { RequestLog } from './requestLog';
import { ENVIRONMENT_TAGS, type EnvironmentTag } from './model';
import type { GroupStore } from './store';
import { isPlainObject } from './validation';

export const CONTROL_PREFIX = '/__emulator/';

export interface ControlState {
  faults: Faults;
  log: RequestLog;
  store: GroupStore;
}

export async function handleControl(
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
  state: ControlState,
): Promise<number> {
  const route = `${request.method} ${path}`;
  switch (route) {
    case 'GET /__emulator/faults':
      return reply(response, 200, { success: 1, faults: state.faults });
    case 'POST /__emulator/faults': {
      let update: unknown;
      try {
        update = await readJsonBody(request);
        state.faults = applyFaultUpdate(state.faults, update);
      } catch (error) {
        return fail(response, 400, (error as Error).message);
      }
      return reply(response, 200, { success: 1, faults: state.faults });
    }
    case 'DELETE /__emulator/faults':
      state.faults = noFaults();
      return reply(response, 200, { success: 1, faults: state.faults });
    case 'GET /__emulator/requests':
      return reply(response, 200, { success: 1, requests: state.log.list() });
    case 'DELETE /__emulator/requests':
      state.log.clear();
      return reply(response, 200, { success: 1 });
    case 'DELETE /__emulator/groups': {
      // A group removed behind the client's back (another tool, a colleague): what the explorer meets when a group
      // it lists no longer exists. Body `{"user_group_id": "…", "environment": "Customer"|"Testing"}`.
      let body: unknown;
      try {
        body = await readJsonBody(request);
      } catch (error) {
        return fail(response, 400, (error as Error).message);
      }
      const record = (isPlainObject(body) ? body : {}) as Record<string, unknown>;
      const id = record.user_group_id;
      const environment = record.environment ?? 'Customer';
      if (typeof id !== 'string' || !ENVIRONMENT_TAGS.includes(environment as EnvironmentTag)) {
        return fail(response, 400, '"user_group_id" (a string) and "environment" (Customer or Testing) are required');
      }
      const removed = await state.store.mutate((groups) => {
        const group = groups.find(environment as EnvironmentTag, id);
        if (group) groups.remove(group);
        return { changed: group !== undefined, result: group !== undefined };
      });
      return removed
        ? reply(response, 200, { success: 1 })
        : fail(response, 404, 'no user group with this user_group_id in that environment');
    }
    case 'GET /__emulator/health':
      return reply(response, 200, { success: 1, groups: state.store.size });
    default:
      return fail(response, 404, `no control route ${route}`);
  }
}

function reply(response: ServerResponse, status: number, body: unknown): number {
  sendJson(response, status, body);
  return status;
}

function fail(response: ServerResponse, status: number, error: string): number {
  sendError(response, status, error);
  return status;
}

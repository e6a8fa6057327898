// The test-only control endpoint, /__emulator/*, which the real service does not have: read and change fault
// switches, read and clear the request log. No authentication: the emulator listens on 127.0.0.1 only, and
// `--no-control` turns this off.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyFaultUpdate, noFaults, type Faults } from './faults';
import { readJsonBody, sendError, sendJson } from './http';
import type { RequestLog } from './requestLog';
import type { GroupStore } from './store';

export const CONTROL_PREFIX = '/__emulator/';

export interface ControlState {
  faults: Faults;
  log: RequestLog;
  store: GroupStore;
}

export async function handleControl(path: string, request: IncomingMessage, response: ServerResponse, state: ControlState): Promise<number> {
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

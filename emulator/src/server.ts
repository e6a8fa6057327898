// Routing for the emulator: /api/user with its four methods, the control endpoint, and the order of checks
// (Host 403, path 404, method 405, auth 401, faults, content type 415, size 413, JSON 400, depth 400, fields 400, then
// the handler; a change that could not be saved is undone and answered 500).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { authenticate, type ApiToken } from './auth';
import { CONTROL_PREFIX, handleControl, type ControlState } from './control';
import { takeDrop, takeFault, type Faults } from './faults';
import { getOrCreate } from './handlers/getOrCreate';
import { deleteGroup } from './handlers/delete';
import { rotateToken } from './handlers/rotate';
import type { Handler } from './handlers/types';
import { update } from './handlers/update';
import { readJsonBody, sendError, sendJson } from './http';
import { refuseNonLocal } from './localOnly';
import { loggablePath, type LoggedRequest, type RequestLog } from './requestLog';
import { DataWriteError } from './persistence';
import type { GroupStore } from './store';
import { BodyError } from './validation';

export const API_PATH = '/api/user';

const HANDLERS: Record<string, Handler> = { GET: getOrCreate, PUT: update, DELETE: deleteGroup, POST: rotateToken };
const ALLOWED_METHODS = Object.keys(HANDLERS).join(', ');

export interface EmulatorOptions {
  tokens: readonly ApiToken[];
  store: GroupStore;
  faults: Faults;
  log: RequestLog;
  /** Serve /__emulator/* (default true). */
  control: boolean;
}

export function createEmulatorServer(options: EmulatorOptions): Server {
  const state: ControlState = { faults: options.faults, log: options.log, store: options.store };
  const server = createServer((request, response) => {
    const started = performance.now();
    const path = loggablePath(request.url);
    const record = (status: number, fault?: LoggedRequest['fault']): void =>
      options.log.record({
        time: new Date().toISOString(),
        method: request.method ?? '?',
        path,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        fault,
      });
    route(path, request, response, state, options).then(
      ({ status, fault }) => record(status, fault),
      (error: unknown) => {
        // A bug, not a client mistake: answer 500 (if still possible) and keep serving.
        process.stderr.write(`emulator: internal error: ${(error as Error).stack ?? String(error)}\n`);
        if (!response.headersSent) sendError(response, 500, 'internal emulator error');
        else response.destroy();
        record(500);
      },
    );
  });
  // Keep-alive connections idle longer than the client's pool timeout would be cut under it; 65s > undici's 4s default.
  server.keepAliveTimeout = 65_000;
  return server;
}

interface Outcome {
  status: number;
  fault?: LoggedRequest['fault'];
}

async function route(
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
  state: ControlState,
  options: EmulatorOptions,
): Promise<Outcome> {
  const notLocal = refuseNonLocal(request.headers);
  if (notLocal !== undefined) return answerError(request, response, 403, notLocal, { connection: 'close' });
  if (options.control && path.startsWith(CONTROL_PREFIX))
    return { status: await handleControl(path, request, response, state) };
  if (path !== API_PATH) return answerError(request, response, 404, `no such path; the API is at ${API_PATH}`);
  const handler = HANDLERS[request.method ?? ''];
  if (!handler)
    return answerError(request, response, 405, `method ${request.method} is not allowed; use ${ALLOWED_METHODS}`, {
      allow: ALLOWED_METHODS,
    });

  const auth = authenticate(request.headers.authorization, options.tokens);
  if (!auth.ok) return answerError(request, response, 401, auth.error);

  const faults = state.faults;
  if (faults.latencyMs > 0) await delay(faults.latencyMs);
  const fault = takeFault(faults);
  switch (fault.kind) {
    case 'rate-limit':
      return {
        ...answerError(request, response, 429, 'rate limit exceeded; retry later', {
          'retry-after': String(fault.retryAfterSeconds),
        }),
        fault: 'rate-limit',
      };
    case 'unavailable': {
      const headers: Record<string, string> =
        fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) };
      return {
        ...answerError(request, response, 503, 'service temporarily unavailable', headers),
        fault: 'unavailable',
      };
    }
    case 'failure':
      return { ...answerError(request, response, 500, 'internal server error (injected failure)'), fault: 'failure' };
  }

  let result;
  try {
    const body = await readJsonBody(request);
    result = await handler({ environment: auth.environment, body, store: options.store });
  } catch (error) {
    if (error instanceof DataWriteError) return answerError(request, response, 500, error.message);
    if (!(error instanceof BodyError)) throw error;
    // After a 413 the rest of the body is unread; close rather than read megabytes we refuse anyway.
    const headers: Record<string, string> = error.status === 413 ? { connection: 'close' } : {};
    return answerError(request, response, error.status, error.message, headers);
  }
  if (takeDrop(faults, request.method ?? '')) {
    // The change is applied and saved; the caller never hears about it.
    request.socket.destroy();
    return { status: 0, fault: 'drop' };
  }
  sendJson(response, result.status, result.body);
  return { status: result.status };
}

/** An error answer; an unread request body is drained so the connection stays usable. */
function answerError(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  error: string,
  headers: Record<string, string> = {},
): Outcome {
  if (!request.readableEnded) request.resume();
  sendError(response, status, error, headers);
  return { status };
}

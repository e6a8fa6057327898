// Small helpers over node:http: reading a bounded JSON body and writing JSON answers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyError, checkDepth, isPlainObject, type Body } from './validation';

/** Largest request body accepted (413 above). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Reads and parses the JSON object body, enforcing content type (415), size (413), syntax and depth (400). */
export async function readJsonBody(request: IncomingMessage): Promise<Body> {
  const type = (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new BodyError('the Content-Type must be application/json', 415);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES)
    throw new BodyError(`the body is larger than ${MAX_BODY_BYTES} bytes`, 413);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of request) {
    total += (chunk as Buffer).length;
    if (total > MAX_BODY_BYTES) throw new BodyError(`the body is larger than ${MAX_BODY_BYTES} bytes`, 413);
    chunks.push(chunk as Buffer);
  }
  if (total === 0) throw new BodyError('the body is empty; send a JSON object');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks, total).toString('utf8'));
  } catch {
    throw new BodyError('the body is not valid JSON');
  }
  if (!isPlainObject(parsed)) throw new BodyError('the body must be a JSON object');
  checkDepth(parsed, 'the body');
  return parsed;
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

export function sendError(
  response: ServerResponse,
  status: number,
  error: string,
  headers: Record<string, string> = {},
): void {
  sendJson(response, status, { success: 0, error }, headers);
}

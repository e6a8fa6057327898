// One HTTP exchange with the service through undici: a keep-alive Agent per client (one base URL), connect/headers/
// body timeouts, a cap on the response size, and failures sorted into a few kinds that errors.ts turns into messages.
// Knows nothing about user groups.
import type { Dispatcher } from 'undici';
import { Agent, request } from './undici';

export interface TransportTimeouts {
  /** Establishing the TCP (and TLS) connection. */
  connectMs: number;
  /** From sending the request to receiving the response headers. */
  headersMs: number;
  /**
   * Reading the whole response body, once the headers are in. Also undici's limit on the silence between two
   * chunks; the whole-body deadline is what stops a server that drips one byte at a time.
   */
  bodyMs: number;
}

export const DEFAULT_TIMEOUTS: TransportTimeouts = { connectMs: 10_000, headersMs: 30_000, bodyMs: 30_000 };

/** Responses larger than this are refused without being read to the end (a hostile or broken server). */
export const DEFAULT_MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

export interface TransportOptions {
  timeouts: TransportTimeouts;
  maxResponseBytes: number;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bodyText: string;
}

/** 'refused': undici or Node rejected the request itself (a header value it cannot send, ...) before any byte left. */
export type TransportFailureKind = 'timeout' | 'network' | 'too-large' | 'cancelled' | 'refused';

/** A failed exchange. `sent` is false only when we know the request never left this machine. */
export class TransportFailure extends Error {
  constructor(
    readonly kind: TransportFailureKind,
    readonly detail: string,
    readonly sent: boolean,
    readonly code?: string,
    readonly limit?: number,
  ) {
    super(detail);
    this.name = 'TransportFailure';
  }
}

const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * Raised while the request is being built, before a connection is used: the request was certainly not sent. (undici
 * throws UND_ERR_INVALID_ARG for a header value outside Latin-1 or with a line break; Node's own checks use the others.)
 */
const REFUSED_BEFORE_SENDING = new Set([
  'UND_ERR_INVALID_ARG',
  'UND_ERR_NOT_SUPPORTED',
  'ERR_INVALID_ARG_TYPE',
  'ERR_INVALID_ARG_VALUE',
  'ERR_INVALID_CHAR',
  'ERR_INVALID_HTTP_TOKEN',
  'ERR_INVALID_URL',
]);

export class Transport {
  private readonly agent: Agent;

  constructor(
    readonly origin: string,
    private readonly options: TransportOptions,
  ) {
    this.agent = new Agent({
      connect: { timeout: options.timeouts.connectMs },
      headersTimeout: options.timeouts.headersMs,
      bodyTimeout: options.timeouts.bodyMs,
      keepAliveTimeout: 10_000,
    });
  }

  /** The dispatcher, shared with the benchmark's plain-undici peer so both use identical connection settings. */
  get dispatcher(): Agent {
    return this.agent;
  }

  async send(
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    body: string,
    headers: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<RawResponse> {
    let response: Dispatcher.ResponseData;
    try {
      response = await request(url, { method, body, headers, dispatcher: this.agent, signal });
    } catch (error) {
      throw this.classify(error, signal, 'headers');
    }
    try {
      const bodyText = await this.readCapped(response);
      return { status: response.statusCode, headers: response.headers, bodyText };
    } catch (error) {
      if (error instanceof TransportFailure) throw error;
      throw this.classify(error, signal, 'body');
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  private async readCapped(response: Dispatcher.ResponseData): Promise<string> {
    const limit = this.options.maxResponseBytes;
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      response.body.destroy();
      throw new TransportFailure('too-large', `declared ${declared} bytes`, true, undefined, limit);
    }
    const body = response.body;
    const bodyMs = this.options.timeouts.bodyMs;
    // Listeners rather than `for await`: the async iterator costs noticeably more per small answer.
    return new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let total = 0;
      const finish = (error: unknown, text?: string): void => {
        clearTimeout(deadline);
        body.removeListener('data', onData);
        body.removeListener('end', onEnd);
        body.removeListener('error', onError);
        if (error === undefined) {
          resolve(text as string);
          return;
        }
        // Keep a listener so a late error from the destroyed stream is not unhandled.
        body.on('error', () => undefined);
        body.destroy();
        reject(error);
      };
      const deadline = setTimeout(
        () => finish(new TransportFailure('timeout', 'body', true, 'BODY_DEADLINE', bodyMs)),
        bodyMs,
      );
      const onData = (chunk: Buffer): void => {
        total += chunk.length;
        if (total > limit)
          finish(new TransportFailure('too-large', `more than ${limit} bytes`, true, undefined, limit));
        else chunks.push(chunk);
      };
      const onEnd = (): void => finish(undefined, Buffer.concat(chunks, total).toString('utf8'));
      const onError = (error: unknown): void => finish(error);
      body.on('data', onData);
      body.once('end', onEnd);
      body.once('error', onError);
    });
  }

  private classify(error: unknown, signal: AbortSignal | undefined, phase: 'headers' | 'body'): TransportFailure {
    if (signal?.aborted) return new TransportFailure('cancelled', 'cancelled', phase === 'body');
    const code = errorCode(error);
    switch (code) {
      case 'UND_ERR_CONNECT_TIMEOUT':
        return new TransportFailure('timeout', 'connect', false, code, this.options.timeouts.connectMs);
      case 'UND_ERR_HEADERS_TIMEOUT':
        return new TransportFailure('timeout', 'headers', true, code, this.options.timeouts.headersMs);
      case 'UND_ERR_BODY_TIMEOUT':
        return new TransportFailure('timeout', 'body', true, code, this.options.timeouts.bodyMs);
    }
    if (phase === 'headers' && code !== undefined && REFUSED_BEFORE_SENDING.has(code))
      return new TransportFailure('refused', code, false, code);
    const sent = code === undefined || !NOT_SENT_CODES.has(code);
    return new TransportFailure('network', code ?? 'unknown network error', sent, code);
  }
}

function errorCode(error: unknown): string | undefined {
  // undici wraps some socket errors; the system code may sit on the cause.
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

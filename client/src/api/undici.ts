// The two parts of undici the extension uses, each from its own module. undici's package entry loads all of undici
// (fetch, WebSocket, EventSource, caches, proxies, mock agents…): bundled, that was half of the client bundle, and a
// bundler cannot drop any of it because the entry is CommonJS that assigns every export. Importing the keep-alive
// Agent and the request() API from their own files leaves the rest out.
import type { Dispatcher } from 'undici';
import Agent from 'undici/lib/dispatcher/agent';
import dispatchRequest from 'undici/lib/api/api-request';
import { parseURL } from 'undici/lib/core/util';

export { Agent };

export type RequestOptions = Omit<Dispatcher.RequestOptions, 'origin' | 'path'> & { dispatcher: Dispatcher };

/**
 * undici's `request(url, options)`: the package's own export is this same API function called on the dispatcher
 * once the URL is split into origin and path (undici's `makeDispatcher`), which is what this does, with undici's own
 * URL check (an invalid URL or a protocol other than http/https throws before anything is sent).
 */
export function request(url: string, options: RequestOptions): Promise<Dispatcher.ResponseData> {
  const { dispatcher, ...rest } = options;
  const parsed = parseURL(url);
  return dispatchRequest.call(dispatcher, {
    ...rest,
    origin: parsed.origin,
    path: parsed.search ? `${parsed.pathname}${parsed.search}` : parsed.pathname,
    method: rest.method ?? (rest.body ? 'PUT' : 'GET'),
  });
}

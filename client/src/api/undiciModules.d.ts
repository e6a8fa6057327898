// Types for the undici modules that client/src/api/undici.ts imports directly (undici publishes types for its
// package entry only); each module is the implementation behind the entry's export of the same name.
declare module 'undici/lib/dispatcher/agent' {
  import { Agent } from 'undici';
  export = Agent;
}

declare module 'undici/lib/api/api-request' {
  import type { Dispatcher } from 'undici';
  function request(this: Dispatcher, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>;
  export = request;
}

declare module 'undici/lib/core/util' {
  export function parseURL(url: string | URL): URL;
}

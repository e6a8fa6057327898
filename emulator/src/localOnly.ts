// The emulator listens on 127.0.0.1 and has no authentication on /__emulator/*. Listening on loopback alone does not
// keep a web page out: with DNS rebinding, a page at http://attacker.example:8787 can make the browser resolve that
// name to 127.0.0.1 and send requests that arrive here with `Host: attacker.example:8787`. So every request must name
// this machine in its Host header, and a request a browser sent from a page elsewhere (its Origin header names another
// host) is refused too.

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** `127.0.0.1:8787` -> `127.0.0.1`; `[::1]:80` -> `[::1]`. Undefined for a value that is not host[:port]. */
function hostnameOf(hostHeader: string): string | undefined {
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+)(?::\d{1,5})?$/.exec(hostHeader.trim());
  return match?.[1]?.toLowerCase();
}

export function isLoopbackHost(hostHeader: string | undefined): boolean {
  if (hostHeader === undefined) return false;
  const name = hostnameOf(hostHeader);
  return name !== undefined && LOOPBACK_NAMES.has(name);
}

/** Why the request is refused (403), or undefined when it came from this machine's own programs. */
export function refuseNonLocal(headers: { host?: string; origin?: string | string[] }): string | undefined {
  if (!isLoopbackHost(headers.host)) {
    return 'the Host header must be 127.0.0.1, localhost or [::1] (with the port): the emulator serves this machine only';
  }
  const origin = Array.isArray(headers.origin) ? headers.origin[0] : headers.origin;
  if (origin !== undefined && origin !== 'null') {
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (!isLoopbackHost(host)) return 'requests from web pages of other sites are refused (Origin is not this machine)';
  }
  return undefined;
}

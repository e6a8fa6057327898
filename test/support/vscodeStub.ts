// `require('vscode')` outside VS Code: a permissive stand-in (any property is a callable stand-in again), enough for
// module top-level code and for a language client's start to run. `api` gives the few values a caller needs real
// (`version`, which vscode-languageclient parses); a nested object is a stand-in with those values in turn.
import Module, { createRequire } from 'node:module';

function standIn(api: Record<string, unknown> = {}): unknown {
  const get = (_target: object, key: string | symbol): unknown => {
    if (key === Symbol.toPrimitive) return () => '';
    if (key === 'then') return undefined;
    if (typeof key !== 'string' || !(key in api)) return standIn();
    const value = api[key];
    return value !== null && typeof value === 'object' ? standIn(value as Record<string, unknown>) : value;
  };
  // Bundlers copy a CommonJS module into a namespace object whose prototype is the module's prototype: that answers
  // the same way, so `vscode.Anything` read through the namespace still does.
  const prototype = new Proxy({}, { get });
  const target = function () {
    return standIn();
  };
  return new Proxy(target, {
    get,
    getPrototypeOf: () => prototype,
    construct: () => standIn() as object,
    apply: () => standIn(),
  });
}

/** `require(file)` with `vscode` stubbed while it loads; the module keeps the stub for its later calls. */
export function requireWithVscodeStub(file: string, api: Record<string, unknown> = {}): unknown {
  const loader = Module as unknown as { _load: (request: string, parent: unknown, isMain: boolean) => unknown };
  const original = loader._load;
  const vscode = standIn(api);
  loader._load = (request, parent, isMain) => (request === 'vscode' ? vscode : original(request, parent, isMain));
  try {
    return createRequire(__filename)(file);
  } finally {
    loader._load = original;
  }
}

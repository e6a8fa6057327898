// Loads the extension's client bundle outside VS Code, to time its module loading: `require('vscode')` gets a
// permissive stand-in (any property is a callable stand-in again), enough for module top-level code to run.
import Module, { createRequire } from 'node:module';

const get = (_target: object, key: string | symbol): unknown =>
  key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : standIn();

/** Bundlers copy a CommonJS module into a namespace object whose prototype is the module's prototype: make that a
 * stand-in too, so `vscode.Anything` read through the namespace still answers. */
const prototypeStandIn = new Proxy({}, { get });

function standIn(): unknown {
  const target = function () {
    return standIn();
  };
  return new Proxy(target, {
    get,
    getPrototypeOf: () => prototypeStandIn,
    construct: () => standIn() as object,
    apply: () => standIn(),
  });
}

/** Milliseconds to `require` the bundle with `vscode` stubbed. */
export function timeRequireWithVscodeStub(bundle: string): number {
  const loader = Module as unknown as { _load: (request: string, parent: unknown, isMain: boolean) => unknown };
  const original = loader._load;
  const vscode = standIn();
  loader._load = (request, parent, isMain) => (request === 'vscode' ? vscode : original(request, parent, isMain));
  try {
    const started = performance.now();
    createRequire(__filename)(bundle);
    return performance.now() - started;
  } finally {
    loader._load = original;
  }
}

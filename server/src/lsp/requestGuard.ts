// The one rule every LSP request handler follows: a request already cancelled is answered with RequestCancelled
// before any work; a `ResponseError` the handler throws on purpose (a rename refused, say) reaches the client as it
// is; any other failure is logged with its stack and answered with null, so one bad file never breaks the editor's
// feature for the rest of the session. Background work (validations, site passes) logs its failures the same way.
import { LSPErrorCodes, ResponseError, type CancellationToken } from 'vscode-languageserver/node';

/** A failure as the log shows it: the stack when there is one. */
export function describeFailure(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** Runs one request's work under the rule above. `token` is undefined for notifications (nothing to cancel).
 * A promise's rejection is handled as a throw. */
export type RequestGuard = <R>(token: CancellationToken | undefined, what: string, run: () => R) => R | null;

export function requestGuard(logError: (message: string) => void): RequestGuard {
  const failed = (what: string, error: unknown): null => {
    if (error instanceof ResponseError) throw error;
    logError(`${what} failed: ${describeFailure(error)}`);
    return null;
  };
  return <R>(token: CancellationToken | undefined, what: string, run: () => R): R | null => {
    if (token?.isCancellationRequested) throw new ResponseError(LSPErrorCodes.RequestCancelled, 'cancelled');
    try {
      const result = run();
      // The rejection of an asynchronous handler goes through the same rule (a ResponseError still rejects).
      if (result instanceof Promise) return result.catch((error: unknown) => failed(what, error)) as R;
      return result;
    } catch (error) {
      return failed(what, error);
    }
  };
}

// The "did you mean" of a usage error: the nearest command or option name, by the same measure as the checks use.
import { didYouMean } from '../service/diagnostics/suggest';

/** `; did you mean "--format"?` for a near miss, else nothing. */
export function suggestion(given: string, known: readonly string[]): string {
  const near = didYouMean(given, known);
  return near === undefined ? '' : `; did you mean "${near}"?`;
}

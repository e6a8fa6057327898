// The error budget the schema validators count against: how many errors they build before a placeholder takes each
// one's slot (schemaValidatorCode.mjs rewrites ajv's generated code to count, and says why). The service sets it
// around one validation and reads what was built (schemaValidation.ts).
import { SCHEMA_ERROR_BUDGET_KEY } from './schemaValidatorCode.mjs';

/** How many errors the validators' lists hold (`live`), how many may be built (`max`: unlimited unless a caller sets
 * it around one validation), and the placeholder that stands for each error past it. */
export interface SchemaErrorBudget {
  live: number;
  max: number;
  readonly skipped: object;
}

/** The budget the generated validators count against (created on first use, by them or by this). */
export function schemaErrorBudget(): SchemaErrorBudget {
  const global = globalThis as unknown as Record<symbol, SchemaErrorBudget | undefined>;
  return (global[Symbol.for(SCHEMA_ERROR_BUDGET_KEY)] ??= { live: 0, max: Infinity, skipped: Object.freeze({}) });
}

// Two rewrites of ajv's generated validators, applied both at run time (compileSchema.ts) and to the precompiled
// validators (scripts/generate-schema-validators.mjs, which repeats them in plain JavaScript: keep the two the same).
//
// 1. ajv gathers the errors of a referenced subschema with `vErrors = vErrors.concat(errors)`: each failing reference
//    copies every error gathered so far, so a config array of 130,000 wrong elements (254 KB) cost time quadratic in
//    the number of errors (minutes, with the server blocked). The errors are appended in place instead: the same
//    errors, in the same order, in time linear in their number.
// 2. With `allErrors` ajv builds every error (an object with its instance path, params, schema and data: about 190
//    bytes) and holds all of them until the validator returns, and an 8 MB array of wrong elements makes twelve
//    million: gigabytes before the first is read. Each error is built only while the errors held are fewer than a
//    budget (`SchemaErrorBudget`); past it a shared placeholder takes its slot, so the validator's counts, and which
//    branch of an `anyOf` passes, are the same. The errors held at any moment are those of the enclosing calls' lists,
//    which are the final list's errors so far (an `anyOf` that passes truncates the list, and a subschema's errors are
//    appended at the end of its caller's): so the error built when `live` errors are held ends at index `live` of the
//    final list, and with a budget of N the final list is exactly its first N errors, then placeholders. The appends
//    and truncations go through small functions where ajv wrote an `if` each time: the generated code gets smaller.

/** `vErrors === null ? X : vErrors.concat(X)`, as ajv writes it (X: `validateN.errors` or another plain name). */
const CONCAT = /vErrors === null \? ([\w$.]+) : vErrors\.concat\(\1\)/g;

/** `const errN = {…};if(vErrors === null){vErrors = [errN];}else {vErrors.push(errN);}`: an error built and appended
 * (`errN` is used nowhere else: the rewrite passes the object straight to the append). */
const APPEND = /const (err\d+) = (\{.*?\});if\(vErrors === null\)\{vErrors = \[\1\];\}else \{vErrors\.push\(\1\);\}/g;

/** An `anyOf` branch that passed (or a `not`/`if` evaluation) letting go of the errors after `_errsN`. */
const TRUNCATE = /if\(vErrors !== null\)\{if\((_errs\d+)\)\{vErrors\.length = \1;\}else \{vErrors = null;\}\}/g;

/** The global the generated code and the service share the budget through (a validator compiled at run time is one
 * `new Function` per referenced schema: no module scope of ours reaches it). */
export const SCHEMA_ERROR_BUDGET_KEY = 'docsite.schemaErrorBudget';

/** How many errors the validators' lists hold (`live`), how many may be built (`max`: unlimited unless a caller sets
 * it around one validation), and the placeholder that stands for each error past it. */
export interface SchemaErrorBudget {
  live: number;
  max: number;
  readonly skipped: object;
}

const BUDGET = `__errorBudget`;
const KEEP = `__keepError`;
const SKIPPED = `__skippedError`;
const PUSH = `__pushError`;
const CUT = `__cutErrors`;
const BUDGET_DECLARATION =
  `const ${BUDGET} = (globalThis[Symbol.for(${JSON.stringify(SCHEMA_ERROR_BUDGET_KEY)})] ??= { live: 0, max: Infinity, skipped: Object.freeze({}) });` +
  `const ${SKIPPED} = ${BUDGET}.skipped;` +
  `function ${KEEP}() { return ${BUDGET}.live++ < ${BUDGET}.max; }` +
  `function ${PUSH}(list, error) { error ||= ${SKIPPED}; if (list === null) return [error]; list.push(error); return list; }` +
  `function ${CUT}(list, length) { if (list === null) return null; ${BUDGET}.live -= list.length - length; if (!length) return null; list.length = length; return list; }`;

/** The budget the generated validators count against (created on first use, by them or by this). */
export function schemaErrorBudget(): SchemaErrorBudget {
  const global = globalThis as unknown as Record<symbol, SchemaErrorBudget | undefined>;
  return (global[Symbol.for(SCHEMA_ERROR_BUDGET_KEY)] ??= { live: 0, max: Infinity, skipped: Object.freeze({}) });
}

/** The validator's source with every concatenation of errors replaced by an in-place append (a plain loop: a
 * spread of a long error list would overflow the stack). */
export function appendSchemaErrorsInPlace(code: string): string {
  return code.replace(
    CONCAT,
    (_, errors: string) =>
      `vErrors === null ? ${errors} : ((a, b) => { for (let i = 0; i < b.length; i++) a.push(b[i]); return a; })(vErrors, ${errors})`,
  );
}

/** The validator's source (a function body or a module) with each error built only within the budget, and each
 * truncation of the list counted. Throws when ajv's code has a shape the rewrite does not know: an error built or let
 * go without being counted would put the errors and the placeholders out of order. */
export function budgetSchemaErrors(code: string): string {
  const appends = code.match(/vErrors = \[err\d+\]/g)?.length ?? 0;
  const truncations = code.match(/vErrors\.length = /g)?.length ?? 0;
  let kept = 0;
  let truncated = 0;
  const rewritten = code
    .replace(APPEND, (_, _name: string, literal: string) => {
      kept++;
      return `vErrors = ${PUSH}(vErrors, ${KEEP}() && ${literal});`;
    })
    .replace(TRUNCATE, (_, before: string) => {
      truncated++;
      return `vErrors = ${CUT}(vErrors, ${before});`;
    });
  if (kept !== appends || truncated !== truncations || /\berr\d+\b/.test(rewritten))
    throw new Error(
      `schema validator: ${appends - kept} error append(s) and ${truncations - truncated} truncation(s) of a shape the error budget does not know`,
    );
  const strict = '"use strict";';
  return rewritten.startsWith(strict)
    ? `${strict}${BUDGET_DECLARATION}${rewritten.slice(strict.length)}`
    : `${BUDGET_DECLARATION}${rewritten}`;
}

/** Both rewrites, as compileSchema.ts applies them. */
export function rewriteSchemaValidator(code: string): string {
  return budgetSchemaErrors(appendSchemaErrorsInPlace(code));
}

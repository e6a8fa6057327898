// The options ajv compiles the config schemas' validators with, and two rewrites of the code it generates for them:
// applied at run time (compileSchema.ts, through ajv's `code.process`) and to the validators compiled ahead of time
// (scripts/generate-schema-validators.mjs). Plain JavaScript, so that the generator runs it under plain Node and the
// bundles take it as any other module: both kinds of validator run the same code and report the same errors.
//
// 1. ajv gathers the errors of a referenced subschema with `vErrors = vErrors.concat(errors)`: each failing reference
//    copies every error gathered so far, so a config array of 130,000 wrong elements (254 KB) cost time quadratic in
//    the number of errors (minutes, with the server blocked). The errors are appended in place instead: the same
//    errors, in the same order, in time linear in their number.
// 2. With `allErrors` ajv builds every error (an object with its instance path, params, schema and data: about 190
//    bytes) and holds all of them until the validator returns, and an 8 MB array of wrong elements makes twelve
//    million: gigabytes before the first is read. Each error is built only while the errors held are fewer than a
//    budget (`SchemaErrorBudget`, schemaErrorAppend.ts); past it a shared placeholder takes its slot, so the
//    validator's counts, and which branch of an `anyOf` passes, are the same. The errors held at any moment are those
//    of the enclosing calls' lists, which are the final list's errors so far (an `anyOf` that passes truncates the
//    list, and a subschema's errors are appended at the end of its caller's): so the error built when `live` errors
//    are held ends at index `live` of the final list, and with a budget of N the final list is exactly its first N
//    errors, then placeholders. The appends and truncations go through small functions where ajv wrote an `if` each
//    time: the generated code gets smaller.

/** What the validators' errors depend on. `verbose`: each error carries its schema and data, which the messages
 * quote. `logger: false`: ajv must never write to stdout, which may be the LSP transport. (Marked pure: a bundle that
 * compiles no schema leaves it out.) */
export const SCHEMA_VALIDATOR_OPTIONS = /* @__PURE__ */ Object.freeze({
  allErrors: true,
  verbose: true,
  strict: false,
  logger: false,
  allowUnionTypes: true,
});

/** The global the generated code and the service share the budget through (a validator compiled at run time is one
 * `new Function` per referenced schema: no module scope of ours reaches it). */
export const SCHEMA_ERROR_BUDGET_KEY = 'docsite.schemaErrorBudget';

/** `vErrors === null ? X : vErrors.concat(X)`, as ajv writes it (X: `validateN.errors` or another plain name). */
const CONCAT = /vErrors === null \? ([\w$.]+) : vErrors\.concat\(\1\)/g;

/** `const errN = {…};if(vErrors === null){vErrors = [errN];}else {vErrors.push(errN);}`: an error built and appended
 * (`errN` is used nowhere else: the rewrite passes the object straight to the append). */
const APPEND = /const (err\d+) = (\{.*?\});if\(vErrors === null\)\{vErrors = \[\1\];\}else \{vErrors\.push\(\1\);\}/g;

/** An `anyOf` branch that passed (or a `not`/`if` evaluation) letting go of the errors after `_errsN`. */
const TRUNCATE = /if\(vErrors !== null\)\{if\((_errs\d+)\)\{vErrors\.length = \1;\}else \{vErrors = null;\}\}/g;

const STRICT = '"use strict";';

/** The validator's source with every concatenation of errors replaced by an in-place append (a plain loop: a
 * spread of a long error list would overflow the stack). Throws when a concatenation of another shape is left. */
export function appendSchemaErrorsInPlace(code) {
  const rewritten = code.replace(
    CONCAT,
    (_, errors) =>
      `vErrors === null ? ${errors} : ((a, b) => { for (let i = 0; i < b.length; i++) a.push(b[i]); return a; })(vErrors, ${errors})`,
  );
  if (rewritten.includes('vErrors.concat('))
    throw new Error('schema validator: a concatenation of errors of a shape the in-place append does not know');
  return rewritten;
}

/** The validator's source (a function body or a module) with each error built only within the budget, and each
 * truncation of the list counted. Throws when ajv's code has a shape the rewrite does not know: an error built or let
 * go without being counted would put the errors and the placeholders out of order. */
export function budgetSchemaErrors(code) {
  const appends = code.match(/vErrors = \[err\d+\]/g)?.length ?? 0;
  const truncations = code.match(/vErrors\.length = /g)?.length ?? 0;
  let kept = 0;
  let truncated = 0;
  const rewritten = code
    .replace(APPEND, (_, _name, literal) => {
      kept++;
      return `vErrors = __pushError(vErrors, __keepError() && ${literal});`;
    })
    .replace(TRUNCATE, (_, before) => {
      truncated++;
      return `vErrors = __cutErrors(vErrors, ${before});`;
    });
  if (kept !== appends || truncated !== truncations || /\berr\d+\b/.test(rewritten))
    throw new Error(
      `schema validator: ${appends - kept} error append(s) and ${truncations - truncated} truncation(s) of a shape the error budget does not know`,
    );
  return rewritten.startsWith(STRICT)
    ? `${STRICT}${budgetDeclaration()}${rewritten.slice(STRICT.length)}`
    : `${budgetDeclaration()}${rewritten}`;
}

/** Both rewrites. */
export function rewriteSchemaValidator(code) {
  return budgetSchemaErrors(appendSchemaErrorsInPlace(code));
}

/** The budget (created on first use, by the validators or by the service) and the functions the rewritten code calls.
 * Built when called, so that a bundle which takes only the key above carries none of it. */
function budgetDeclaration() {
  return (
    `const __errorBudget = (globalThis[Symbol.for(${JSON.stringify(SCHEMA_ERROR_BUDGET_KEY)})] ??= { live: 0, max: Infinity, skipped: Object.freeze({}) });` +
    'const __skippedError = __errorBudget.skipped;' +
    'function __keepError() { return __errorBudget.live++ < __errorBudget.max; }' +
    'function __pushError(list, error) { error ||= __skippedError; if (list === null) return [error]; list.push(error); return list; }' +
    'function __cutErrors(list, length) { if (list === null) return null; __errorBudget.live -= list.length - length; if (!length) return null; list.length = length; return list; }'
  );
}

// ajv's generated validators gather the errors of a referenced subschema with `vErrors = vErrors.concat(errors)`:
// each failing reference copies every error gathered so far, so a config array of 130,000 wrong elements (254 KB)
// cost time quadratic in the number of errors (minutes, with the server blocked). This rewrite of the generated code
// appends the referenced errors in place instead: the same errors, in the same order, in time linear in their number.
// scripts/generate-schema-validators.mjs applies the same rewrite to the precompiled validators.

/** `vErrors === null ? X : vErrors.concat(X)`, as ajv writes it (X: `validateN.errors` or another plain name). */
const CONCAT = /vErrors === null \? ([\w$.]+) : vErrors\.concat\(\1\)/g;

/** The validator's source with every concatenation of errors replaced by an in-place append (a plain loop: a
 * spread of a long error list would overflow the stack). */
export function appendSchemaErrorsInPlace(code: string): string {
  return code.replace(
    CONCAT,
    (_, errors: string) =>
      `vErrors === null ? ${errors} : ((a, b) => { for (let i = 0; i < b.length; i++) a.push(b[i]); return a; })(vErrors, ${errors})`,
  );
}

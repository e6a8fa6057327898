/** What the validators' errors depend on: the options of every ajv instance that compiles a config schema. */
export const SCHEMA_VALIDATOR_OPTIONS: Readonly<{
  allErrors: true;
  verbose: true;
  strict: false;
  logger: false;
  allowUnionTypes: true;
}>;
/** The global the generated code and the service share the error budget through. */
export const SCHEMA_ERROR_BUDGET_KEY: string;
/** The validator's source with every concatenation of errors replaced by an in-place append. */
export function appendSchemaErrorsInPlace(code: string): string;
/** The validator's source with each error built only within the budget, and each truncation of the list counted. */
export function budgetSchemaErrors(code: string): string;
/** Both rewrites, as ajv's `code.process` takes them. */
export function rewriteSchemaValidator(code: string): string;

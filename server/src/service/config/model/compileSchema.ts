// Compiling a JSON schema with ajv at run time: what the service does for a schema no precompiled validator covers.
// Its own module so that a bundle which carries the config schemas' validators compiled ahead of time (the language
// server and the CLI: scripts/build.mjs) can leave ajv's compiler out and put a stand-in here.
import Ajv, { type ValidateFunction } from 'ajv';
import type { JsonSchema } from './schema';
import { rewriteSchemaValidator, SCHEMA_VALIDATOR_OPTIONS } from './schemaValidatorCode.mjs';

/** A validator of `schema`, compiled now. */
export function compileSchema(schema: JsonSchema): ValidateFunction {
  // The options and rewrites of the validators compiled ahead of time (scripts/generate-schema-validators.mjs), so
  // the errors are the same.
  // code.optimize: false: ajv's pass over the generated code took 40% of compiling the docs.json schema (about 150
  // of 350 ms CPU) and saved nothing measurable when validating (a 100,000-page docs.json takes 6-10 ms either way).
  const ajv = new Ajv({ ...SCHEMA_VALIDATOR_OPTIONS, code: { optimize: false, process: rewriteSchemaValidator } });
  return ajv.compile(schema);
}

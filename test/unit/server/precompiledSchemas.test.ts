// The CLI's precompiled schema validators (scripts/generate-schema-validators.mjs) against the validators the service
// compiles at run time: the same verdict and the same errors, field for field, on valid and broken configs of both
// formats, so the CLI and the editor report the same problems.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import type { ValidateFunction } from 'ajv';
import { schemaValidator } from '../../../server/src/service/config/model/schemaValidation';
import { DOCS_SCHEMA, MINT_SCHEMA } from '../../../server/src/service/config/model/schema';
import { schemaErrorBudget } from '../../../server/src/service/config/model/schemaErrorAppend';

const idOf = (schema: object) => String((schema as { $id?: unknown }).$id);

async function loadPrecompiled(): Promise<Record<string, ValidateFunction>> {
  // @ts-expect-error plain .mjs script without type declarations
  const { precompiledSchemasCode } = await import('../../../scripts/generate-schema-validators.mjs');
  const code = (precompiledSchemasCode as () => string)();
  // The module requires the schema files relative to server/out/generated/; hand it the service's own objects.
  const realRequire = createRequire(__filename);
  const requireFor = (specifier: string): unknown => {
    if (specifier.endsWith('schemas/docs.schema.json')) return DOCS_SCHEMA;
    if (specifier.endsWith('schemas/mint.schema.json')) return MINT_SCHEMA;
    return realRequire(specifier);
  };
  const exports: { PRECOMPILED_VALIDATORS?: Record<string, ValidateFunction> } = {};
  new Function('require', 'exports', 'module', code)(requireFor, exports, { exports });
  return exports.PRECOMPILED_VALIDATORS!;
}

const DOCS_CONFIGS: unknown[] = [
  { theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' }, navigation: { pages: ['intro'] } },
  {
    theme: 'mapel',
    name: 7,
    colors: { primary: 'green', anchors: '#fff' },
    topbarLinks: [],
    navigation: [{ group: 'A', pages: ['x'] }],
  },
  {
    theme: 'maple',
    name: 'D',
    colors: { primary: '#000' },
    icons: { library: 'feather' },
    navigation: {
      tabs: [
        { groups: [{ pages: [1, { group: 'N', directory: 'grid', pages: [] }] }], icon: { name: 'x', style: 'bold' } },
      ],
    },
  },
  {
    theme: 'mint',
    name: 'D',
    colors: { primary: '#000' },
    navigation: { languages: [{ language: 'fr-ca', default: 'yes' }, { $ref: './en.json' }] },
    redirects: [{ source: '/a' }],
    api: { openapi: 3, mdx: { auth: { method: 'token' } } },
    appearance: { default: 'dim' },
  },
  [],
];
const MINT_CONFIGS: unknown[] = [
  { name: 'Docs', navigation: [{ group: 'Start', pages: ['intro'] }] },
  {
    name: 1,
    navigation: { group: 'A' },
    anchors: [{ name: 'A', iconType: 'soild', url: 3 }],
    colors: { primary: 'red' },
    topbarCtaButton: { type: 'gitlab' },
    modeToggle: { default: 'dim' },
  },
];

test("the precompiled validators give the run-time validators' errors for both schemas", async () => {
  const precompiled = await loadPrecompiled();
  for (const [schema, configs] of [
    [DOCS_SCHEMA, DOCS_CONFIGS],
    [MINT_SCHEMA, MINT_CONFIGS],
  ] as const) {
    const generated = precompiled[idOf(schema)];
    assert.equal(typeof generated, 'function', idOf(schema));
    const compiled = schemaValidator(schema);
    let broken = 0;
    for (const config of configs) {
      const verdict = compiled(config);
      assert.equal(generated(config), verdict, JSON.stringify(config));
      assert.deepEqual(generated.errors ?? null, compiled.errors ?? null, JSON.stringify(config));
      if (!verdict) broken++;
    }
    assert.ok(broken >= 1 && broken < configs.length, 'valid and broken configs are both compared');
  }
});

test('the errors point at the schema objects the service reads (not copies)', async () => {
  const generated = (await loadPrecompiled())[idOf(DOCS_SCHEMA)];
  assert.equal(
    generated({
      theme: 'mint',
      name: 'D',
      colors: { primary: '#000' },
      navigation: { pages: [] },
      appearance: { default: 'dim' },
    }),
    false,
  );
  const enumError = generated.errors!.find((e) => e.keyword === 'enum')!;
  const appearance = (DOCS_SCHEMA.properties as Record<string, { properties: Record<string, unknown> }>).appearance;
  assert.equal(enumError.parentSchema, appearance.properties.default);
});

test('past an error budget the precompiled validators give the same errors and placeholders as the run-time ones', async () => {
  const precompiled = await loadPrecompiled();
  const budget = schemaErrorBudget();
  const broken = DOCS_CONFIGS[2];
  const compiled = schemaValidator(DOCS_SCHEMA);
  const generated = precompiled[idOf(DOCS_SCHEMA)]!;
  const run = (validate: ValidateFunction) => {
    budget.live = 0;
    budget.max = 3;
    try {
      return { valid: validate(broken), errors: validate.errors ?? [], live: budget.live };
    } finally {
      budget.live = 0;
      budget.max = Infinity;
    }
  };
  const fromSource = run(compiled);
  assert.ok(fromSource.errors.length > 3 && fromSource.errors[3] === budget.skipped, 'past the budget: placeholders');
  assert.deepEqual(run(generated), fromSource);
});

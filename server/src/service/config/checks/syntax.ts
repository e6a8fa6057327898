// Config text that is not plain JSON, or JSON the generator reads other than as written (json/syntax.ts). The only check
// that runs on a config with no JSON tree; the files a docs.json pulls in through `$ref` are checked once it has one.
import { configCheck } from '../../checks/check';
import { syntaxDiagnostics } from '../../json/syntax';

export const syntaxCheck = configCheck({
  appliesTo: 'config',
  runsWithoutTree: true,
  rules: [
    {
      id: 'json-syntax',
      severity: 'error',
      summary: 'The config is not valid JSON.',
      help: 'Fix the JSON syntax at the marked place: a missing comma, quote, bracket or brace.',
    },
    {
      id: 'json-comment',
      severity: 'error',
      summary: 'A comment in the config.',
      help: 'Remove the comment: the site generator reads plain JSON, which has no comments.',
    },
    {
      id: 'trailing-comma',
      severity: 'error',
      summary: 'A comma after the last item of an object or array.',
      help: 'Remove the trailing comma: plain JSON does not allow it.',
    },
    {
      id: 'json-too-deep',
      severity: 'error',
      summary: 'Nesting too deep to check.',
      help: 'Flatten the nesting; no real site configuration needs this depth.',
    },
    {
      id: 'bom',
      severity: 'warning',
      summary: 'The file starts with a byte order mark.',
      help: 'Save the file as UTF-8 without a BOM so that plain JSON readers accept it.',
    },
    {
      id: 'config-too-large',
      severity: 'warning',
      summary: 'A config too large to check.',
      help: 'Real configs are a few thousand characters; check that the file is the site configuration.',
    },
    {
      id: 'duplicate-key',
      severity: 'warning',
      summary: 'A key appears twice in the same object.',
      help: 'Keep one of the keys: the last one wins and the earlier ones are ignored.',
    },
  ],
  check({ model, sink }) {
    sink.addAll(model.main, syntaxDiagnostics(model.main.doc));
    if (!model.main.doc.root) return;
    for (const file of model.files) if (!file.isMain) sink.addAll(file, syntaxDiagnostics(file.doc));
  },
});

// Where a site links out: page link targets and config URLs, each with the range of its text.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { externalLinksOfConfig, externalLinksOfPage } from '../../../../server/src/service/externalLinks/collect';
import { parsePage } from '../../../../server/src/service/pages/parsePage';
import { findingOf } from '../../../../server/src/service/externalLinks/findings';

const textAt = (
  text: string,
  range: { start: { line: number; character: number }; end: { line: number; character: number } },
) => {
  const lines = text.split('\n');
  assert.equal(range.start.line, range.end.line);
  return lines[range.start.line].slice(range.start.character, range.end.character);
};

test("a page's absolute http(s) targets of every kind, each on its own text; relative, mail and templated ones are not", () => {
  const text = [
    '---',
    'title: T',
    '---',
    '',
    '[a](https://a.example/x#y) ![i](http://img.example/p.png) [rel](/guides/x) [mail](mailto:a@b.c)',
    '',
    '[ref]: https://def.example/',
    '<Card title="c" href="https://card.example/" />',
    '[tpl](https://{{host}}/x)',
    '```',
    '[code](https://code.example/)',
    '```',
  ].join('\n');
  const links = externalLinksOfPage(parsePage(text), text);
  assert.deepEqual(links.map((l) => l.url).sort(), [
    'http://img.example/p.png',
    'https://a.example/x#y',
    'https://card.example/',
    'https://def.example/',
  ]);
  for (const link of links) assert.equal(textAt(text, link.range), link.url);
});

test("the config's URLs a reader is shown, not the schema, API servers or OpenAPI documents", () => {
  const text = JSON.stringify(
    {
      $schema: 'https://mintlify.com/docs.json',
      navbar: { links: [{ label: 'Blog', href: 'https://blog.example/' }] },
      footer: { socials: { x: 'https://x.com/example' } },
      api: { mdx: { server: 'https://api.example/v1' } },
      openapi: 'https://api.example/openapi.json',
      redirects: [{ source: '/old', destination: 'https://elsewhere.example/new' }],
      logo: { light: '/logo.svg' },
    },
    null,
    2,
  );
  const links = externalLinksOfConfig(text);
  assert.deepEqual(
    links.map((l) => l.url),
    ['https://blog.example/', 'https://x.com/example', 'https://elsewhere.example/new'],
  );
  for (const link of links) assert.equal(textAt(text, link.range), link.url);
});

test('a TLS error is not retried, and its message does not say it was', () => {
  assert.doesNotMatch(
    findingOf({ kind: 'network', code: 'CERT_HAS_EXPIRED' }, 'https://a.example/')!.message,
    /retries/,
  );
  assert.match(findingOf({ kind: 'network', code: 'ECONNRESET' }, 'https://a.example/')!.message, /after retries/);
});

// Cross-field rules the schema cannot express clearly: the CTA button name, the basic-auth name form, anchor
// versions, and the deprecated api.maintainOrder.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { ConfigDocument } from '../../json/document';
import { DiagnosticSeverity, makeDiagnostic } from '../../diagnostics/diagnostics';
import { keyOfValue, propertyKeyNode, propertyValueNode } from '../../json/nodes';
import { didYouMean } from '../../diagnostics/suggest';

const BASIC_AUTH_NAME = /^[^:\s]+:[^:\s]+$/;

export function ruleDiagnostics(doc: ConfigDocument): Diagnostic[] {
  if (doc.root?.type !== 'object') return [];
  return [...ctaButtonName(doc), ...basicAuthName(doc), ...anchorVersions(doc), ...deprecations(doc)];
}

function ctaButtonName(doc: ConfigDocument): Diagnostic[] {
  const button = propertyValueNode(doc.root, 'topbarCtaButton');
  if (button?.type !== 'object') return [];
  const type = propertyValueNode(button, 'type');
  const isLink = type === undefined || type.value === 'link';
  if (!isLink || propertyValueNode(button, 'name') !== undefined) return [];
  const at = keyOfValue(button) ?? button;
  const why = type === undefined ? '(`type` defaults to "link")' : 'when "type" is "link"';
  return [
    makeDiagnostic(
      doc.textDocument,
      at,
      DiagnosticSeverity.Error,
      'cta-name-required',
      `"topbarCtaButton" needs a "name" ${why}: it is the button text.`,
    ),
  ];
}

function basicAuthName(doc: ConfigDocument): Diagnostic[] {
  const auth = propertyValueNode(propertyValueNode(doc.root, 'api'), 'auth');
  if (propertyValueNode(auth, 'method')?.value !== 'basic') return [];
  const name = propertyValueNode(auth, 'name');
  if (name?.type !== 'string' || BASIC_AUTH_NAME.test(String(name.value))) return [];
  return [
    makeDiagnostic(
      doc.textDocument,
      name,
      DiagnosticSeverity.Error,
      'basic-auth-name',
      `With "method": "basic", "api.auth.name" takes the form "[usernameName]:[passwordName]", e.g. "username:password"; found "${String(name.value)}".`,
    ),
  ];
}

/** Version names declared in `versions` (strings, or objects with a `name` as real configs write them). */
export function declaredVersions(doc: ConfigDocument): string[] {
  const versions = propertyValueNode(doc.root, 'versions');
  if (versions?.type !== 'array') return [];
  const names: string[] = [];
  for (const entry of versions.children ?? []) {
    if (entry.type === 'string') names.push(String(entry.value));
    else if (entry.type === 'object') {
      const name = propertyValueNode(entry, 'name');
      if (name?.type === 'string') names.push(String(name.value));
    }
  }
  return names;
}

function anchorVersions(doc: ConfigDocument): Diagnostic[] {
  const anchors = propertyValueNode(doc.root, 'anchors');
  if (anchors?.type !== 'array') return [];
  const versions = declaredVersions(doc);
  const out: Diagnostic[] = [];
  for (const anchor of anchors.children ?? []) {
    const version = propertyValueNode(anchor, 'version');
    if (version?.type !== 'string' || versions.includes(String(version.value))) continue;
    const value = String(version.value);
    const suggestion = didYouMean(value, versions);
    const message = versions.length
      ? `Anchor version "${value}" is not one of "versions" (${versions.join(', ')}).${suggestion ? ` Did you mean "${suggestion}"?` : ''}`
      : `Anchor version "${value}" needs a "versions" list that names it; the config declares no versions.`;
    out.push(
      makeDiagnostic(
        doc.textDocument,
        version,
        DiagnosticSeverity.Error,
        'anchor-version',
        message,
        suggestion ? { suggestion } : undefined,
      ),
    );
  }
  return out;
}

function deprecations(doc: ConfigDocument): Diagnostic[] {
  const key = propertyKeyNode(propertyValueNode(doc.root, 'api'), 'maintainOrder');
  if (!key) return [];
  return [
    makeDiagnostic(
      doc.textDocument,
      key,
      DiagnosticSeverity.Warning,
      'deprecated',
      '"api.maintainOrder" is deprecated: keeping the OpenAPI file\'s key order is becoming the default.',
    ),
  ];
}

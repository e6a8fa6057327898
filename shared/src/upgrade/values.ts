// Small readers for values of unknown shape: the mint.json being upgraded may be invalid anywhere, and the converter
// must carry what it can and report the rest, never throw.

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** An http(s) (or any scheme) link, or a protocol-relative one: something outside the site. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * Sets a key on a plain object as an own, enumerable property. Keys come from the user's file: `obj[key] = v` with
 * key `__proto__` would change the object's prototype instead of adding a field.
 */
export function setField(target: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A shallow copy of a key -> value map (meta tags, analytics providers), safe for any key. */
export function copyMap(source: JsonObject): JsonObject {
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(source)) setField(copy, key, value);
  return copy;
}

/** A legacy `icon` plus `iconType` as docs.json writes it: a name, or `{ name, style }`. */
export function upgradeIcon(icon: string, iconType: unknown): string | { name: string; style: string } {
  return isNonEmptyString(iconType) ? { name: icon, style: iconType } : icon;
}

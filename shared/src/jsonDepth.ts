// How deep a parsed JSON value nests, asked without recursion: the values it guards (a hostile request body or
// answer nested 100,000 levels deep) would overflow the stack of a recursive walk. Used by the emulator at its door
// and by the HTTP client on the service's answers.

/** True when `value` nests objects/arrays deeper than `limit` (the value itself is level 1). */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (typeof child === 'object' && child !== null) pending.push([child, depth + 1]);
    }
  }
  return false;
}

// Binary search in an ascending list (strings in code-unit order, or numbers): the sorted page ids, folder names,
// link offsets and completion lists all look things up this way.

/** The index of the first element of `sorted[from, to)` that is not below `value` (`to` when there is none). */
export function lowerBound<T extends string | number>(
  sorted: ArrayLike<T>,
  value: T,
  from = 0,
  to = sorted.length,
): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

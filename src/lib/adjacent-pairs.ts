/** Each item with the one after it: [a, b], [b, c], … (none for fewer than two items). */
export function adjacentPairs<T>(items: Iterable<T>): [T, T][] {
  const pairs: [T, T][] = [];
  // Boxed, so that an undefined item still counts as a previous one.
  let previous: { item: T } | undefined;
  for (const item of items) {
    if (previous) pairs.push([previous.item, item]);
    previous = { item };
  }
  return pairs;
}

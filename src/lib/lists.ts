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

/** Pairs the items of two lists of one length, in order: what answers to several queries at once need. */
export function zipSameLength<A, B>(left: readonly A[], right: readonly B[]): [A, B][] {
  if (left.length !== right.length) throw new Error(`zipSameLength: ${left.length} items against ${right.length}`);
  return left.map((item, index) => [item, itemAt(right, index)]);
}

/** The item at an index the caller knows is in range; out of range is a bug, and says so. */
export function itemAt<T>(items: ArrayLike<T>, index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`index ${index} is outside a list of ${items.length}`);
  return item;
}

/**
 * `text` as one flat run of characters. V8 keeps a string built piece by piece (as hex is built, a
 * byte at a time) as a chain of pieces of about 30 bytes each until something reads it whole; a
 * string kept for long (a map key) is read whole first, which makes it about 10 times smaller.
 * Converting it to a number reads it whole.
 */
export function flat(text: string): string {
  void Number(text);
  return text;
}

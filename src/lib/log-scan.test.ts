import { isDone, isTooMuchError, namedMaximum, scanStep, startCursor, type BlockWindow } from './log-scan';

/** A node holding one log per listed block that refuses ranges over `maxRange` and answers over `maxResults`. */
function fakeNode(logBlocks: bigint[], limits: { maxRange?: bigint; maxResults?: number; rangeMessage?: (window: BlockWindow) => string }) {
  const asked: BlockWindow[] = [];
  const read = async (window: BlockWindow) => {
    asked.push(window);
    const span = window.to - window.from + 1n;
    if (limits.maxRange !== undefined && span > limits.maxRange) {
      throw new Error(limits.rangeMessage?.(window) ?? `requested too many blocks from ${window.from} to ${window.to}, maximum is set to ${limits.maxRange}`);
    }
    const found = logBlocks.filter((block) => block >= window.from && block <= window.to);
    if (limits.maxResults !== undefined && found.length > limits.maxResults) throw new Error(`query returned more than ${limits.maxResults} results`);
    return found;
  };
  return { read, asked };
}

async function scanAll(cursor: ReturnType<typeof startCursor>, read: (window: BlockWindow) => Promise<bigint[]>, steps = Infinity) {
  const found: bigint[] = [];
  let current = cursor;
  for (let step = 0; step < steps && !isDone(current); step++) {
    const result = await scanStep(current, read, { initial: 512n, max: 4096n, sparse: 3 });
    found.push(...result.items);
    current = result.cursor;
  }
  return { found, cursor: current };
}

describe('log scan', () => {
  it('default: scans backwards from the head to the floor without gaps or overlaps, growing the window while sparse', async () => {
    const node = fakeNode([9_000n, 5n, 4_000n], {});
    const { found, cursor } = await scanAll(startCursor(10_000n, 0n), node.read);
    expect(found).toEqual([9_000n, 4_000n, 5n]);
    expect(isDone(cursor)).toBe(true);
    expect(node.asked[0]).toEqual({ from: 9_489n, to: 10_000n });
    for (let index = 1; index < node.asked.length; index++) expect(node.asked[index]!.to).toBe(node.asked[index - 1]!.from - 1n);
    expect(node.asked.at(-1)!.from).toBe(0n);
    expect(node.asked[1]!.to - node.asked[1]!.from + 1n).toBe(1024n);
  });

  it('behavior: a range refusal naming the maximum sets the window to it, and it never grows past it', async () => {
    const node = fakeNode([], { maxRange: 300n });
    const { cursor } = await scanAll(startCursor(10_000n, 0n), node.read, 3);
    const spans = node.asked.map((window) => window.to - window.from + 1n);
    expect(spans).toEqual([512n, 300n, 300n, 300n]);
    expect(cursor.next).toBe(10_000n - 900n);
  });

  it('behavior: "too many results" halves the window until the answer fits, then the window stays while dense', async () => {
    const dense = Array.from({ length: 400 }, (_, index) => 10_000n - BigInt(index));
    const node = fakeNode(dense, { maxResults: 100 });
    const first = await scanStep(startCursor(10_000n, 0n), node.read, { initial: 512n, max: 4096n, sparse: 3 });
    expect(node.asked.map((window) => window.to - window.from + 1n)).toEqual([512n, 256n, 128n, 64n]);
    expect(first.retries).toBe(3);
    expect(first.items).toHaveLength(64);
    expect(first.cursor.size).toBe(64n);
  });

  it('behavior: resuming from a saved cursor continues where the scan stopped', async () => {
    const node = fakeNode([9_990n, 100n], {});
    const half = await scanAll(startCursor(10_000n, 0n), node.read, 2);
    expect(half.found).toEqual([9_990n]);
    const rest = await scanAll(half.cursor, node.read);
    expect(rest.found).toEqual([100n]);
    expect(rest.cursor.next).toBe(-1n);
  });

  it('error: other errors, and a one-block window still refused, are thrown', async () => {
    await expect(scanStep(startCursor(10n, 0n), () => Promise.reject(new Error('connection refused')))).rejects.toThrow('connection refused');
    await expect(scanStep(startCursor(10n, 0n), () => Promise.reject(new Error('query returned more than 10000 results')))).rejects.toThrow('more than');
  });

  it('args: recognises the common refusals and the maximum they name', () => {
    expect(isTooMuchError(new Error('requested too many blocks from 0 to 4096, maximum is set to 2048'))).toBe(true);
    expect(isTooMuchError(new Error('query returned more than 10000 results'))).toBe(true);
    expect(isTooMuchError(new Error('execution reverted'))).toBe(false);
    expect(namedMaximum(new Error('requested too many blocks from 0 to 4096, maximum is set to 2048'))).toBe(2048n);
    expect(namedMaximum(new Error('eth_getLogs is limited to a 10,000 range'))).toBeUndefined();
  });
});

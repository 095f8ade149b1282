import { createEndpointPool, FIRST_ANSWER_GRACE_MS, firstDifference, type EndpointPoolOptions, type EndpointStatus, type Verdict } from './endpoint-pool';
import { itemAt } from '../lib/lists';
import { endpointRefusalMessage, type EndpointRefusal } from './endpoint-refusal';
import { AskElsewhere, HttpError, NetworkError, NodeError, NoEndpointError } from './errors';

const OTHER_NETWORK: EndpointRefusal = { code: 'other-network-id', theirs: 5n, ours: 12345n };

const A = 'http://a.test';
const B = 'http://b.test';
const C = 'http://c.test';
const D = 'http://d.test';
const E = 'http://e.test';

/** A pool on fake time; `clock` is the time `attempt`s are measured with. */
function pool(urls: string[], options: EndpointPoolOptions = {}) {
  let clock = 0;
  let draws = 0;
  const created = createEndpointPool(urls, {
    now: () => clock,
    // Evenly spread draws, so shares follow the weights without chance.
    random: () => ((draws++ * 0.618034) % 1),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    ...options,
  });
  const advance = async (ms: number) => {
    clock += ms;
    await vi.advanceTimersByTimeAsync(ms);
  };
  /** An attempt that takes `latency[url]` ms of pool time and answers with the url. */
  const answering = (latency: Record<string, number>) => async (url: string) => {
    clock += latency[url] ?? 0;
    return url;
  };
  const health = () => Object.fromEntries(created.statuses().map((status) => [status.url, status.health]));
  const found = (url: string) => created.statuses().find((status) => status.url === url)!;
  /** An endpoint's status, its reason written in English as the pool's errors write it. */
  const status = (url: string): Omit<EndpointStatus, 'reason'> & { reason?: string } => {
    const { reason, ...rest } = found(url);
    return reason === undefined ? rest : { ...rest, reason: endpointRefusalMessage(reason) };
  };
  return { pool: created, advance, answering, health, status, reasonOf: (url: string) => found(url).reason };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createEndpointPool', () => {
  test('default: reads go to every healthy endpoint, the fast one far more often than the slow one', async () => {
    const { pool: endpoints, answering, health } = pool([A, B]);
    const counts: Record<string, number> = { [A]: 0, [B]: 0 };
    const attempt = answering({ [A]: 10, [B]: 200 });
    for (let index = 0; index < 100; index++) counts[await endpoints.read(attempt)]! += 1;
    expect(counts[B]).toBeGreaterThan(0);
    expect(counts[A]).toBeGreaterThan(10 * counts[B]!);
    expect(health()).toEqual({ [A]: 'healthy', [B]: 'slow' });
  });

  test('behavior: a transport failure moves the same call to another endpoint, and the failing one is out with the reason', async () => {
    const { pool: endpoints, status } = pool([A, B]);
    const seen: string[] = [];
    const result = await endpoints.read(async (url) => {
      seen.push(url);
      if (url === A) throw new NetworkError({ cause: new TypeError('Failed to fetch') });
      return 'answer';
    });
    expect(result).toBe('answer');
    // The first draw picks A.
    expect(seen).toEqual([A, B]);
    expect(status(A)).toMatchObject({ health: 'out', reason: 'Could not reach the node.' });
  });

  test('behavior: a 5xx answer fails over too', async () => {
    const { pool: endpoints, health } = pool([A, B]);
    const failing = new Set([A, B]);
    const attempt = async (url: string) => {
      if (failing.has(url)) {
        failing.delete(url);
        throw new HttpError(502, 'bad gateway');
      }
      return url;
    };
    await expect(endpoints.read(attempt)).rejects.toBeInstanceOf(HttpError);
    // Both were tried in one call: both are out now.
    expect(health()).toEqual({ [A]: 'out', [B]: 'out' });
  });

  test('behavior: a node error is an answer: no failover, the endpoint stays healthy', async () => {
    const { pool: endpoints, health } = pool([A, B]);
    const seen: string[] = [];
    const attempt = async (url: string) => {
      seen.push(url);
      throw new NodeError(-32000, 'not found', null);
    };
    await expect(endpoints.read(attempt)).rejects.toBeInstanceOf(NodeError);
    expect(seen).toHaveLength(1);
    expect(health()).toEqual({ [A]: 'healthy', [B]: 'healthy' });
  });

  test('behavior: an endpoint that keeps failing is out for a doubling time, probed back when it is over, and used again', async () => {
    let up = false;
    const probe = vi.fn(async () => {
      if (!up) throw new NetworkError({ cause: 'down' });
      return 42n;
    });
    const { pool: endpoints, advance, health, status } = pool([A, B], { probe, baseOutMs: 1000 });
    // The first draw picks A, which fails; the read ends on B.
    await expect(endpoints.read(async (url) => (url === A ? Promise.reject(new NetworkError({ cause: 'down' })) : url))).resolves.toBe(B);
    expect(health()[A]).toBe('out');
    await advance(999);
    expect(probe).not.toHaveBeenCalled();
    await advance(1);
    expect(probe).toHaveBeenCalledTimes(1);
    // Still down: out again, for twice as long.
    expect(health()[A]).toBe('out');
    await advance(1999);
    expect(probe).toHaveBeenCalledTimes(1);
    up = true;
    await advance(1);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(status(A)).toMatchObject({ health: 'healthy', head: 42n });
    // Used again: reads reach it.
    const reached = new Set<string>();
    for (let index = 0; index < 20; index++) reached.add(await endpoints.read(async (url) => url));
    expect(reached).toContain(A);
  });

  test('behavior: with every endpoint out, a read still goes to the one back soonest, and its error is the caller\'s', async () => {
    const { pool: endpoints, health } = pool([A]);
    const down = async () => Promise.reject(new NetworkError({ cause: 'down' }));
    await expect(endpoints.read(down)).rejects.toBeInstanceOf(NetworkError);
    expect(health()).toEqual({ [A]: 'out' });
    await expect(endpoints.read(async (url) => url)).resolves.toBe(A);
    expect(health()).toEqual({ [A]: 'healthy' });
  });

  test('behavior: a write goes to one endpoint and is not repeated elsewhere when it fails', async () => {
    const { pool: endpoints } = pool([A, B, C]);
    const seen: string[] = [];
    const write = async (url: string) => {
      seen.push(url);
      throw new NetworkError({ cause: 'connection reset' });
    };
    await expect(endpoints.write(write)).rejects.toBeInstanceOf(NetworkError);
    expect(seen).toHaveLength(1);
  });

  test('behavior: every endpoint is asked whether it is on the network; another network is refused with the reason', async () => {
    const verdicts: Record<string, Verdict> = { [A]: { same: true }, [B]: { same: true }, [C]: { same: false, reason: OTHER_NETWORK } };
    const verify = vi.fn(async (url: string) => verdicts[url]!);
    const { pool: endpoints, status } = pool([A, B, C], { verify });
    expect(status(A).health).toBe('checking');
    await vi.advanceTimersByTimeAsync(0);
    expect(verify).toHaveBeenCalledTimes(3);
    expect(status(B).health).toBe('healthy');
    expect(status(C)).toMatchObject({ health: 'refused', reason: 'It is on network 5, not network 12345.' });
    const reached = new Set<string>();
    for (let index = 0; index < 30; index++) reached.add(await endpoints.read(async (url) => url));
    expect([...reached].sort()).toEqual([A, B]);
  });

  test.each([
    ['first', [A, B]],
    ['second', [B, A]],
  ])('behavior: with the %s endpoint of the list down, a call made at once waits for the other to be shown on the network and goes there', async (_, urls) => {
    const down = new NetworkError({ cause: new TypeError('Failed to fetch') });
    const verify = vi.fn(async (url: string): Promise<Verdict> => (url === A ? Promise.reject(down) : { same: true }));
    const { pool: endpoints, status } = pool(urls, { verify, baseOutMs: 1000 });
    const seen: string[] = [];
    await expect(endpoints.read(async (url) => (seen.push(url), url))).resolves.toBe(B);
    expect(seen).toEqual([B]);
    expect(status(A)).toMatchObject({ health: 'out', reason: 'Could not reach the node.' });
    expect(status(B).health).toBe('healthy');
  });

  test('behavior: an endpoint down when the page opened is used once it is back and shown on the network', async () => {
    let up = false;
    const verify = vi.fn(async (url: string): Promise<Verdict> => {
      if (url === A && !up) throw new NetworkError({ cause: 'down' });
      return { same: true };
    });
    const { pool: endpoints, status, advance } = pool([A, B], { verify, baseOutMs: 1000 });
    await expect(endpoints.read(async (url) => url)).resolves.toBe(B);
    up = true;
    await advance(1000);
    expect(verify).toHaveBeenLastCalledWith(A);
    expect(status(A).health).toBe('healthy');
    const reached = new Set<string>();
    for (let index = 0; index < 20; index++) reached.add(await endpoints.read(async (url) => url));
    expect([...reached].sort()).toEqual([A, B]);
  });

  test('error: with no endpoint answering, a call fails with the preferred endpoint\'s error, and asks them all again next time', async () => {
    const upUrls = new Set<string>();
    const errors = { [A]: new NetworkError({ cause: 'A down' }), [B]: new NetworkError({ cause: 'B down' }) };
    const verify = vi.fn(async (url: string): Promise<Verdict> => (upUrls.has(url) ? { same: true } : Promise.reject(errors[url as typeof A])));
    const { pool: endpoints, health } = pool([A, B], { verify, baseOutMs: 60_000 });
    await expect(endpoints.read(async (url) => url)).rejects.toBe(errors[A]);
    expect(health()).toEqual({ [A]: 'out', [B]: 'out' });
    // Long before their time out is over, the next call asks again: the page recovers as soon as one answers.
    upUrls.add(B);
    await expect(endpoints.read(async (url) => url)).resolves.toBe(B);
    // B's wait to be asked again is over; A, asked again and still down, waits anew.
    expect(vi.getTimerCount()).toBe(1);
  });

  test('error: an endpoint refused after it could not be asked leaves the error to the one still unreachable', async () => {
    const [downA, downB] = [new NetworkError({ cause: 'A down' }), new NetworkError({ cause: 'B down' })];
    let askedA = 0;
    const verify = async (url: string): Promise<Verdict> => {
      if (url === B) throw downB;
      askedA += 1;
      if (askedA === 1) throw downA;
      return { same: false, reason: OTHER_NETWORK };
    };
    const { pool: endpoints } = pool([A, B], { verify });
    await expect(endpoints.read(async (url) => url)).rejects.toBe(downA);
    await expect(endpoints.read(async (url) => url)).rejects.toBe(downB);
  });

  test('behavior: with the one endpoint in use out, a read goes to it, not to a refused one', async () => {
    const verify = async (url: string): Promise<Verdict> => (url === A ? { same: false, reason: OTHER_NETWORK } : { same: true });
    const { pool: endpoints, health } = pool([A, B], { verify });
    await vi.advanceTimersByTimeAsync(0);
    await expect(endpoints.read(async () => Promise.reject(new NetworkError({ cause: 'down' })))).rejects.toBeInstanceOf(NetworkError);
    expect(health()).toEqual({ [A]: 'refused', [B]: 'out' });
    const seen: string[] = [];
    await endpoints.read(async (url) => (seen.push(url), url));
    expect(seen).toEqual([B]);
  });

  test('behavior: a refused endpoint is not asked again when a call asks the others', async () => {
    let up = false;
    const down = new NetworkError({ cause: 'B down' });
    const verify = vi.fn(async (url: string): Promise<Verdict> => {
      if (url === A) return { same: false, reason: OTHER_NETWORK };
      return up ? { same: true } : Promise.reject(down);
    });
    const { pool: endpoints, status } = pool([A, B], { verify, baseOutMs: 60_000 });
    await expect(endpoints.read(async (url) => url)).rejects.toBe(down);
    up = true;
    await expect(endpoints.read(async (url) => url)).resolves.toBe(B);
    expect(verify.mock.calls.filter(([url]) => url === A)).toHaveLength(1);
    // Never measured: no answer time and no head.
    expect(status(A)).toStrictEqual({ url: A, calls: 0, health: 'refused', reason: 'It is on network 5, not network 12345.' });
  });

  test('error: with every endpoint refused, a call fails saying why each was', async () => {
    const verify = async (): Promise<Verdict> => ({ same: false, reason: OTHER_NETWORK });
    const { pool: endpoints } = pool([A, B], { verify });
    const failure = endpoints.read(async (url) => url);
    await expect(failure).rejects.toBeInstanceOf(NoEndpointError);
    await expect(failure).rejects.toMatchObject({ endpoints: [A, B].map((url) => ({ url, reason: OTHER_NETWORK })) });
    await expect(failure).rejects.toMatchObject({ details: `${A}: It is on network 5, not network 12345. ${B}: It is on network 5, not network 12345.` });
  });

  test('behavior: an endpoint that cannot be checked yet is asked again later, not refused', async () => {
    let reachable = false;
    const verify = vi.fn(async (url: string): Promise<Verdict> => (reachable || url === A ? { same: true } : { same: false, reason: { code: 'unreachable', error: new Error('down') } }));
    const { status, advance } = pool([A, B], { verify, baseOutMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(status(B)).toMatchObject({ health: 'out', reason: 'It did not answer: down' });
    reachable = true;
    await advance(1000);
    expect(status(B).health).toBe('healthy');
  });

  test('behavior: an endpoint\'s head only moves forward', () => {
    const { pool: endpoints, status } = pool([A]);
    endpoints.noteHead(A, 10n);
    endpoints.noteHead(A, 9n);
    expect(status(A).head).toBe(10n);
  });

  test('behavior: an answer that may only mean the endpoint is behind is asked of the other; it stands when the other has no better', async () => {
    const { pool: endpoints, health } = pool([A, B]);
    const notThere = new NodeError(-32000, "couldn't get block at height 11: not found", null);
    const seen: string[] = [];
    const behindA = async (url: string) => {
      seen.push(url);
      if (url === A) throw new AskElsewhere({ error: notThere });
      return 'block 11';
    };
    // The first draw picks A, a block behind: B has the block.
    await expect(endpoints.read(behindA)).resolves.toBe('block 11');
    expect(seen).toEqual([A, B]);
    // Neither has it: the answer is the one the last endpoint gave, and no endpoint is taken out for it.
    await expect(endpoints.read(async () => Promise.reject(new AskElsewhere({ error: notThere })))).rejects.toBe(notThere);
    await expect(endpoints.read(async (url) => Promise.reject(new AskElsewhere({ value: `${url}: null` })))).resolves.toMatch(/: null$/);
    expect(health()).toEqual({ [A]: 'healthy', [B]: 'healthy' });
  });

  test('behavior: a read made at a height is not sent to an endpoint known to be below it, per chain', async () => {
    const { pool: endpoints } = pool([A, B]);
    endpoints.noteHead(A, 10n);
    endpoints.noteHead(B, 11n);
    endpoints.noteHead(A, 500n, 'C');
    endpoints.noteHead(B, 499n, 'C');
    const reached = new Set<string>();
    for (let index = 0; index < 20; index++) reached.add(await endpoints.read(async (url) => url, { at: { chain: 'P', height: 11n } }));
    expect([...reached]).toEqual([B]);
    reached.clear();
    for (let index = 0; index < 20; index++) reached.add(await endpoints.read(async (url) => url, { at: { chain: 'C', height: 500n } }));
    expect([...reached]).toEqual([A]);
    // An endpoint whose head is not known yet may be there.
    reached.clear();
    for (let index = 0; index < 20; index++) reached.add(await endpoints.read(async (url) => url, { at: { chain: 'X', height: 1n } }));
    expect([...reached].sort()).toEqual([A, B]);
    // No endpoint is known to be there yet: any is asked.
    reached.clear();
    for (let index = 0; index < 20; index++) reached.add(await endpoints.read(async (url) => url, { at: { chain: 'P', height: 12n } }));
    expect([...reached].sort()).toEqual([A, B]);
  });

  test('behavior: an endpoint more than two blocks behind another is out, with the reason, until a probe finds it caught up', async () => {
    let stuckHead = 47n;
    // A block or two apart is how nodes of one network are.
    const { pool: near, status: nearStatus } = pool([A, B]);
    near.noteHead(A, 77n);
    near.noteHead(B, 75n);
    expect(nearStatus(B)).toMatchObject({ health: 'healthy', head: 75n });
    const { pool: stuck, status: stuckStatus, advance: later } = pool([A, B], { baseOutMs: 1000, probe: async () => stuckHead });
    stuck.noteHead(A, 77n);
    stuck.noteHead(B, 47n);
    expect(stuckStatus(B)).toMatchObject({ health: 'out', reason: '30 blocks behind another endpoint (at 47, P-Chain)' });
    for (let index = 0; index < 10; index++) expect(await stuck.read(async (url) => url)).toBe(A);
    // Probed back still stuck: out again, for longer.
    await later(1000);
    expect(stuckStatus(B).health).toBe('out');
    stuckHead = 78n;
    await later(2000);
    expect(stuckStatus(B)).toMatchObject({ health: 'healthy', head: 78n });
  });

  test('behavior: the answer time runs from sending (learning the dialect first is not counted), and a call never sent is no call', async () => {
    const { pool: endpoints, status, advance } = pool([A]);
    await endpoints.read(async (url, sending) => {
      await advance(500);
      sending();
      await advance(10);
      return url;
    });
    expect(status(A)).toMatchObject({ latencyMs: 10, calls: 1 });
    const notOffered = new AskElsewhere({ error: new Error('This node does not offer the key store.') });
    await expect(endpoints.read(async () => Promise.reject(notOffered))).rejects.toThrow('does not offer');
    expect(status(A).calls).toBe(1);
  });
});

describe('health, answer times and heads', () => {
  /** Reads until every endpoint has answered at least once, each taking its `latency` of pool time. */
  async function measure(endpoints: ReturnType<typeof pool>['pool'], attempt: (url: string) => Promise<string>) {
    for (let index = 0; index < 200 && endpoints.statuses().some((status) => status.calls === 0); index++) await endpoints.read(attempt);
  }

  test('behavior: an endpoint is slow when it answers over three times slower than the fastest, and over 100 ms', async () => {
    const factor = pool([A, B, C]);
    await measure(factor.pool, factor.answering({ [A]: 50, [B]: 150, [C]: 151 }));
    expect(factor.health()).toEqual({ [A]: 'healthy', [B]: 'healthy', [C]: 'slow' });
    const floor = pool([A, B, C]);
    await measure(floor.pool, floor.answering({ [A]: 10, [B]: 100, [C]: 101 }));
    expect(floor.health()).toEqual({ [A]: 'healthy', [B]: 'healthy', [C]: 'slow' });
  });

  test('behavior: an endpoint with no answer time yet does not stop a slow one being shown', async () => {
    const { pool: endpoints, answering, health, status } = pool([A, B, C]);
    const timed = answering({ [A]: 10, [B]: 200 });
    // C never sends the call (it lacks the API), so it is never timed.
    const attempt = async (url: string) => (url === C ? Promise.reject(new AskElsewhere({ value: 'not offered' })) : timed(url));
    for (let index = 0; index < 200 && (status(A).calls === 0 || status(B).calls === 0); index++) await endpoints.read(attempt);
    expect(status(C).latencyMs).toBeUndefined();
    expect(health()).toEqual({ [A]: 'healthy', [B]: 'slow', [C]: 'healthy' });
  });

  test('behavior: an endpoint that is out is not the fastest others are compared with', async () => {
    const { pool: endpoints, answering, health } = pool([A, B]);
    await measure(endpoints, answering({ [A]: 10, [B]: 200 }));
    expect(health()).toEqual({ [A]: 'healthy', [B]: 'slow' });
    // The first draw of this read picks A, which fails.
    await endpoints.read(async (url) => (url === A ? Promise.reject(new NetworkError({ cause: 'down' })) : url));
    expect(health()).toEqual({ [A]: 'out', [B]: 'healthy' });
  });

  test('behavior: the answer time is smoothed: a slower answer moves it part of the way', async () => {
    const { pool: endpoints, answering, status } = pool([A]);
    await endpoints.read(answering({ [A]: 100 }));
    expect(status(A).latencyMs).toBe(100);
    await endpoints.read(answering({ [A]: 200 }));
    expect(status(A).latencyMs).toBeGreaterThan(100);
    expect(status(A).latencyMs).toBeLessThan(200);
  });

  test('behavior: a node error is an answer and is timed; a transport failure is not', async () => {
    const { pool: endpoints, status, advance } = pool([A, B]);
    await expect(
      endpoints.read(async (url) => {
        if (url === B) return url;
        await advance(20);
        throw new NodeError(-32000, 'not found', null);
      }),
    ).rejects.toBeInstanceOf(NodeError);
    expect(status(A)).toMatchObject({ calls: 1, latencyMs: 20 });
    await endpoints.read(async (url) => (url === A ? Promise.reject(new NetworkError({ cause: 'down' })) : url));
    expect(status(A).calls).toBe(1);
    // Sent, then an answer that may only mean it is behind: that was a call.
    const behind = new AskElsewhere({ value: null });
    await expect(pool([A]).pool.read(async () => Promise.reject(behind))).resolves.toBeNull();
    const single = pool([A]);
    await single.pool.read(async (_url, sending) => {
      sending();
      throw behind;
    });
    expect(single.status(A).calls).toBe(1);
  });

  test('behavior: a very slow endpoint still gets a share of the reads, so it is measured again', async () => {
    const { pool: endpoints, answering } = pool([A, B]);
    const attempt = answering({ [A]: 10, [B]: 1_000 });
    await measure(endpoints, attempt);
    const counts: Record<string, number> = { [A]: 0, [B]: 0 };
    for (let index = 0; index < 400; index++) {
      const url = await endpoints.read(attempt);
      counts[url] = (counts[url] ?? 0) + 1;
    }
    // About a twentieth of the fastest one's.
    expect(counts[B]).toBeGreaterThanOrEqual(10);
    expect(counts[B]).toBeLessThan(40);
  });

  test('behavior: with every endpoint out, the one back soonest is asked', async () => {
    const { pool: endpoints } = pool([A, B], { baseOutMs: 1000 });
    const seen: string[] = [];
    const down = async (url: string) => {
      seen.push(url);
      return Promise.reject(new NetworkError({ cause: 'down' }));
    };
    await expect(endpoints.read(down)).rejects.toBeInstanceOf(NetworkError);
    await expect(endpoints.read(down)).rejects.toBeInstanceOf(NetworkError);
    // Both were out for 1 s, and the second read's one out again for 2 s: the other is back sooner.
    const againOut = itemAt(seen, 2);
    seen.length = 0;
    await expect(endpoints.read(down)).rejects.toBeInstanceOf(NetworkError);
    expect(seen).toEqual([againOut === A ? B : A]);
    // One wait each, not one per failure.
    expect(vi.getTimerCount()).toBe(2);
  });

  test('behavior: without a probe, an endpoint that failed is used again once its time out is over', async () => {
    const { pool: endpoints, advance, health } = pool([A, B], { baseOutMs: 1000 });
    expect(vi.getTimerCount()).toBe(0);
    await endpoints.read(async (url) => (url === A ? Promise.reject(new NetworkError({ cause: 'down' })) : url));
    expect(health()[A]).toBe('out');
    await advance(1000);
    expect(health()[A]).toBe('healthy');
  });

  test('error: with one endpoint refused and the other unreachable, a call fails with the unreachable one\'s error', async () => {
    const down = new NetworkError({ cause: 'B down' });
    const verify = async (url: string): Promise<Verdict> => (url === A ? { same: false, reason: OTHER_NETWORK } : Promise.reject(down));
    const { pool: endpoints } = pool([A, B], { verify });
    await expect(endpoints.read(async (url) => url)).rejects.toBe(down);
  });

  test('behavior: an endpoint is behind by the highest head of the others in use, on the chain named', async () => {
    const { pool: endpoints, status } = pool([A, B, C]);
    endpoints.noteHead(A, 100n);
    endpoints.noteHead(B, 99n);
    endpoints.noteHead(C, 97n);
    expect(status(C)).toMatchObject({ health: 'out', reason: '3 blocks behind another endpoint (at 97, P-Chain)' });
    endpoints.noteHead(A, 20n, '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5');
    endpoints.noteHead(B, 10n, '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5');
    expect(status(B)).toMatchObject({ health: 'out', reason: '10 blocks behind another endpoint (at 10, chain 2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5)' });
    // A head from a URL the pool does not have changes nothing.
    endpoints.noteHead('http://elsewhere.test', 500n);
    expect(status(A)).toMatchObject({ health: 'healthy', head: 100n });
  });

  test('behavior: a refused endpoint far ahead takes no other out', async () => {
    const verify = async (url: string): Promise<Verdict> => (url === C ? { same: false, reason: OTHER_NETWORK } : { same: true });
    const { pool: endpoints, status } = pool([A, B, C], { verify });
    await vi.advanceTimersByTimeAsync(0);
    endpoints.noteHead(C, 1_000n);
    endpoints.noteHead(A, 10n);
    expect(status(A)).toMatchObject({ health: 'healthy', head: 10n });
  });

  test('behavior: listeners hear of each change until they unsubscribe', async () => {
    const { pool: endpoints } = pool([A]);
    const listener = vi.fn();
    const unsubscribe = endpoints.subscribe(listener);
    endpoints.noteHead(A, 1n);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    endpoints.noteHead(A, 2n);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('behavior: a disposed pool has no timer left, asks nothing more and tells no listener', async () => {
    let answerA: (verdict: Verdict) => void = () => undefined;
    const verify = vi.fn(async (url: string): Promise<Verdict> => {
      if (url === A) return new Promise<Verdict>((resolve) => (answerA = resolve));
      if (url === C) throw new NetworkError({ cause: 'down' });
      return { same: true };
    });
    const probe = vi.fn(async () => 10n);
    const blockAt = vi.fn(async () => 'block');
    const { pool: endpoints, status, advance } = pool([A, B, C], { verify, probe, blockAt, baseOutMs: 1000, chainCheckMs: 5000 });
    await vi.advanceTimersByTimeAsync(0);
    // Waiting: for A (the first answer's grace), to ask C again, to compare the chains again.
    expect(vi.getTimerCount()).toBe(3);
    const listener = vi.fn();
    endpoints.subscribe(listener);
    endpoints.dispose();
    expect(vi.getTimerCount()).toBe(0);
    answerA({ same: true });
    endpoints.noteHead(B, 5n);
    await advance(60_000);
    expect(listener).not.toHaveBeenCalled();
    expect(status(A).health).toBe('checking');
    expect(verify).toHaveBeenCalledTimes(3);
    expect([probe, blockAt].map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
  });

  test('default: without a clock and timers of its own, the pool takes the host\'s', async () => {
    const probe = vi.fn(async () => 7n);
    const endpoints = createEndpointPool([A], { probe, baseOutMs: 1000 });
    await expect(endpoints.read(async () => Promise.reject(new NetworkError({ cause: 'down' })))).rejects.toBeInstanceOf(NetworkError);
    expect(endpoints.statuses()[0]?.health).toBe('out');
    await vi.advanceTimersByTimeAsync(999);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(endpoints.statuses()[0]).toMatchObject({ health: 'healthy', head: 7n });
    await expect(endpoints.read(async () => Promise.reject(new NetworkError({ cause: 'down' })))).rejects.toBeInstanceOf(NetworkError);
    endpoints.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('error: a pool of no endpoints', () => {
    expect(() => createEndpointPool([])).toThrow('an endpoint pool needs at least one endpoint');
  });
});

describe('writes', () => {
  test('behavior: a write one endpoint cannot send (it lacks the API) goes to another; one it sent is never sent again', async () => {
    const { pool: endpoints } = pool([A, B]);
    const seen: string[] = [];
    const notOffered = new Error('This node does not offer the key store.');
    const lacking = new AskElsewhere({ error: notOffered });
    // The first draw picks A.
    await expect(endpoints.write(async (url) => (seen.push(url), url === A ? Promise.reject(lacking) : url))).resolves.toBe(B);
    expect(seen).toEqual([A, B]);
    seen.length = 0;
    const sentThenBehind = async (url: string, sending: () => void) => {
      seen.push(url);
      sending();
      throw new AskElsewhere({ value: 'as it stands' });
    };
    await expect(endpoints.write(sentThenBehind)).resolves.toBe('as it stands');
    expect(seen).toHaveLength(1);
    // No endpoint has the API: the answer is the last one's.
    await expect(pool([A]).pool.write(async () => Promise.reject(lacking))).rejects.toBe(notOffered);
  });

  test('behavior: a write failing in transport takes its endpoint out; a node error does not', async () => {
    const { pool: endpoints, health } = pool([A, B]);
    await expect(endpoints.write(async () => Promise.reject(new NodeError(-32000, 'insufficient funds', null)))).rejects.toBeInstanceOf(NodeError);
    expect(health()).toEqual({ [A]: 'healthy', [B]: 'healthy' });
    await expect(endpoints.write(async () => Promise.reject(new HttpError(503, 'unavailable')))).rejects.toBeInstanceOf(HttpError);
    expect(Object.values(health()).sort()).toEqual(['healthy', 'out']);
  });
});

describe('the endpoints\' chains', () => {
  /** Each endpoint's P-Chain: the blocks all have below its fork height, its own from there. */
  function chains(heads: Record<string, bigint>, forks: Record<string, bigint> = {}) {
    const asked: Array<[string, bigint]> = [];
    return {
      asked,
      heads,
      forks,
      probe: async (url: string) => heads[url]!,
      blockAt: async (url: string, height: bigint) => {
        asked.push([url, height]);
        if (height > heads[url]!) throw new NodeError(-32000, 'not found', null);
        return forks[url] !== undefined && height >= forks[url] ? `${url} ${height}` : `block ${height}`;
      },
    };
  }
  const onNetwork = async (): Promise<Verdict> => ({ same: true });
  const reachedBy = async (endpoints: ReturnType<typeof pool>['pool']) => {
    const reached = new Set<string>();
    for (let index = 0; index < 30; index++) reached.add(await endpoints.read(async (url) => url));
    return [...reached].sort();
  };

  test('error: an endpoint on another chain than most is refused with the first height where its blocks differ, found in a few calls', async () => {
    const chain = chains({ [A]: 100n, [B]: 101n, [C]: 500n }, { [C]: 37n });
    const { pool: endpoints, status, reasonOf } = pool([A, B, C], { verify: onNetwork, ...chain });
    await vi.advanceTimersByTimeAsync(0);
    expect(status(C)).toMatchObject({ health: 'refused', reason: expect.stringMatching(/^On another chain since height 37: .* most nodes \(2 of 3\)/) });
    expect(reasonOf(C)).toEqual({ code: 'other-chain-than-most', since: 37n, most: 2, of: 3 });
    expect(await reachedBy(endpoints)).toEqual([A, B]);
    // Compared at the highest height all have and at the genesis, then halved down to the fork.
    expect(chain.asked.filter(([url]) => url === C).slice(0, 2)).toEqual([[C, 100n], [C, 0n]]);
    expect(chain.asked.filter(([url]) => url === C).length).toBeLessThanOrEqual(2 + Math.ceil(Math.log2(100)));
    // A block never changes: no endpoint is asked twice for one height.
    expect(new Set(chain.asked.map(String)).size).toBe(chain.asked.length);
  });

  test.each([
    ['the first', 0, 50],
    ['the second', 50, 0],
  ])('error: of two endpoints on different chains, the one first in the list is taken as right (%s in the list answering first), and the reason says so', async (_, delayA, delayB) => {
    const chain = chains({ [A]: 100n, [B]: 100n }, { [B]: 60n });
    const delays: Record<string, number> = { [A]: delayA, [B]: delayB };
    const later = async (url: string) => new Promise((wake) => setTimeout(wake, delays[url]));
    const verify = async (url: string): Promise<Verdict> => {
      await later(url);
      return { same: true };
    };
    // The one answering first tells its block first too.
    const blockAt = async (url: string, height: bigint) => (await later(url), chain.blockAt(url, height));
    const { pool: endpoints, status, reasonOf, advance } = pool([A, B], { verify, ...chain, blockAt });
    await advance(1000);
    expect(reasonOf(B)).toEqual({ code: 'other-chain-than-first', since: 60n, first: A });
    expect(status(B)).toMatchObject({ health: 'refused', reason: `On another chain since height 60: its P-Chain blocks from there differ from those of ${A}, taken as right as it comes first in the list (as many nodes are on each chain).` });
    expect(await reachedBy(endpoints)).toEqual([A]);
  });

  test.each([
    ['its heads', 5, 37n],
    ['their blocks at the height all have', 15, 37n],
    ['the genesis blocks', 25, 0n],
    ['the blocks since they agreed', 25, 37n],
  ])('behavior: a pool disposed while it asks for %s refuses no endpoint and asks for nothing more', async (_, disposeAt, fork) => {
    const chain = chains({ [A]: 100n, [B]: 100n, [C]: 100n }, { [C]: fork });
    // Each answer takes 10 ms.
    const slowly = <T>(answer: () => Promise<T>) => new Promise<T>((resolve, reject) => setTimeout(() => void answer().then(resolve, reject), 10));
    const probe = (url: string) => slowly(() => chain.probe(url));
    const blockAt = vi.fn((url: string, height: bigint) => slowly(() => chain.blockAt(url, height)));
    const { pool: endpoints, status, advance } = pool([A, B, C], { verify: onNetwork, probe, blockAt });
    await advance(disposeAt);
    endpoints.dispose();
    const asked = blockAt.mock.calls.length;
    await advance(1000);
    expect(status(C).health).not.toBe('refused');
    if (disposeAt < 20) expect(blockAt).toHaveBeenCalledTimes(asked);
  });

  test('error: of three endpoints on each chain, the chain of the one first in the list is right, and the reason names that one, though it answers neither first nor last', async () => {
    const F = 'http://f.test';
    const forked = new Set([C, D, F]);
    const delays: Record<string, number> = { [A]: 20, [E]: 40 };
    const blockAt = async (url: string, height: bigint) => {
      await new Promise((wake) => setTimeout(wake, delays[url] ?? 0));
      return forked.has(url) && height >= 60n ? `fork ${height}` : `block ${height}`;
    };
    const { pool: endpoints, status, advance } = pool([A, B, C, D, E, F], { verify: onNetwork, probe: async () => 100n, blockAt });
    await advance(1000);
    const reason = `On another chain since height 60: its P-Chain blocks from there differ from those of ${A}, taken as right as it comes first in the list (as many nodes are on each chain).`;
    expect([C, D, F].map(status)).toEqual([C, D, F].map(() => expect.objectContaining({ health: 'refused', reason })));
    expect(await reachedBy(endpoints)).toEqual([A, B, E]);
  });

  test('error: a node of the network ID with another genesis block is refused as a node of another network', async () => {
    const chain = chains({ [A]: 100n, [B]: 100n, [C]: 100n }, { [C]: 0n });
    const { status } = pool([A, B, C], { verify: onNetwork, ...chain });
    await vi.advanceTimersByTimeAsync(0);
    expect(status(C)).toMatchObject({ health: 'refused', reason: 'It is on another network: its P-Chain starts with a different genesis block.' });
  });

  test('behavior: the first endpoint to answer waits a moment for the others, then is used alone', async () => {
    const chain = chains({ [A]: 100n, [B]: 100n });
    const verify = async (url: string): Promise<Verdict> => (url === A ? new Promise<Verdict>(() => undefined) : { same: true });
    const { pool: endpoints, status, advance } = pool([A, B], { verify, ...chain });
    const read = endpoints.read(async (url) => url);
    await advance(FIRST_ANSWER_GRACE_MS - 1);
    expect(status(B).health).toBe('checking');
    await advance(1);
    await expect(read).resolves.toBe(B);
    expect(status(A).health).toBe('checking');
  });

  test('behavior: while as many endpoints are on each chain, one not heard from yet is waited for before one is refused', async () => {
    const chain = chains({ [A]: 100n, [B]: 100n, [C]: 100n }, { [C]: 42n });
    const delays: Record<string, number> = { [A]: 10, [B]: 500, [C]: 0 };
    const verify = async (url: string): Promise<Verdict> => {
      await new Promise((wake) => setTimeout(wake, delays[url]));
      return { same: true };
    };
    const { status, advance } = pool([A, B, C], { verify, ...chain });
    await advance(10);
    expect([status(A).health, status(C).health]).toEqual(['checking', 'checking']);
    // The one on the other chain answered first, yet most of them decide.
    await advance(490);
    expect(status(C)).toMatchObject({ health: 'refused', reason: expect.stringMatching(/^On another chain since height 42: .*most nodes \(2 of 3\)/) });
    expect([status(A).health, status(B).health]).toEqual(['healthy', 'healthy']);
  });

  test('behavior: an endpoint that answers after the first is in use is used at once, not after a wait', async () => {
    const chain = chains({ [A]: 100n, [B]: 100n, [C]: 100n });
    const delays: Record<string, number> = { [A]: 0, [B]: 2000, [C]: 1_000_000 };
    const verify = async (url: string): Promise<Verdict> => {
      await new Promise((wake) => setTimeout(wake, delays[url]));
      return { same: true };
    };
    const { status, advance } = pool([A, B, C], { verify, ...chain });
    await advance(FIRST_ANSWER_GRACE_MS);
    expect(status(A).health).toBe('healthy');
    await advance(2000 - FIRST_ANSWER_GRACE_MS);
    expect(status(B).health).toBe('healthy');
  });

  test('behavior: two endpoints on different chains, a third not heard from: the first in the list is used, and the other refused only once the third decides', async () => {
    const chain = chains({ [A]: 100n, [B]: 100n, [C]: 100n }, { [C]: 42n });
    const delays: Record<string, number> = { [A]: 0, [B]: 1500, [C]: 0 };
    const verify = async (url: string): Promise<Verdict> => {
      await new Promise((wake) => setTimeout(wake, delays[url]));
      return { same: true };
    };
    const { status, advance } = pool([A, B, C], { verify, ...chain });
    await advance(FIRST_ANSWER_GRACE_MS);
    expect([status(A).health, status(C).health]).toEqual(['healthy', 'checking']);
    await advance(500);
    expect(status(C)).toMatchObject({ health: 'refused', reason: expect.stringMatching(/^On another chain since height 42: .*most nodes \(2 of 3\)/) });
  });

  test('behavior: an endpoint refused for its place in the list is taken back once a third, out at first, comes back on its chain; the first in the list is then refused', async () => {
    const chain = chains({ [A]: 100n, [B]: 100n, [C]: 100n }, { [A]: 42n });
    let cDown = true;
    const verify = async (url: string): Promise<Verdict> => {
      if (url === C && cDown) throw new NetworkError({ cause: 'down' });
      return { same: true };
    };
    const { pool: endpoints, status, advance } = pool([A, B, C], { verify, ...chain, baseOutMs: 2000 });
    await advance(0);
    expect(status(C).health).toBe('out');
    expect(status(B)).toMatchObject({ health: 'refused', reason: expect.stringMatching(/^On another chain since height 42: .* taken as right as it comes first in the list/) });
    expect(await reachedBy(endpoints)).toEqual([A]);
    cDown = false;
    await advance(2000);
    expect(status(A)).toMatchObject({ health: 'refused', reason: expect.stringMatching(/^On another chain since height 42: .*most nodes \(2 of 3\)/) });
    expect([status(B).health, status(C).health]).toEqual(['healthy', 'healthy']);
    expect(await reachedBy(endpoints)).toEqual([B, C]);
  });

  test('behavior: an endpoint taken back is refused for its place in the list again when it later parts from one before it', async () => {
    const chain = chains({ [A]: 100n, [C]: 100n, [B]: 100n }, { [A]: 42n });
    let cDown = true;
    const verify = async (url: string): Promise<Verdict> => {
      if (url === C && cDown) throw new NetworkError({ cause: 'down' });
      return { same: true };
    };
    const { status, advance } = pool([A, C, B], { verify, ...chain, baseOutMs: 2000, chainCheckMs: 180_000 });
    await advance(0);
    expect(status(B).reason).toMatch(/comes first in the list/);
    cDown = false;
    await advance(2000);
    expect(status(B).health).toBe('healthy');
    // Then B's chain parts from C's, C coming first in the list.
    Object.assign(chain.heads, { [C]: 200n, [B]: 200n });
    chain.forks[B] = 150n;
    await advance(180_000);
    expect(status(B)).toMatchObject({ health: 'refused', reason: `On another chain since height 150: its P-Chain blocks from there differ from those of ${C}, taken as right as it comes first in the list (as many nodes are on each chain).` });
    expect(status(C).health).toBe('healthy');
  });

  test('behavior: two endpoints on different chains stay as the list decides when compared again, without asking again where they part', async () => {
    const chain = chains({ [A]: 100n, [B]: 100n }, { [B]: 60n });
    const { status, advance } = pool([A, B], { verify: onNetwork, ...chain, chainCheckMs: 180_000 });
    await advance(0);
    const reason = status(B).reason;
    expect(status(B).health).toBe('refused');
    chain.asked.length = 0;
    await advance(180_000);
    expect(status(B)).toMatchObject({ health: 'refused', reason });
    // Only the blocks at the height all have: the height where they part is not looked for again.
    expect(chain.asked.map(([, height]) => height)).toEqual([100n, 100n]);
  });

  test('behavior: most endpoints outweigh the one first in the list', async () => {
    const chain = chains({ [A]: 100n, [B]: 100n, [C]: 100n }, { [A]: 10n });
    const { status } = pool([A, B, C], { verify: onNetwork, ...chain });
    await vi.advanceTimersByTimeAsync(0);
    expect(status(A)).toMatchObject({ health: 'refused', reason: expect.stringMatching(/^On another chain since height 10: .*most nodes \(2 of 3\)/) });
    expect([status(B).health, status(C).health]).toEqual(['healthy', 'healthy']);
  });

  test('behavior: the chains are compared again every few minutes, from the height where they last agreed', async () => {
    const chain = chains({ [A]: 100n, [B]: 100n });
    const { pool: endpoints, status, advance } = pool([A, B], { verify: onNetwork, ...chain, chainCheckMs: 180_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(status(B).health).toBe('healthy');
    Object.assign(chain.heads, { [A]: 200n, [B]: 230n });
    chain.forks[B] = 150n;
    chain.asked.length = 0;
    await advance(179_999);
    expect(status(B).health).toBe('healthy');
    await advance(1);
    expect(status(B)).toMatchObject({ health: 'refused', reason: expect.stringMatching(/^On another chain since height 150:/) });
    // Only heights above the one they agreed at are asked.
    expect(chain.asked.every(([, height]) => height > 100n)).toBe(true);
    expect(await reachedBy(endpoints)).toEqual([A]);
  });

  test('error: an endpoint that cannot tell its head or its block during a comparison is out with the reason, not refused', async () => {
    const chain = chains({ [A]: 100n, [B]: 100n, [C]: 100n, [D]: 100n });
    const down = new NetworkError({ cause: 'down' });
    const probe = async (url: string) => (url === C ? Promise.reject(down) : chain.probe(url));
    const blockAt = async (url: string, height: bigint) => (url === D ? Promise.reject(down) : chain.blockAt(url, height));
    const { status, health } = pool([A, B, C, D], { verify: onNetwork, probe, blockAt });
    await vi.advanceTimersByTimeAsync(0);
    expect(health()).toEqual({ [A]: 'healthy', [B]: 'healthy', [C]: 'out', [D]: 'out' });
    expect(status(C).reason).toBe('Could not reach the node.');
  });

  test('error: when no endpoint can tell its block, a call fails with the first one\'s error', async () => {
    const chain = chains({ [A]: 100n, [B]: 100n });
    const errors = { [A]: new NetworkError({ cause: 'A down' }), [B]: new NetworkError({ cause: 'B down' }) };
    const { pool: endpoints } = pool([A, B], { verify: onNetwork, probe: chain.probe, blockAt: async (url) => Promise.reject(errors[url as typeof A]) });
    await expect(endpoints.read(async (url) => url)).rejects.toBe(errors[A]);
  });

  test('error: an endpoint on another chain that cannot tell its genesis block is out, not refused', async () => {
    const chain = chains({ [A]: 100n, [B]: 100n, [C]: 100n }, { [C]: 50n });
    const blockAt = async (url: string, height: bigint) => (url === C && height === 0n ? Promise.reject(new NetworkError({ cause: 'down' })) : chain.blockAt(url, height));
    const { status } = pool([A, B, C], { verify: onNetwork, probe: chain.probe, blockAt });
    await vi.advanceTimersByTimeAsync(0);
    expect(status(C)).toMatchObject({ health: 'out', reason: 'Could not reach the node.' });
  });

  test('behavior: the one endpoint on the network is used without asking its head', async () => {
    const verify = async (url: string): Promise<Verdict> => (url === A ? { same: true } : { same: false, reason: OTHER_NETWORK });
    const probe = vi.fn(async () => Promise.reject(new NetworkError({ cause: 'down' })));
    const { pool: endpoints } = pool([A, B], { verify, probe, blockAt: async () => 'block' });
    await expect(endpoints.read(async (url) => url)).resolves.toBe(A);
    expect(probe).not.toHaveBeenCalled();
  });

  test('behavior: two endpoints on one other chain are each compared with the blocks of the one taken as right, asked once per height', async () => {
    const chain = chains({ [A]: 100n, [B]: 100n, [C]: 100n, [D]: 100n, [E]: 100n }, { [D]: 37n, [E]: 37n });
    const { status } = pool([A, B, C, D, E], { verify: onNetwork, ...chain });
    await vi.advanceTimersByTimeAsync(0);
    expect([D, E].map((url) => status(url).reason)).toEqual([D, E].map(() => expect.stringMatching(/^On another chain since height 37: .*most nodes \(3 of 5\)/)));
    expect(new Set(chain.asked.map(String)).size).toBe(chain.asked.length);
  });

  test('behavior: as many endpoints on each chain: the side with the one first in the list is right, however the others are placed', async () => {
    const forked = new Set([B, C]);
    const blockAt = async (url: string, height: bigint) => (forked.has(url) && height >= 60n ? `fork ${height}` : `block ${height}`);
    const { status, health } = pool([A, B, C, D], { verify: onNetwork, probe: async () => 100n, blockAt });
    await vi.advanceTimersByTimeAsync(0);
    expect(health()).toEqual({ [A]: 'healthy', [B]: 'refused', [C]: 'refused', [D]: 'healthy' });
    expect(status(B).reason).toMatch(`differ from those of ${A}, taken as right as it comes first in the list`);
  });

  test('behavior: a refused endpoint is not asked again when the chains are compared again', async () => {
    const chain = chains({ [A]: 100n, [B]: 100n, [C]: 100n }, { [C]: 50n });
    const probe = vi.fn(chain.probe);
    const { status, advance } = pool([A, B, C], { verify: onNetwork, ...chain, probe, chainCheckMs: 5000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(status(C).health).toBe('refused');
    chain.asked.length = 0;
    probe.mockClear();
    await advance(5000);
    expect(probe.mock.calls.map(([url]) => url).sort()).toEqual([A, B]);
    expect(chain.asked.filter(([url]) => url === C)).toEqual([]);
  });

  test('behavior: an endpoint out when a comparison refuses it is not probed when its time out ends', async () => {
    const chain = chains({ [A]: 100n, [B]: 100n, [C]: 100n });
    const probe = vi.fn(chain.probe);
    // Each block takes 10 ms to come.
    const blockAt = async (url: string, height: bigint) => (await new Promise((wake) => setTimeout(wake, 10)), chain.blockAt(url, height));
    const { pool: endpoints, status, advance } = pool([A, B, C], { verify: onNetwork, ...chain, probe, blockAt, chainCheckMs: 5000, baseOutMs: 1000 });
    await advance(100);
    chain.forks[C] = 50n;
    await advance(4900);
    // The comparison has begun; C falls behind while it waits for the blocks.
    endpoints.noteHead(A, 200n);
    endpoints.noteHead(C, 100n);
    expect(status(C).health).toBe('out');
    await advance(500);
    expect(status(C).health).toBe('refused');
    probe.mockClear();
    await advance(5000);
    expect(probe.mock.calls.map(([url]) => url)).not.toContain(C);
  });

  test('behavior: an endpoint that cannot be asked again starts no comparison of the others', async () => {
    const chain = chains({ [A]: 100n, [B]: 100n, [C]: 100n }, { [C]: 50n });
    const probe = vi.fn(chain.probe);
    const verify = vi.fn(async (url: string): Promise<Verdict> => (url === D ? Promise.reject(new NetworkError({ cause: 'down' })) : { same: true }));
    const { health, advance } = pool([A, B, C, D], { verify, ...chain, probe, baseOutMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(health()).toEqual({ [A]: 'healthy', [B]: 'healthy', [C]: 'refused', [D]: 'out' });
    probe.mockClear();
    await advance(1000);
    expect(verify.mock.calls.filter(([url]) => url === D)).toHaveLength(2);
    expect(probe).not.toHaveBeenCalled();
  });

  test('behavior: an endpoint refused while a call asks it again keeps the reason it was refused with', async () => {
    const chain = chains({ [A]: 100n, [B]: 100n, [C]: 100n }, { [C]: 50n });
    const verify = byHand<Verdict>();
    const { pool: endpoints, status, advance } = pool([A, B, C], { verify: verify.ask, ...chain });
    verify.answer(A, { same: true });
    verify.answer(C, { same: true });
    await advance(0);
    // A call made while none is in use asks A and C again and waits for B.
    const read = endpoints.read(async (url) => url);
    await advance(0);
    verify.answer(B, { same: true });
    await advance(0);
    expect(status(C)).toMatchObject({ health: 'refused', reason: expect.stringMatching(/^On another chain since height 50:/) });
    await expect(read).resolves.toMatch(/^http:\/\/[ab]\.test$/);
    verify.answer(C, { same: false, reason: OTHER_NETWORK });
    await advance(0);
    expect(status(C).reason).toMatch(/^On another chain since height 50:/);
  });

  test('behavior: an endpoint that fails while a call is asking it again is not probed when its time out ends, once that ask has answered', async () => {
    const verify = byHand<Verdict>();
    const probe = byHand<bigint>();
    const { pool: endpoints, status, advance } = pool([A, B], { verify: verify.ask, probe: probe.ask, blockAt: async () => 'block', baseOutMs: 1000 });
    verify.answer(A, { same: true });
    await advance(0);
    // A call made while none is in use asks A again; then B answers and both fail to tell their heads.
    const read = endpoints.read(async (url) => url);
    await advance(0);
    verify.answer(B, { same: true });
    await advance(0);
    probe.fail(A, new NetworkError({ cause: 'A down' }));
    probe.fail(B, new NetworkError({ cause: 'B down' }));
    await advance(0);
    expect([status(A).health, status(B).health]).toEqual(['out', 'out']);
    // Another call while A's second ask is out: it asks B again (which never answers) and waits for A.
    void endpoints.read(async (url) => url);
    await advance(0);
    verify.answer(A, { same: true });
    await expect(read).resolves.toBe(A);
    probe.ask.mockClear();
    await advance(5000);
    expect(probe.ask).not.toHaveBeenCalled();
  });

  test('default: endpoints on one chain, some blocks apart, are all used', async () => {
    const chain = chains({ [A]: 100n, [B]: 99n });
    const { pool: endpoints } = pool([A, B], { verify: onNetwork, ...chain });
    expect(await reachedBy(endpoints)).toEqual([A, B]);
  });
});

/** Answers that a test gives by hand, in the order they were asked for, per URL. */
function byHand<T>() {
  const pending = new Map<string, Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }>>();
  const ask = vi.fn(
    (url: string) =>
      new Promise<T>((resolve, reject) => {
        pending.set(url, [...(pending.get(url) ?? []), { resolve, reject }]);
      }),
  );
  const next = (url: string) => {
    const [first, ...rest] = pending.get(url) ?? [];
    if (!first) throw new Error(`nothing asked of ${url}`);
    pending.set(url, rest);
    return first;
  };
  return { ask, answer: (url: string, value: T) => next(url).resolve(value), fail: (url: string, error: unknown) => next(url).reject(error) };
}

describe('time outs, disposal and listeners', () => {
  test('behavior: once its time out is over, an endpoint takes reads again while the probe that would bring it back has not answered', async () => {
    const probe = byHand<bigint>();
    const { pool: endpoints, advance } = pool([A, B], { probe: probe.ask, baseOutMs: 1000 });
    // The first draw picks A, which fails.
    await endpoints.read(async (url) => (url === A ? Promise.reject(new NetworkError({ cause: 'down' })) : url));
    await advance(999);
    const before = new Set<string>();
    for (let index = 0; index < 20; index++) before.add(await endpoints.read(async (url) => url));
    expect([...before]).toEqual([B]);
    await advance(1);
    expect(probe.ask).toHaveBeenCalledWith(A);
    const after = new Set<string>();
    for (let index = 0; index < 20; index++) after.add(await endpoints.read(async (url) => url));
    expect([...after].sort()).toEqual([A, B]);
  });

  test('behavior: a read failing after the pool is disposed starts no probe', async () => {
    const probe = vi.fn(async () => 1n);
    const { pool: endpoints, advance } = pool([A], { probe, baseOutMs: 1000 });
    let fail: (error: unknown) => void = () => undefined;
    const read = endpoints.read(() => new Promise((_, reject) => (fail = reject)));
    await advance(0);
    endpoints.dispose();
    fail(new NetworkError({ cause: 'down' }));
    await expect(read).rejects.toBeInstanceOf(NetworkError);
    await advance(60_000);
    expect(probe).not.toHaveBeenCalled();
  });

  test('error: a call after the pool is disposed asks no endpoint and says why none is in use', async () => {
    const verify = byHand<Verdict>();
    const { pool: endpoints, advance } = pool([A], { verify: verify.ask });
    endpoints.dispose();
    verify.answer(A, { same: true });
    await advance(0);
    await expect(endpoints.read(async (url) => url)).rejects.toMatchObject({ details: `${A}: not checked yet` });
    expect(verify.ask).toHaveBeenCalledTimes(1);
    // One that could not be asked before gives its error.
    const down = new NetworkError({ cause: 'B down' });
    const second = byHand<Verdict>();
    const both = pool([A, B], { verify: second.ask });
    second.fail(B, down);
    await advance(0);
    both.pool.dispose();
    second.answer(A, { same: true });
    await advance(0);
    await expect(both.pool.read(async (url) => url)).rejects.toBe(down);
  });

  test('behavior: listeners hear of a new P-Chain head, not of the same head again or of another chain\'s', () => {
    const { pool: endpoints } = pool([A]);
    const listener = vi.fn();
    endpoints.subscribe(listener);
    endpoints.noteHead(A, 5n);
    endpoints.noteHead(A, 5n);
    endpoints.noteHead(A, 4n);
    endpoints.noteHead(A, 500n, 'C');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('behavior: a late answer with a head well below the endpoint\'s own does not take it out', () => {
    const { pool: endpoints, status } = pool([A]);
    endpoints.noteHead(A, 10n);
    endpoints.noteHead(A, 5n);
    expect(status(A)).toMatchObject({ health: 'healthy', head: 10n });
  });

  test('behavior: a read at a height goes to an endpoint whose head is not known as to one known to be there', async () => {
    const { pool: endpoints } = pool([A, B]);
    endpoints.noteHead(A, 10n);
    const reached = new Set<string>();
    for (let index = 0; index < 20; index++) reached.add(await endpoints.read(async (url) => url, { at: { chain: 'P', height: 5n } }));
    expect([...reached].sort()).toEqual([A, B]);
  });

  test('behavior: a node error is timed from when the call was made, at any time', async () => {
    const { pool: endpoints, status, advance } = pool([A]);
    await advance(5000);
    await expect(
      endpoints.read(async () => {
        await advance(20);
        throw new NodeError(-32000, 'not found', null);
      }),
    ).rejects.toBeInstanceOf(NodeError);
    expect(status(A).latencyMs).toBe(20);
  });

  test('behavior: a draw at the very top of the range, past every share by rounding, goes to the last endpoint', async () => {
    let draw = 0;
    const { pool: endpoints, answering } = pool([A, B, C], { random: () => draw });
    const attempt = answering({ [A]: 5, [B]: 4, [C]: 12 });
    // Not measured yet, each has an even share: these draws pick A, B and C.
    for (const value of [0, 0.5, 0.9]) {
      draw = value;
      await endpoints.read(attempt);
    }
    draw = 1 - 2 ** -53;
    await expect(endpoints.read(attempt)).resolves.toBe(C);
  });
});

test('firstDifference: the first height where they differ, given where they agree and where they differ', async () => {
  const fork = 700_001n;
  let calls = 0;
  const same = async (height: bigint) => (calls++, height < fork);
  await expect(firstDifference(0n, 1_000_000n, same)).resolves.toBe(fork);
  expect(calls).toBeLessThanOrEqual(20);
  await expect(firstDifference(fork - 1n, fork, same)).resolves.toBe(fork);
});

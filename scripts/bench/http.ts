import { Agent, request } from 'node:http';

const CONCURRENCY = 32;
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

export const destroyAgent = (): void => agent.destroy();

export function post(port: number, body: string, path = '/ext/bc/P'): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks).toString()));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export function rpc(method: string, params: object = {}): string {
  return JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
}

/** A call's result, or an error naming the method when the node answers with an error. */
export async function call<T>(port: number, method: string, params: object = {}, path?: string): Promise<T> {
  const answer = JSON.parse(await post(port, rpc(method, params), path)) as { result?: T; error?: { message: string } };
  if (answer.error || answer.result === undefined) throw new Error(`${method}: ${answer.error?.message ?? 'no result'}`);
  return answer.result;
}

/** Requests per second for `seconds`, with 32 requests in flight over keep-alive connections. */
export async function throughput(port: number, body: string, seconds: number, path?: string): Promise<number> {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (Date.now() < until) {
      await post(port, body, path);
      done++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return done / seconds;
}

/** Wall time of each request, sent for `seconds` by `concurrency` loops; or `count` requests one at a time. */
export async function timings(port: number, body: string, until: { seconds: number; concurrency: number } | { count: number }): Promise<number[]> {
  const times: number[] = [];
  const timed = async () => {
    const started = performance.now();
    await post(port, body);
    times.push(performance.now() - started);
  };
  if ('count' in until) {
    for (let i = 0; i < until.count; i++) await timed();
    return times;
  }
  const end = Date.now() + until.seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) await timed();
  };
  await Promise.all(Array.from({ length: until.concurrency }, worker));
  return times;
}

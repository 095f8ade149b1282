import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One JSON-RPC call as a simulated node receives it. */
export interface RpcRequest {
  id: unknown;
  method: string;
  params: unknown[];
}

/**
 * A node simulated on loopback, for figures over more blocks than the devnet makes in a bench run:
 * each call, alone or in a batch, is answered by `answer` (a whole response object).
 */
export async function serveSimulatedNode(answer: (request: RpcRequest) => unknown): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const parsed = JSON.parse(text) as RpcRequest | RpcRequest[];
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A fetch that counts the HTTP requests it sends and the JSON-RPC calls in them (a batch counts each). */
export function countingFetch(): { fetch: typeof fetch; calls: () => number; requests: () => number } {
  let calls = 0;
  let requests = 0;
  const counting: typeof fetch = (input, init) => {
    requests += 1;
    const body = JSON.parse(String(init?.body)) as unknown;
    calls += Array.isArray(body) ? body.length : 1;
    return fetch(input, init);
  };
  return { fetch: counting, calls: () => calls, requests: () => requests };
}

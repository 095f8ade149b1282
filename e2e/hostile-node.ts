import { createServer, type IncomingMessage, type Server } from 'node:http';
import { NODE_URL } from './fixtures';

/**
 * A node that lies: it forwards every call to the devnet and rewrites the answers of the methods
 * a test names, so the explorer meets hostile content over real HTTP, as from any `?rpc=` URL.
 * A rewrite gets the parsed answer and returns the new one as JSON text (so it can hold numbers
 * no JavaScript number can); a batch's answers are rewritten one by one.
 */
export type Rewrite = (result: Record<string, unknown>, params: Record<string, unknown>) => string;
/** A rewrite of an answer that is a string (a quantity such as `eth_getBalance`'s). */
export type TextRewrite = (result: string, params: Record<string, unknown>) => string;

export interface HostileNode {
  url: string;
  /** Rewrites by wire method name, of object answers and of string answers; replaced as a whole by each call. */
  rewrite(rewrites: Record<string, Rewrite>, textRewrites?: Record<string, TextRewrite>): void;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

interface Call {
  id?: unknown;
  method?: string;
  params?: Record<string, unknown>;
}

interface Answer {
  id?: unknown;
  result?: unknown;
}

export async function startHostileNode(port: number): Promise<HostileNode> {
  let rewrites: Record<string, Rewrite> = {};
  let textRewrites: Record<string, TextRewrite> = {};
  /** The new result's text when the call's method has a rewrite for the kind of result it has. */
  const newResult = (result: unknown, call: Call): string | undefined => {
    const method = call.method ?? '';
    if (typeof result === 'string') return textRewrites[method]?.(result, call.params ?? {});
    if (typeof result === 'object' && result !== null) return rewrites[method]?.(result as Record<string, unknown>, call.params ?? {});
    return undefined;
  };
  /** The answer's text, rewritten when its call's method has a rewrite for its result. */
  const rewritten = (answer: Answer, call: Call | undefined, text: string): string => {
    const result = call && newResult(answer.result, call);
    if (!call || result === undefined) return text;
    return `{"jsonrpc":"2.0","id":${JSON.stringify(call.id)},"result":${result}}`;
  };
  const server: Server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    void (async () => {
      const body = await readBody(request);
      const upstream = await fetch(`${NODE_URL}${request.url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      let text = await upstream.text();
      const parsed = JSON.parse(body) as Call | Call[];
      if (Array.isArray(parsed)) {
        // A batch (the EVM calls): each answer is rewritten as its own call would be.
        const answers = JSON.parse(text) as Answer[];
        if (Array.isArray(answers)) text = `[${answers.map((answer) => rewritten(answer, parsed.find((call) => call.id === answer.id), JSON.stringify(answer))).join(',')}]`;
      } else {
        text = rewritten(JSON.parse(text) as Answer, parsed, text);
      }
      response.writeHead(upstream.status, { ...CORS_HEADERS, 'content-type': 'application/json' }).end(text);
    })().catch((error: unknown) => response.writeHead(502, CORS_HEADERS).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    rewrite: (next, nextText = {}) => {
      rewrites = next;
      textRewrites = nextText;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

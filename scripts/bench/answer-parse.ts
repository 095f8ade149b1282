import { readFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { AnswerAssembly, readAnswer, type ReadReply, type ReadRequest } from '../../src/rpc/answer-reading';
import { unwrap } from '../../src/rpc/envelope';
import { parseJson } from '../../src/rpc/json';
import { parseNetworks } from '../../src/rpc/network';
import { parseResult } from '../../src/rpc/result';
import { post } from './http';

const LOCAL = parseNetworks(JSON.parse(readFileSync('public/networks.json', 'utf8'))).find((network) => network.id === 'local');
const METHOD = 'platform.getCurrentValidators';
/** Asked with a string id, as the app asks: an answer then holds no number, which decides how `parseJson` reads it. */
const BODY = JSON.stringify({ jsonrpc: '2.0', id: '1', method: METHOD, params: {} });
const CONTEXT = { url: '', method: METHOD };

export interface AnswerParse {
  bytes: number;
  /** Lossless JSON, envelope and schema on one thread, per run. */
  oneThreadMs: number[];
  /** The Worker path: the main thread's longest task (the text sent, or one reply taken), per run. */
  longestTaskMs: number[];
  /** The Worker path: all the main thread's work together (the text sent, every reply taken), per run. */
  mainThreadMs: number[];
  /** Replies the Worker sends for the answer. */
  replies: number;
}

const elapsed = (started: number) => performance.now() - started;

/**
 * How long the client's own code takes to read the full validator set's answer, V8 in Node as in
 * Chromium: on one thread (the lossless JSON parse, then the method schema), and what the Worker
 * path leaves to the main thread: the text cloned to the Worker in one message, then each reply
 * deserialised (as `postMessage` does, with V8's serializer) and put together, the message and each
 * reply one task.
 */
export async function validatorsAnswerParse(port: number, runs: number): Promise<AnswerParse> {
  if (!LOCAL) throw new Error('public/networks.json has no "local" network');
  const text = await post(port, BODY);
  const decoding = { method: METHOD, settings: LOCAL } as const;
  const figures: AnswerParse = { bytes: Buffer.byteLength(text), oneThreadMs: [], longestTaskMs: [], mainThreadMs: [], replies: 0 };
  for (let run = 0; run < runs; run++) {
    let started = performance.now();
    parseResult(METHOD, unwrap(parseJson(text), CONTEXT), LOCAL);
    figures.oneThreadMs.push(elapsed(started));

    // Sending the text is work of the main thread too: one task.
    started = performance.now();
    const sent = serialize({ id: run, text, decoding });
    let total = elapsed(started);
    let longest = total;
    // The Worker's own work, off the main thread: not timed.
    const request = deserialize(sent) as ReadRequest;
    const replies = readAnswer(request).map((reply) => serialize(reply));
    const assembly = new AnswerAssembly();
    for (const reply of replies) {
      started = performance.now();
      assembly.take(deserialize(reply) as ReadReply);
      const task = elapsed(started);
      longest = Math.max(longest, task);
      total += task;
    }
    figures.longestTaskMs.push(longest);
    figures.mainThreadMs.push(total);
    figures.replies = replies.length;
  }
  return figures;
}

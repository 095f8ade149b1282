import { readFileSync } from 'node:fs';
import { parseJson } from '../../src/rpc/json';
import { parseNetworks } from '../../src/rpc/network';
import { parseResult } from '../../src/rpc/result';
import { post, rpc } from './http';

const LOCAL = parseNetworks(JSON.parse(readFileSync('public/networks.json', 'utf8'))).find((network) => network.id === 'local');

/**
 * How long the client's own code takes to read the full validator set's answer on one thread (the
 * lossless JSON parse, then the method schema), as the page does on its main thread. V8 in Node,
 * as in Chromium; this is what says whether the parse needs a Worker.
 */
export async function validatorsAnswerParse(port: number, runs: number): Promise<{ ms: number[]; bytes: number }> {
  if (!LOCAL) throw new Error('public/networks.json has no "local" network');
  const text = await post(port, rpc('platform.getCurrentValidators'));
  const ms: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const envelope = parseJson(text) as { result: Parameters<typeof parseResult>[1] };
    parseResult('platform.getCurrentValidators', envelope.result, LOCAL);
    ms.push(performance.now() - started);
  }
  return { ms, bytes: Buffer.byteLength(text) };
}

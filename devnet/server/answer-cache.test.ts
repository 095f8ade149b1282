import { describe, expect, it } from 'vitest';
import type { Service } from '../handler';
import { P_CHAIN_ID } from '../pchain/constants';
import { createPChain, type PChain } from '../pchain/pchain';
import { TEST_CONFIG } from '../pchain/test-chain';
import { AnswerCache } from './answer-cache';
import { serveGorilla, type GorillaEndpoint } from './gorilla';
import { itemAt } from '../../src/lib/lists';

const KEPT = new Set(['GetCurrentValidators', 'GetValidatorsAt', 'GetSubnets', 'GetCurrentSupply']);

function request(method: string, params?: unknown, id: unknown = 1): string {
  return JSON.stringify({ jsonrpc: '2.0', id, method: `platform.${method}`, ...(params === undefined ? {} : { params }) });
}

/** The same P-Chain behind two endpoints: one keeps answers, one computes every time. */
function endpoints(chain: PChain, dialect = TEST_CONFIG.dialect): { kept: GorillaEndpoint; fresh: GorillaEndpoint } {
  const answers = new AnswerCache(KEPT, () => `${dialect}:${chain.headBlockId()}`);
  return { kept: { serviceName: 'platform', service: chain.platform, answers }, fresh: { serviceName: 'platform', service: chain.platform } };
}

/** A service whose answers count the calls that computed them. */
function countingService(): { service: Service; calls: () => number } {
  let calls = 0;
  return {
    service: {
      getCurrentValidators: (params) => {
        calls++;
        return { calls, params: params as never, weight: 10n ** 20n };
      },
      getHeight: () => {
        calls++;
        return { calls };
      },
    },
    calls: () => calls,
  };
}

describe('AnswerCache', () => {
  it('default: a kept answer is byte-for-byte the answer computed without the cache, before and after blocks', async () => {
    const chain = createPChain(TEST_CONFIG);
    const { kept, fresh } = endpoints(chain);
    const subnetId = (chain.platform.getSubnets!({}) as { subnets: Array<{ id: string }> }).subnets[1]!.id;
    const nodeId = itemAt((chain.platform.getCurrentValidators!({}) as { validators: Array<{ nodeID: string }> }).validators, 3).nodeID;
    const bodies = [
      request('getCurrentValidators', {}),
      request('getCurrentValidators'),
      request('getCurrentValidators', { subnetID: subnetId }),
      request('getCurrentValidators', { nodeIDs: [nodeId] }, 'x'),
      request('getCurrentValidators', { subnetID: 'not an id' }),
      request('getValidatorsAt', { height: String(chain.height()) }),
      request('getValidatorsAt', { height: 'proposed', subnetID: subnetId }),
      request('getValidatorsAt', { height: 1.5 }),
      request('getSubnets', {}, null),
      request('getCurrentSupply', { subnetID: P_CHAIN_ID }),
    ];
    const compare = async () => {
      for (const body of bodies) {
        const { keptResult: _computed, ...expected } = await serveGorilla(body, fresh);
        for (let round = 0; round < 2; round++) {
          const { keptResult, ...reply } = await serveGorilla(body, kept);
          expect(reply).toEqual(expected);
          if (keptResult) expect(`${keptResult.before}${keptResult.result.text}${keptResult.after}`).toBe(expected.body);
        }
      }
    };
    await compare();
    chain.produceBlock();
    await compare();
    chain.advanceTime(3600);
    await compare();
  });

  it('behavior: a new block or a time advance gives a new answer', async () => {
    const chain = createPChain(TEST_CONFIG);
    const { kept } = endpoints(chain);
    const supply = request('getCurrentSupply', {});
    const validators = request('getCurrentValidators', {});
    const first = [(await serveGorilla(supply, kept)).body, (await serveGorilla(validators, kept)).body];
    chain.produceBlock();
    const second = (await serveGorilla(supply, kept)).body;
    expect(second).not.toBe(first[0]);
    expect(second).toContain(`"height":"${chain.height()}"`);
    chain.advanceTime(3600);
    const third = (await serveGorilla(validators, kept)).body;
    expect(third).not.toBe(first[1]);
    expect(third).toBe((await serveGorilla(validators, { serviceName: 'platform', service: chain.platform })).body);
  });

  it('behavior: different params, ids, methods and dialects never share an entry; unkept methods always compute', async () => {
    const { service, calls } = countingService();
    let version = 'spec:block-1';
    const endpoint: GorillaEndpoint = { serviceName: 'platform', service, answers: new AnswerCache(new Set(['GetCurrentValidators']), () => version) };
    const answer = async (body: string) => JSON.parse((await serveGorilla(body, endpoint)).body) as { result: { calls: number }; id: unknown };

    expect((await answer(request('getCurrentValidators', {}))).result.calls).toBe(1);
    const again = await answer(request('getCurrentValidators', {}, 'second'));
    expect(again).toEqual({ jsonrpc: '2.0', result: { calls: 1, params: {}, weight: 1e20 }, id: 'second' });
    expect((await answer(request('getCurrentValidators', { subnetID: P_CHAIN_ID }))).result.calls).toBe(2);
    expect((await answer(request('getCurrentValidators'))).result.calls).toBe(3);
    expect((await answer(request('getHeight', {}))).result.calls).toBe(4);
    expect((await answer(request('getHeight', {}))).result.calls).toBe(5);
    version = 'reference:block-1';
    expect((await answer(request('getCurrentValidators', {}))).result.calls).toBe(6);
    version = 'reference:block-2';
    expect((await answer(request('getCurrentValidators', {}))).result.calls).toBe(7);
    expect((await answer(request('getCurrentValidators', {}))).result.calls).toBe(7);
    expect(calls()).toBe(7);
  });

  it('behavior: the spec and reference dialects keep their own answers', async () => {
    const spec = createPChain({ ...TEST_CONFIG, dialect: 'spec' });
    const reference = createPChain({ ...TEST_CONFIG, dialect: 'reference' });
    const body = request('getValidatorsAt', { height: String(spec.height()) });
    const specAnswer = (await serveGorilla(body, endpoints(spec, 'spec').kept)).body;
    const referenceAnswer = (await serveGorilla(body, endpoints(reference, 'reference').kept)).body;
    expect(specAnswer).not.toBe(referenceAnswer);
    expect(specAnswer).toBe((await serveGorilla(body, endpoints(spec, 'spec').fresh)).body);
    expect(referenceAnswer).toBe((await serveGorilla(body, endpoints(reference, 'reference').fresh)).body);
  });

  it('behavior: past its memory bound the cache starts over instead of growing', async () => {
    const { service, calls } = countingService();
    const endpoint: GorillaEndpoint = { serviceName: 'platform', service, answers: new AnswerCache(new Set(['GetCurrentValidators']), () => 'v', 200) };
    for (let i = 0; i < 10; i++) await serveGorilla(request('getCurrentValidators', { n: i }), endpoint);
    expect(calls()).toBe(10);
    await serveGorilla(request('getCurrentValidators', { n: 9 }), endpoint);
    await serveGorilla(request('getCurrentValidators', { n: 0 }), endpoint);
    expect(calls()).toBe(11);
  });

  it('behavior: a state that never changes (a frozen devnet) encodes each answer once, whichever ids ask', async () => {
    const { service, calls } = countingService();
    const endpoint: GorillaEndpoint = { serviceName: 'platform', service, answers: new AnswerCache(new Set(['GetCurrentValidators']), () => 'frozen') };
    const replies = [];
    for (const id of [1, 'two', 3, 'four']) replies.push(await serveGorilla(request('getCurrentValidators', {}, id), endpoint));
    expect(calls()).toBe(1);
    expect(new Set(replies.map((reply) => reply.keptResult?.result)).size).toBe(1);
    expect(itemAt(replies, 1).body).toBe('{"jsonrpc":"2.0","result":{"calls":1,"params":{},"weight":100000000000000000000},"id":"two"}\n');
  });
});

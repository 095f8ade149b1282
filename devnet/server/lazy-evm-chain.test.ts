import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { evmChainSpecs } from '../evm/chain-config';
import { EvmChain, PREBUILT_BLOCKS, type PrebuiltHistory } from '../evm/evm-chain';
import type { DevnetConfig } from '../pchain/pchain';
import { TEST_CONFIG } from '../pchain/test-chain';
import { FAKE_SUBNET_CHAIN_IDS, fakePChain } from '../testing/fake-pchain';
import { serveGeth } from './geth';
import type { EvmEndpoint } from './http-server';
import { LazyEvmChain } from './lazy-evm-chain';
import { NodeState } from './node-state';

const CONFIG: DevnetConfig = { ...TEST_CONFIG, seed: 'lazy', genesisTime: 1_700_000_040, dialect: 'spec' };
const HISTORY: PrebuiltHistory = { blocks: PREBUILT_BLOCKS, endTime: CONFIG.genesisTime, intervalSeconds: CONFIG.blockIntervalSeconds };
const SPECS = evmChainSpecs(fakePChain(CONFIG).evmChains(), CONFIG.genesisTime);
/** Blocks produced before the lazy chain is first asked for. */
const LATE_BLOCKS = 8;
const BUILD_TIMEOUT_MS = 60_000;

/** What identifies a chain's head: hash, number, time and state root. */
function headOf(chain: EvmChain): string[] {
  const head = chain.head;
  return [head.hash, head.number.toString(), head.timestamp.toString(), `0x${Buffer.from(head.block.header.stateRoot).toString('hex')}`];
}

async function nodeState(): Promise<NodeState> {
  return NodeState.create(CONFIG, fakePChain, { admin: false, profileDir: tmpdir(), devApis: false, proofs: { pruning: false, historicalWindow: 0n } });
}

describe('LazyEvmChain', () => {
  it(
    'default: a chain first built late reaches the head of one built at start and fed every block',
    async () => {
      const spec = SPECS.find((candidate) => candidate.isSubnetEvm)!;
      const eager = await EvmChain.create(spec, CONFIG.seed, HISTORY);
      const times: number[] = [];
      const announced: bigint[] = [];
      const lazy = new LazyEvmChain(spec, times, async (given) => ({ chain: await EvmChain.create(given, CONFIG.seed, HISTORY) }), (block) => announced.push(block.number));
      for (let index = 1; index <= LATE_BLOCKS; index++) {
        const time = CONFIG.genesisTime + index * (index % 3 === 0 ? 700 : 2);
        times.push(time);
        await eager.produceBlock(time);
        await lazy.catchUp();
      }
      expect(lazy.ready).toBeUndefined();
      const pending = lazy.get();
      // A block produced while the chain is still building is part of its catch-up.
      times.push(CONFIG.genesisTime + 10_000);
      await eager.produceBlock(CONFIG.genesisTime + 10_000);
      const { chain } = await pending;
      expect(headOf(chain)).toEqual(headOf(eager));
      expect(announced).toEqual(Array.from({ length: LATE_BLOCKS + 1 }, (_, index) => BigInt(PREBUILT_BLOCKS + 1 + index)));
      times.push(CONFIG.genesisTime + 10_002);
      await eager.produceBlock(CONFIG.genesisTime + 10_002);
      await lazy.catchUp();
      expect(headOf(chain)).toEqual(headOf(eager));
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'behavior: on a node, a subnet chain first asked for after blocks and a time advance answers as one asked for at start',
    async () => {
      const early = await nodeState();
      const late = await nodeState();
      const earlyEndpoint = await early.routes().evm(FAKE_SUBNET_CHAIN_IDS[0]!);
      for (const state of [early, late]) {
        await state.produceBlock();
        await state.advanceTime(900);
        await state.produceBlock();
      }
      const lateEndpoint = await late.routes().evm(FAKE_SUBNET_CHAIN_IDS[0]!);
      const latest = async (endpoint: EvmEndpoint | undefined) =>
        (await serveGeth(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: ['latest', true] }), { service: endpoint!.service, batchLimit: 1 })).body;
      expect(await latest(lateEndpoint)).toBe(await latest(earlyEndpoint));
      expect(await late.status()).toEqual(await early.status());
    },
    BUILD_TIMEOUT_MS,
  );
});

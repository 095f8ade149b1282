import { tmpdir } from 'node:os';
import { hexToBytes } from '@ethereumjs/util';
import type { AtomicEffects, CChainBridge } from '../pchain/c-chain-bridge';
import type { DevnetConfig } from '../pchain/pchain';
import { TEST_CONFIG } from '../pchain/test-chain';
import { fakePChain } from '../testing/fake-pchain';
import { NodeState } from '../server/node-state';
import { EWOQ_EVM_ADDRESS } from './chain-config';

const WEI_PER_NAVAX = 10n ** 9n;
const RECIPIENT = hexToBytes('0x00000000000000000000000000000000000000ee');
const EWOQ = hexToBytes(EWOQ_EVM_ADDRESS);
const CONFIG: DevnetConfig = { ...TEST_CONFIG, seed: 'bridge', genesisTime: 1_700_000_040, dialect: 'spec' };
const START_TIMEOUT_MS = 30_000;

let bridge: CChainBridge;
let state: NodeState;

beforeAll(async () => {
  state = await NodeState.create(
    CONFIG,
    (config) => ({
      ...fakePChain(config),
      connectCChain: (connected) => {
        bridge = connected;
      },
    }),
    { admin: false, profileDir: tmpdir(), devApis: false, proofs: { pruning: false, historicalWindow: 0n } },
  );
}, START_TIMEOUT_MS);

async function cChainHead(): Promise<bigint> {
  return BigInt(((await state.status()) as { evmChains: { alias?: string; height: string }[] }).evmChains.find((chain) => chain.alias === 'C')!.height);
}

function effects(id: string, parts: Pick<AtomicEffects, 'credits' | 'debits'>) {
  const outcome: { accepted?: bigint; dropped?: string } = {};
  const entry: AtomicEffects = {
    id,
    ...parts,
    onAccepted: (blockNumber) => {
      outcome.accepted = blockNumber;
    },
    onDropped: (reason) => {
      outcome.dropped = reason;
    },
  };
  return { entry, outcome };
}

describe('the C-Chain bridge', () => {
  it('behavior: credits and debits show at the pending state and apply in the next block, then onAccepted', async () => {
    const before = await bridge.account(EWOQ);
    const credit = effects('import', { credits: [{ address: RECIPIENT, wei: 5n * WEI_PER_NAVAX }], debits: [] });
    const debit = effects('export', { credits: [], debits: [{ address: EWOQ, wei: 7n * WEI_PER_NAVAX, nonce: before.nonce }] });
    bridge.queueAtomic(credit.entry);
    bridge.queueAtomic(debit.entry);
    expect(await bridge.account(RECIPIENT)).toEqual({ balance: 5n * WEI_PER_NAVAX, nonce: 0n });
    expect(await bridge.account(EWOQ)).toEqual({ balance: before.balance - 7n * WEI_PER_NAVAX, nonce: before.nonce + 1n });
    expect(credit.outcome).toEqual({});
    await state.produceBlock();
    expect(credit.outcome).toEqual({ accepted: await cChainHead() });
    expect(debit.outcome).toEqual({ accepted: await cChainHead() });
    expect(await bridge.account(RECIPIENT)).toEqual({ balance: 5n * WEI_PER_NAVAX, nonce: 0n });
    expect(await bridge.account(EWOQ)).toEqual({ balance: before.balance - 7n * WEI_PER_NAVAX, nonce: before.nonce + 1n });
  });

  it('error: a debit whose nonce or balance no longer fits drops that atomic tx and applies nothing of it', async () => {
    const before = await bridge.account(EWOQ);
    const recipientBefore = await bridge.account(RECIPIENT);
    const staleNonce = effects('stale', {
      credits: [{ address: RECIPIENT, wei: 1n }],
      debits: [{ address: EWOQ, wei: 1n, nonce: before.nonce + 5n }],
    });
    const tooMuch = effects('too-much', { credits: [], debits: [{ address: RECIPIENT, wei: 10n ** 30n, nonce: 0n }] });
    bridge.queueAtomic(staleNonce.entry);
    bridge.queueAtomic(tooMuch.entry);
    await state.produceBlock();
    expect(staleNonce.outcome).toEqual({ dropped: 'invalid nonce' });
    expect(tooMuch.outcome).toEqual({ dropped: 'insufficient funds' });
    expect(await bridge.account(EWOQ)).toEqual(before);
    expect(await bridge.account(RECIPIENT)).toEqual(recipientBefore);
  });
});

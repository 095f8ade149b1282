import { addTxSignatures, pvm } from '@avalabs/avalanchejs';
import type { Context } from '@avalabs/avalanchejs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAddress } from '../../src/lib/address';
import { cb58Encode } from '../../src/lib/cb58';
import { decodeUtxo } from '../../src/lib/codec/utxo';
import { fromHexWithChecksum } from '../../src/lib/hex';
import { startDevnet } from '../devnet';
import { TEST_CONFIG } from './test-chain';
import type { RunningDevnet } from '../devnet';
import { callDevnet, walletFor } from '../testing/test-wallet';
import { EWOQ_ADDRESS, EWOQ_PRIVATE_KEY } from './accounts';
import { BLS_KEYS } from './bls-keys';
import { NANO_AVAX_PER_AVAX, P_CHAIN_ID } from './constants';

// What ended stakers are paid, to the base unit, checked against the reference node's rules
// (vms/platformvm/txs/executor/proposal_tx_executor.go and reward.Split) written out here rather
// than taken from the devnet: a committed delegator's reward is its part of the split with the
// validator's shares, the validator's delegation-fee UTXO is the sum of its cuts, its own reward is
// its potentialReward, and an aborted staker gets its stake back and no reward.

const GENESIS_TIME = 1_767_225_600;
const DAY = 86_400n;
/** Less than the shortest staking period, so every delegation is current at one of the steps. */
const OBSERVATION_STEP = 20n * 3_600n;
const PERCENT_DENOMINATOR = 1_000_000n;
/** An unusual delegation fee (12.3456 %), so a split with another share cannot come out equal. */
const SHARES = 123_456;
const EWOQ = formatAddress('P', 'local', EWOQ_ADDRESS);
// Owners no one else pays, so each one's UTXOs are these payouts alone.
const VALIDATION_OWNER = new Uint8Array(20).fill(0x61);
const DELEGATION_FEE_OWNER = new Uint8Array(20).fill(0x62);
const DELEGATOR_OWNERS = [new Uint8Array(20).fill(0x63), new Uint8Array(20).fill(0x64)];
const ABORTED_DELEGATOR_OWNER = new Uint8Array(20).fill(0x65);
const ABORTED_STAKE_OWNER = new Uint8Array(20).fill(0x66);
const NODE_ID = `NodeID-${cb58Encode(new Uint8Array(20).fill(0x5a))}`;

let devnet: RunningDevnet;
let api: pvm.PVMApi;
let context: Context.Context;

const platform = <T>(method: string, params: unknown = {}): Promise<T> => callDevnet<T>(devnet.url, '/ext/bc/P', `platform.${method}`, params);
const control = <T>(method: string, params: unknown = {}): Promise<T> => callDevnet<T>(devnet.url, '/ext/devnet/control', `control.${method}`, params);

interface StakerEntry {
  txID: string;
  nodeID: string;
  endTime: string;
  potentialReward: string;
  uptime?: string;
  delegators?: StakerEntry[] | null;
}

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, genesisTime: GENESIS_TIME, control: true, autoBlocks: false, dialect: 'reference', heliconTime: TEST_CONFIG.heliconTime });
  ({ api, context } = await walletFor(devnet.url));
});

afterAll(async () => {
  await devnet.close();
});

async function chainTime(): Promise<bigint> {
  const { timestamp } = await platform<{ timestamp: string }>('getTimestamp');
  return BigInt(Math.floor(Date.parse(timestamp) / 1000));
}

async function common() {
  return { fromAddressesBytes: [EWOQ_ADDRESS], utxos: (await api.getUTXOs({ addresses: [EWOQ] })).utxos, feeState: await api.getFeeState() };
}

async function issue(unsignedTx: ReturnType<typeof pvm.e.newBaseTx>): Promise<string> {
  await addTxSignatures({ unsignedTx, privateKeys: [EWOQ_PRIVATE_KEY] });
  const { txID } = await api.issueSignedTx(unsignedTx.getSignedTx());
  await control('produceBlocks', { count: 1 });
  expect(await platform('getTxStatus', { txID })).toEqual({ status: 'Committed' });
  return txID;
}

async function delegate(nodeId: string, start: bigint, end: bigint, weight: bigint, owner: Uint8Array, stakeOwner = EWOQ_ADDRESS): Promise<string> {
  const tx = pvm.e.newAddPermissionlessDelegatorTx(
    { ...(await common()), changeAddressesBytes: [stakeOwner], nodeId, start, end, weight, rewardAddresses: [owner], subnetId: P_CHAIN_ID },
    context,
  );
  return issue(tx);
}

async function validatorEntry(nodeId: string): Promise<StakerEntry> {
  const { validators } = await platform<{ validators: StakerEntry[] }>('getCurrentValidators', { nodeIDs: [nodeId] });
  expect(validators).toHaveLength(1);
  return validators[0]!;
}

const delegatorPart = (reward: bigint) => ((PERCENT_DENOMINATOR - BigInt(SHARES)) * reward) / PERCENT_DENOMINATOR;
const address = (bytes: Uint8Array) => formatAddress('P', 'local', bytes);

interface Payout {
  owner: string;
  amount: bigint;
  outputIndex: bigint;
}

async function rewardUtxos(stakerTxId: string): Promise<Payout[]> {
  const { utxos } = await platform<{ utxos: string[] }>('getRewardUTXOs', { txID: stakerTxId, encoding: 'hex' });
  return utxos.map((hex) => {
    const utxo = decodeUtxo(fromHexWithChecksum(hex));
    const output = utxo.output.kind === 'LockOut' ? utxo.output.output : utxo.output;
    expect(output.addresses).toHaveLength(1);
    return { owner: formatAddress('P', 'local', output.addresses[0]!), amount: output.amount, outputIndex: utxo.outputIndex };
  });
}

interface TxJson {
  id: string;
  unsignedTx: { txID?: string };
}

/** The txs of the blocks from `fromHeight` to the head. */
async function txsSince(fromHeight: number): Promise<TxJson[]> {
  const { height } = await platform<{ height: string }>('getHeight');
  const txs: TxJson[] = [];
  for (let at = fromHeight; at <= Number(height); at++) {
    const { block } = await platform<{ block: { txs?: TxJson[]; tx?: TxJson } }>('getBlockByHeight', { height: at, encoding: 'json' });
    txs.push(...(block.txs ?? []), ...(block.tx ? [block.tx] : []));
  }
  return txs;
}

/** The status of the reward tx that settled `stakerTxId`. */
async function settlement(txs: readonly TxJson[], stakerTxId: string): Promise<string> {
  const reward = txs.find((tx) => tx.unsignedTx.txID === stakerTxId);
  if (!reward) throw new Error(`no reward tx for ${stakerTxId}`);
  return (await platform<{ status: string }>('getTxStatus', { txID: reward.id })).status;
}

async function balanceOf(owner: Uint8Array): Promise<bigint> {
  return BigInt((await platform<{ balance: string }>('getBalance', { addresses: [address(owner)] })).balance);
}


describe('what ended stakers are paid', () => {
  it("behavior: a committed validation pays its potential reward and the sum of its delegators' cuts; each delegator gets its part of the split", async () => {
    const start = await chainTime();
    const validatorTxId = await issue(
      pvm.e.newAddPermissionlessValidatorTx(
        {
          ...(await common()),
          nodeId: NODE_ID,
          start,
          end: start + 3n * DAY,
          weight: 2_000n * NANO_AVAX_PER_AVAX,
          subnetId: P_CHAIN_ID,
          shares: SHARES,
          rewardAddresses: [VALIDATION_OWNER],
          delegatorRewardsOwner: [DELEGATION_FEE_OWNER],
          publicKey: BLS_KEYS.at(-1)!.publicKey,
          signature: BLS_KEYS.at(-1)!.proofOfPossession,
        },
        context,
      ),
    );
    const ours = [
      { txId: await delegate(NODE_ID, start, start + DAY + DAY / 2n, 25n * NANO_AVAX_PER_AVAX, DELEGATOR_OWNERS[0]!), owner: address(DELEGATOR_OWNERS[0]!) },
      { txId: await delegate(NODE_ID, start, start + 2n * DAY + DAY / 2n, 333n * NANO_AVAX_PER_AVAX, DELEGATOR_OWNERS[1]!), owner: address(DELEGATOR_OWNERS[1]!) },
    ];
    const validation = await validatorEntry(NODE_ID);
    expect(validation.txID).toBe(validatorTxId);

    // The devnet's own activity delegates to this validator too. Each delegation's potential reward
    // is read while it is current: steps shorter than the shortest staking period (a day) see them all.
    const potentialRewards = new Map<string, bigint>();
    const end = start + 3n * DAY + 1n;
    while ((await chainTime()) < end) {
      for (const delegator of (await validatorEntry(NODE_ID).catch(() => undefined))?.delegators ?? []) potentialRewards.set(delegator.txID, BigInt(delegator.potentialReward));
      await control('advanceTime', { seconds: Number(OBSERVATION_STEP) });
    }
    await control('produceBlocks', { count: 3 });

    expect([...potentialRewards.keys()]).toEqual(expect.arrayContaining(ours.map((delegation) => delegation.txId)));
    let cuts = 0n;
    for (const [txId, reward] of potentialRewards) {
      // Committed: one reward UTXO with the delegator's part (an aborted delegation has none).
      expect((await rewardUtxos(txId)).map(({ amount }) => amount)).toEqual([delegatorPart(reward)]);
      cuts += reward - delegatorPart(reward);
    }
    for (const { txId, owner } of ours) expect((await rewardUtxos(txId)).map((payout) => payout.owner)).toEqual([owner]);

    const payouts = await rewardUtxos(validatorTxId);
    expect(payouts.map(({ owner, amount }) => ({ owner, amount }))).toEqual([
      { owner: address(VALIDATION_OWNER), amount: BigInt(validation.potentialReward) },
      { owner: address(DELEGATION_FEE_OWNER), amount: cuts },
    ]);
    // Reward UTXOs follow the tx's outputs and its stake, the validation reward first.
    expect(payouts[1]!.outputIndex).toBe(payouts[0]!.outputIndex + 1n);
  });

  it('behavior: a delegation to a validator below the uptime requirement is aborted: its stake comes back and it is paid nothing', async () => {
    const fromHeight = Number((await platform<{ height: string }>('getHeight')).height);
    const now = await chainTime();
    const { validators } = await platform<{ validators: StakerEntry[] }>('getCurrentValidators');
    const low = validators.find((v) => Number(v.uptime) < 80 && BigInt(v.endTime) > now + 2n * DAY);
    expect(low, 'a genesis validator below the uptime requirement').toBeDefined();
    const weight = 25n * NANO_AVAX_PER_AVAX;
    const txId = await delegate(low!.nodeID, now, now + DAY + DAY / 24n, weight, ABORTED_DELEGATOR_OWNER, ABORTED_STAKE_OWNER);
    const change = await balanceOf(ABORTED_STAKE_OWNER);

    await control('advanceTime', { seconds: Number(DAY + DAY / 2n) });
    await control('produceBlocks', { count: 2 });

    expect(await settlement(await txsSince(fromHeight), txId)).toBe('Aborted');
    expect(await rewardUtxos(txId)).toEqual([]);
    expect(await balanceOf(ABORTED_DELEGATOR_OWNER)).toBe(0n);
    expect(await balanceOf(ABORTED_STAKE_OWNER)).toBe(change + weight);
  });
});

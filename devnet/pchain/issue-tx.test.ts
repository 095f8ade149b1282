import { addTxSignatures, bls, L1Validator, PChainOwner, pvm, pvmSerial, secp256k1, TransferableOutput } from '@avalabs/avalanchejs';
import { bls12_381 } from '@noble/curves/bls12-381.js';
import type { Context } from '@avalabs/avalanchejs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAddress } from '../../src/lib/address';
import { parseId } from '../../src/lib/ids';
import { fromHex, toHex } from '../../src/lib/hex';
import { startDevnet } from '../devnet';
import { TEST_CONFIG } from './test-chain';
import type { RunningDevnet } from '../devnet';
import { cb58Encode } from '../../src/lib/cb58';
import { sha256 } from '../../src/lib/checksum';
import { DEMO_ADDRESS_BYTES, DEMO_ADDRESSES, EWOQ_ADDRESS, EWOQ_PRIVATE_KEY } from './accounts';
import { BLS_KEYS } from './bls-keys';
import { AVAX_ASSET_ID, C_CHAIN_ID, NANO_AVAX_PER_AVAX, P_CHAIN_ID, SUBNET_EVM_ID } from './constants';
import { callDevnet, walletFor } from '../testing/test-wallet';
import { decodeWarpMessage, encodeL1ValidatorWeight, encodeRegisterL1Validator, encodeWarpMessage, unsignedWarpBytes } from '../../src/lib/codec/warp-message';

const GENESIS_TIME = 1_767_225_600;
const EWOQ = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
const DAY = 86_400n;

let devnet: RunningDevnet;
let api: pvm.PVMApi;
let context: Context.Context;

const call = <T>(path: string, method: string, params: unknown): Promise<T> => callDevnet<T>(devnet.url, path, method, params);

const platform = <T>(method: string, params: unknown = {}): Promise<T> => call<T>('/ext/bc/P', `platform.${method}`, params);

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, genesisTime: GENESIS_TIME, control: true, autoBlocks: false, heliconTime: TEST_CONFIG.heliconTime });
  ({ api, context } = await walletFor(devnet.url));
});

afterAll(async () => {
  await devnet.close();
});

async function ewoqUtxos() {
  return (await api.getUTXOs({ addresses: [EWOQ] })).utxos;
}

/**
 * Signs with the ewoq key, issues over HTTP, checks Processing, produces a block, checks it landed
 * there. avalanchejs only signs for keys it can map to the spent UTXOs, so an authorisation
 * credential (subnet owner, deactivation owner) is signed here as its examples do.
 */
async function issueAndCommit(unsignedTx: ReturnType<typeof pvm.e.newBaseTx>, authorized = false): Promise<string> {
  await addTxSignatures({ unsignedTx, privateKeys: [EWOQ_PRIVATE_KEY] });
  if (authorized) unsignedTx.addSignatureAt(await secp256k1.sign(unsignedTx.toBytes(), EWOQ_PRIVATE_KEY), unsignedTx.getCredentials().length - 1, 0);
  const { txID } = await api.issueSignedTx(unsignedTx.getSignedTx());
  expect(await platform('getTxStatus', { txID })).toEqual({ status: 'Processing' });
  await call('/ext/devnet/control', 'control.produceBlocks', { count: 1 });
  expect(await platform('getTxStatus', { txID })).toEqual({ status: 'Committed' });
  const { height } = await platform<{ height: string }>('getHeight');
  const { block } = await platform<{ block: { txs: Array<{ id: string }> } }>('getBlockByHeight', { height: Number(height), encoding: 'json' });
  expect(block.txs.map((tx) => tx.id)).toContain(txID);
  return txID;
}

describe('platform.issueTx accepts txs built and signed by avalanchejs', () => {
  it('default: a transfer from the ewoq key', async () => {
    // An address of no one the generated activity pays, so its balance moves by this tx alone.
    const to = new Uint8Array(20).fill(0x42);
    const recipient = formatAddress('P', 'local', to);
    const before = await platform<{ balance: string }>('getBalance', { addresses: [recipient] });
    const unsignedTx = pvm.e.newBaseTx(
      { fromAddressesBytes: [EWOQ_ADDRESS], utxos: await ewoqUtxos(), outputs: [TransferableOutput.fromNative(AVAX_ASSET_ID, 7n * NANO_AVAX_PER_AVAX, [to])], feeState: await api.getFeeState() },
      context,
    );
    await issueAndCommit(unsignedTx);
    const after = await platform<{ balance: string }>('getBalance', { addresses: [recipient] });
    expect(BigInt(after.balance) - BigInt(before.balance)).toBe(7n * NANO_AVAX_PER_AVAX);
  });

  it('default: a permissionless delegation to an existing validator', async () => {
    const { validators } = await platform<{ validators: Array<{ nodeID: string; endTime: string }> }>('getCurrentValidators');
    const { timestamp } = await platform<{ timestamp: string }>('getTimestamp');
    const now = BigInt(Math.floor(Date.parse(timestamp) / 1000));
    const validator = validators.find((v) => BigInt(v.endTime) > now + 3n * DAY)!;
    const unsignedTx = pvm.e.newAddPermissionlessDelegatorTx(
      {
        fromAddressesBytes: [EWOQ_ADDRESS],
        utxos: await ewoqUtxos(),
        feeState: await api.getFeeState(),
        nodeId: validator.nodeID,
        start: now,
        end: now + 2n * DAY,
        weight: 25n * NANO_AVAX_PER_AVAX,
        rewardAddresses: [EWOQ_ADDRESS],
        subnetId: P_CHAIN_ID,
      },
      context,
    );
    const txID = await issueAndCommit(unsignedTx);
    const { validators: one } = await platform<{ validators: Array<{ delegators: Array<{ txID: string }> }> }>('getCurrentValidators', { nodeIDs: [validator.nodeID] });
    expect(one[0]!.delegators.map((d) => d.txID)).toContain(txID);
  });

  it('default: an L1 validator registration carrying a warp message from the L1 manager', async () => {
    const { subnets } = await platform<{ subnets: Array<{ id: string }> }>('getSubnets');
    let l1: { id: string; managerChainID: string; managerAddress: string } | undefined;
    for (const { id } of subnets.filter((subnet) => subnet.id !== P_CHAIN_ID)) {
      const subnet = await platform<{ conversionID: string; managerChainID: string; managerAddress: string | null }>('getSubnet', { subnetID: id });
      if (subnet.managerAddress) l1 = { id, managerChainID: subnet.managerChainID, managerAddress: subnet.managerAddress };
    }
    const { timestamp } = await platform<{ timestamp: string }>('getTimestamp');
    const owner = { threshold: 1n, addresses: [EWOQ_ADDRESS] };
    const secretKey = new Uint8Array(32).fill(9);
    const publicKey = bls12_381.longSignatures.getPublicKey(secretKey).toBytes(true);
    const payload = encodeRegisterL1Validator({
      subnetId: parseId(l1!.id),
      nodeId: new Uint8Array(20).fill(7),
      publicKey,
      expiry: BigInt(Math.floor(Date.parse(timestamp) / 1000)) + 3_600n,
      remainingBalanceOwner: owner,
      disableOwner: owner,
      weight: 500n,
    });
    const unsigned = { networkId: 12345, sourceChainId: parseId(l1!.managerChainID), sourceAddress: fromHex(l1!.managerAddress), payload };
    const proofOfPossession = bls.signProofOfPossession(publicKey, bls.secretKeyFromBytes(secretKey));
    const register = async (message: Uint8Array) =>
      pvm.e.newRegisterL1ValidatorTx(
        { fromAddressesBytes: [EWOQ_ADDRESS], utxos: await ewoqUtxos(), feeState: await api.getFeeState(), balance: 5n * NANO_AVAX_PER_AVAX, blsSignature: proofOfPossession, message },
        context,
      );

    // The devnet's aggregator collects the L1 validators' signatures.
    const { signedMessage } = await call<{ signedMessage: string }>('/ext/devnet/control', 'control.signWarpMessage', { message: toHex(unsignedWarpBytes(unsigned)) });

    // The same signers claimed, but the signature made by a key outside the L1's validator set: refused.
    const { signers } = decodeWarpMessage(fromHex(signedMessage));
    const forged = encodeWarpMessage({ ...unsigned, signers, signature: bls.sign(unsignedWarpBytes(unsigned), bls.secretKeyFromBytes(secretKey)) });
    const forgedTx = await register(forged);
    await addTxSignatures({ unsignedTx: forgedTx, privateKeys: [EWOQ_PRIVATE_KEY] });
    await expect(api.issueSignedTx(forgedTx.getSignedTx())).rejects.toThrow('failed verifying warp messages: signature is invalid');

    const unsignedTx = await register(fromHex(signedMessage));
    await issueAndCommit(unsignedTx);
    const { validators } = await platform<{ validators: Array<{ nodeID: string; weight: string }> }>('getCurrentValidators', { subnetID: l1!.id });
    expect(validators.some((v) => v.weight === '500')).toBe(true);
  });
});

describe('platform.issueTx accepts every P-Chain tx kind a wallet builds', () => {
  const common = async () => ({ fromAddressesBytes: [EWOQ_ADDRESS], utxos: await ewoqUtxos(), feeState: await api.getFeeState() });
  const chainTime = async () => BigInt(Math.floor(Date.parse((await platform<{ timestamp: string }>('getTimestamp')).timestamp) / 1000));
  const ewoqOwner = () => PChainOwner.fromNative([EWOQ_ADDRESS], 1);

  it('behavior: subnets, chains, subnet validators, an L1 conversion and its validator\'s life, transfers to and from the C-Chain, a validator', async () => {
    const subnetId = await issueAndCommit(pvm.e.newCreateSubnetTx({ ...(await common()), subnetOwners: [EWOQ_ADDRESS] }, context));
    const chainId = await issueAndCommit(
      pvm.e.newCreateChainTx({ ...(await common()), subnetId, chainName: 'issued', vmId: SUBNET_EVM_ID, fxIds: [], genesisData: { config: { chainId: 77_777 } }, subnetAuth: [0] }, context),
      true,
    );
    expect((await platform<{ blockchains: Array<{ id: string; subnetID: string }> }>('getBlockchains')).blockchains).toContainEqual(expect.objectContaining({ id: chainId, subnetID: subnetId }));

    const { validators } = await platform<{ validators: Array<{ nodeID: string; endTime: string }> }>('getCurrentValidators');
    const now = await chainTime();
    const primary = validators.find((v) => BigInt(v.endTime) > now + 3n * DAY)!;
    const subnetValidator = { ...(await common()), subnetId, nodeId: primary.nodeID, subnetAuth: [0] };
    await issueAndCommit(pvm.e.newAddSubnetValidatorTx({ ...subnetValidator, start: now, end: now + 2n * DAY, weight: 10n }, context), true);
    expect((await platform<{ validators: unknown[] }>('getCurrentValidators', { subnetID: subnetId })).validators).toHaveLength(1);
    await issueAndCommit(pvm.e.newRemoveSubnetValidatorTx({ ...(await common()), subnetId, nodeId: primary.nodeID, subnetAuth: [0] }, context), true);
    expect((await platform<{ validators: unknown[] }>('getCurrentValidators', { subnetID: subnetId })).validators).toHaveLength(0);

    const other = await issueAndCommit(pvm.e.newCreateSubnetTx({ ...(await common()), subnetOwners: [EWOQ_ADDRESS] }, context));
    await issueAndCommit(pvm.e.newTransferSubnetOwnershipTx({ ...(await common()), subnetId: other, subnetAuth: [0], subnetOwners: [DEMO_ADDRESS_BYTES[1]!] }, context), true);
    expect((await platform<{ controlKeys: string[] }>('getSubnet', { subnetID: other })).controlKeys).toEqual([DEMO_ADDRESSES[1]]);

    const managerAddress = new Uint8Array(20).fill(0x33);
    const key = BLS_KEYS[0]!;
    const validator = L1Validator.fromNative('NodeID-111111111111111111116DBWJs', 100n, 10n * NANO_AVAX_PER_AVAX, new pvmSerial.ProofOfPossession(key.publicKey, key.proofOfPossession), ewoqOwner(), ewoqOwner());
    await issueAndCommit(pvm.e.newConvertSubnetToL1Tx({ ...(await common()), subnetId, chainId, address: managerAddress, validators: [validator], subnetAuth: [0] }, context), true);
    const validationIdBytes = sha256(new Uint8Array([...parseId(subnetId), 0, 0, 0, 0]));
    const validationId = cb58Encode(validationIdBytes);

    const payload = encodeL1ValidatorWeight({ validationId: validationIdBytes, nonce: 0n, weight: 250n });
    const unsigned = { networkId: 12345, sourceChainId: parseId(chainId), sourceAddress: managerAddress, payload };
    const { signedMessage } = await call<{ signedMessage: string }>('/ext/devnet/control', 'control.signWarpMessage', { message: toHex(unsignedWarpBytes(unsigned)) });
    await issueAndCommit(pvm.e.newSetL1ValidatorWeightTx({ ...(await common()), message: fromHex(signedMessage) }, context));
    expect(await platform('getL1Validator', { validationID: validationId })).toMatchObject({ weight: '250', minNonce: '1' });

    await issueAndCommit(pvm.e.newIncreaseL1ValidatorBalanceTx({ ...(await common()), validationId, balance: NANO_AVAX_PER_AVAX }, context));
    await issueAndCommit(pvm.e.newDisableL1ValidatorTx({ ...(await common()), validationId, disableAuth: [0] }, context), true);
    expect(await platform('getL1Validator', { validationID: validationId })).toMatchObject({ balance: '0' });

    const exportId = await issueAndCommit(
      pvm.e.newExportTx({ ...(await common()), destinationChainId: C_CHAIN_ID, outputs: [TransferableOutput.fromNative(AVAX_ASSET_ID, 3n * NANO_AVAX_PER_AVAX, [EWOQ_ADDRESS])] }, context),
    );
    expect((await platform<{ status: string }>('getTxStatus', { txID: exportId })).status).toBe('Committed');

    let atomic = (await api.getUTXOs({ addresses: [EWOQ], sourceChain: 'C' })).utxos;
    for (let i = 0; i < 40 && atomic.length === 0; i++) {
      await call('/ext/devnet/control', 'control.produceBlocks', { count: 1 });
      atomic = (await api.getUTXOs({ addresses: [EWOQ], sourceChain: 'C' })).utxos;
    }
    expect(atomic.length).toBeGreaterThan(0);
    await issueAndCommit(pvm.e.newImportTx({ fromAddressesBytes: [EWOQ_ADDRESS], utxos: atomic, feeState: await api.getFeeState(), sourceChainId: C_CHAIN_ID, toAddressesBytes: [EWOQ_ADDRESS] }, context));

    const start = await chainTime();
    const stake = 2_000n * NANO_AVAX_PER_AVAX;
    const nodeId = 'NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu';
    await issueAndCommit(
      pvm.e.newAddPermissionlessValidatorTx(
        {
          ...(await common()),
          nodeId,
          start,
          end: start + 15n * DAY,
          weight: stake,
          subnetId: P_CHAIN_ID,
          shares: 20_000,
          rewardAddresses: [EWOQ_ADDRESS],
          delegatorRewardsOwner: [EWOQ_ADDRESS],
          publicKey: BLS_KEYS[1]!.publicKey,
          signature: BLS_KEYS[1]!.proofOfPossession,
        },
        context,
      ),
    );
    expect((await platform<{ validators: unknown[] }>('getCurrentValidators', { nodeIDs: [nodeId] })).validators).toHaveLength(1);
  });
});

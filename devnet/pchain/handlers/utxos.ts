import { toHexWithChecksum, toHex } from '../../../src/lib/hex';
import { encodeTransferableOutput } from '../../../src/lib/codec/utxo';
import { present } from '../../../src/lib/present';
import { MethodError } from '../../handler';
import type { Service } from '../../handler';
import { encoding, id, objectParams, bool, str, stringArray } from '../../params';
import { AVAX_ASSET_ID, C_CHAIN_ID, P_CHAIN_ID, X_CHAIN_ID } from '../constants';
import { encodeUtxo } from '../encoding';
import { cb58 } from '../hash';
import { addressKey, atomicSet } from '../ledger';
import type { Utxo } from '../state';
import { amountOf } from '../state';
import { parsePAddress, resolveChain } from './format';
import type { UtxoSource } from './utxo-pages';
import { pageRequest, utxoPage } from './utxo-pages';
import type { View } from './view';

const MAX_STAKE_ADDRESSES = 256;

export function utxoHandlers(view: View): Service {
  const state = view.network.state;
  const parse = (text: string, prefix?: string) => parsePAddress(text, view.hrp, prefix);

  return {
    getUTXOs: (params) => {
      const args = objectParams(params);
      const sourceText = str(args.sourceChain, 'sourceChain');
      const request = pageRequest(args, parse);
      let source: UtxoSource = { utxos: state.utxos, byAddress: state.utxosByAddress };
      if (sourceText !== '') {
        let chainId: string;
        try {
          chainId = resolveChain(sourceText);
        } catch (error) {
          throw new MethodError(`problem parsing source chainID "${sourceText}": ${(error as Error).message}`);
        }
        if (chainId !== P_CHAIN_ID) source = atomicSet(state, P_CHAIN_ID, chainId === X_CHAIN_ID ? X_CHAIN_ID : C_CHAIN_ID);
      }
      return utxoPage(source, request, 'P', view.hrp, (utxoId) => `couldn't encode UTXO ${utxoId} as json: unsupported encoding in method`);
    },

    getBalance: (params) => {
      const texts = stringArray(objectParams(params).addresses, 'addresses');
      const addresses = texts.map((text) => parse(text));
      const seen = new Set<string>();
      const utxos: Utxo[] = [];
      for (const address of addresses) {
        for (const utxoId of state.utxosByAddress.get(addressKey(address)) ?? []) {
          if (seen.has(utxoId)) continue;
          seen.add(utxoId);
          utxos.push(present(state.utxos.get(utxoId), `UTXO ${utxoId}`));
        }
      }
      let unlocked = 0n;
      let lockedStakeable = 0n;
      let lockedNotStakeable = 0n;
      for (const utxo of utxos) {
        const amount = amountOf(utxo.output);
        if (utxo.output.kind === 'LockOut' && utxo.output.locktime > state.time) lockedStakeable += amount;
        else if (utxo.output.kind === 'TransferOutput' && utxo.output.locktime > state.time) lockedNotStakeable += amount;
        else unlocked += amount;
      }
      const byAsset = (amount: bigint) => (amount > 0n ? { [AVAX_ASSET_ID]: amount.toString() } : {});
      const total = unlocked + lockedStakeable + lockedNotStakeable;
      return {
        balance: total.toString(),
        unlocked: unlocked.toString(),
        lockedStakeable: lockedStakeable.toString(),
        lockedNotStakeable: lockedNotStakeable.toString(),
        balances: byAsset(total),
        unlockeds: byAsset(unlocked),
        lockedStakeables: byAsset(lockedStakeable),
        lockedNotStakeables: byAsset(lockedNotStakeable),
        utxoIDs: utxos.length === 0 ? null : utxos.map((utxo) => ({ txID: cb58(utxo.txId), outputIndex: utxo.outputIndex })),
      };
    },

    getStake: (params) => {
      const args = objectParams(params);
      const texts = stringArray(args.addresses, 'addresses');
      const validatorsOnly = bool(args.validatorsOnly, 'validatorsOnly');
      const format = encoding(args.encoding, ['hex', 'hexc', 'hexnc']);
      if (texts.length > MAX_STAKE_ADDRESSES) throw new MethodError(`${texts.length} addresses provided but this method can take at most ${MAX_STAKE_ADDRESSES}`);
      const wanted = new Set(texts.map((text) => addressKey(parse(text))));
      let staked = 0n;
      const outputs: string[] = [];
      for (const staker of state.endQueue) {
        if (staker.kind === 'subnetValidator' || (validatorsOnly && staker.kind === 'delegator')) continue;
        for (const out of staker.stakeOutputs) {
          const owners = out.output.kind === 'LockOut' ? out.output.output.addresses : out.output.addresses;
          if (!owners.some((address) => wanted.has(addressKey(address)))) continue;
          staked += amountOf(out.output);
          const bytes = encodeTransferableOutput(out);
          outputs.push(format === 'hexnc' ? toHex(bytes) : toHexWithChecksum(bytes));
        }
      }
      return { staked: staked.toString(), stakeds: staked > 0n ? { [AVAX_ASSET_ID]: staked.toString() } : {}, stakedOutputs: outputs, encoding: format };
    },

    getRewardUTXOs: (params) => {
      const args = objectParams(params);
      const txId = id(args.txID, 'txID');
      const format = encoding(args.encoding, ['hex', 'hexc', 'hexnc']);
      const utxos = state.rewardUtxos.get(txId) ?? [];
      return {
        numFetched: utxos.length.toString(),
        utxos: utxos.map((utxo) => (format === 'hexnc' ? toHex(encodeUtxo(utxo)) : toHexWithChecksum(encodeUtxo(utxo)))),
        encoding: format,
      };
    },
  };
}

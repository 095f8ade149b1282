import { formatAddress } from '../../../src/lib/address';
import { toHex } from '../../../src/lib/hex';
import { parseId } from '../../../src/lib/ids';
import { PRIMARY_NETWORK_ID } from '../../../src/lib/id-constants';
import { present } from '../../../src/lib/present';
import type { Service } from '../../handler';
import { MethodError } from '../../handler';
import { id, objectParams, str } from '../../params';
import { AVAX_ASSET_ID, AVM_ID, C_CHAIN_ID, EVM_ID, MIN_DELEGATOR_STAKE, MIN_VALIDATOR_STAKE, P_CHAIN_ID, X_CHAIN_ID } from '../constants';
import type { Subnet } from '../state';
import { resolveChain } from './format';
import type { View } from './view';
import { height } from './view';

const PRIMARY_CHAINS = [
  { id: X_CHAIN_ID, name: 'X-Chain', subnetID: P_CHAIN_ID, vmID: AVM_ID },
  { id: C_CHAIN_ID, name: 'C-Chain', subnetID: P_CHAIN_ID, vmID: EVM_ID },
];

function notElastic(subnetId: string): MethodError {
  return new MethodError(`failed fetching subnet transformation for ${subnetId}: not found`);
}

export function subnetHandlers(view: View): Service {
  const state = view.network.state;
  const controlKeys = (subnet: Subnet) => subnet.owner.addresses.map((address) => formatAddress('P', view.hrp, address));

  return {
    getSubnet: (params) => {
      const subnetId = id(objectParams(params).subnetID, 'subnetID');
      if (subnetId === PRIMARY_NETWORK_ID) throw new MethodError('the primary network isn\'t a subnet');
      const subnet = state.subnets.get(subnetId);
      if (!subnet) {
        if (state.txs.has(subnetId)) throw new MethodError(`"${subnetId}" is not a subnet`);
        throw new MethodError('not found');
      }
      return {
        isPermissioned: subnet.conversionId === undefined,
        controlKeys: controlKeys(subnet),
        threshold: subnet.owner.threshold.toString(),
        locktime: subnet.owner.locktime.toString(),
        subnetTransformationTxID: PRIMARY_NETWORK_ID,
        conversionID: subnet.conversionId ?? PRIMARY_NETWORK_ID,
        managerChainID: subnet.managerChainId ?? PRIMARY_NETWORK_ID,
        managerAddress: subnet.managerAddress ? toHex(subnet.managerAddress) : null,
      };
    },

    getSubnets: (params) => {
      const args = objectParams(params);
      const requested = Array.isArray(args.ids) ? args.ids.map((value, i) => id(value, `ids[${i}]`)) : [];
      const entry = (subnetId: string) => {
        if (subnetId === P_CHAIN_ID) return { id: P_CHAIN_ID, controlKeys: [], threshold: '0' };
        const subnet = state.subnets.get(subnetId);
        return subnet ? { id: subnet.id, controlKeys: controlKeys(subnet), threshold: subnet.owner.threshold.toString() } : undefined;
      };
      const ids = requested.length > 0 ? requested : [...state.subnetOrder, P_CHAIN_ID];
      const subnets = ids.map(entry).filter((value) => value !== undefined);
      return { subnets: subnets.length > 0 ? subnets : null };
    },

    getBlockchains: () => ({
      blockchains: [
        ...state.subnetOrder.flatMap((subnetId) =>
          present(state.subnets.get(subnetId), `Subnet ${subnetId}`).chains.map((chainId) => {
            const chain = present(state.chains.get(chainId), `Chain ${chainId}`);
            return { id: chain.id, name: chain.name, subnetID: chain.subnetId, vmID: chain.vmId };
          }),
        ),
        ...PRIMARY_CHAINS,
      ],
    }),

    getBlockchainStatus: (params) => {
      const text = str(objectParams(params).blockchainID, 'blockchainID');
      if (text === '') throw new MethodError('argument \'blockchainID\' not given');
      try {
        resolveChain(text);
        return { status: 'Validating' };
      } catch {
        // Not an alias: fall through to a cb58 ID.
      }
      try {
        parseId(text);
      } catch (error) {
        throw new MethodError(`problem parsing blockchainID "${text}": ${(error as Error).message}`);
      }
      return { status: state.chains.has(text) ? 'Validating' : 'Unknown' };
    },

    validatedBy: (params) => {
      const chainId = id(objectParams(params).blockchainID, 'blockchainID');
      if ([P_CHAIN_ID, X_CHAIN_ID, C_CHAIN_ID].includes(chainId)) return { subnetID: P_CHAIN_ID };
      const chain = state.chains.get(chainId);
      if (chain) return { subnetID: chain.subnetId };
      if (state.txs.has(chainId)) throw new MethodError(`"${chainId}" is not a blockchain`);
      throw new MethodError(`problem retrieving blockchain "${chainId}": not found`);
    },

    validates: (params) => {
      const subnetId = id(objectParams(params).subnetID, 'subnetID');
      if (subnetId === P_CHAIN_ID) return { blockchainIDs: [X_CHAIN_ID, C_CHAIN_ID] };
      const subnet = state.subnets.get(subnetId);
      if (subnet) return { blockchainIDs: [...subnet.chains] };
      if (state.txs.has(subnetId)) throw new MethodError(`"${subnetId}" is not a subnet`);
      throw new MethodError(`problem retrieving subnet "${subnetId}": not found`);
    },

    getMinStake: (params) => {
      const subnetId = id(objectParams(params).subnetID, 'subnetID');
      if (subnetId !== P_CHAIN_ID) throw notElastic(subnetId);
      return { minValidatorStake: MIN_VALIDATOR_STAKE.toString(), minDelegatorStake: MIN_DELEGATOR_STAKE.toString() };
    },

    getStakingAssetID: (params) => {
      const subnetId = id(objectParams(params).subnetID, 'subnetID');
      if (subnetId !== P_CHAIN_ID) throw notElastic(subnetId);
      return { assetID: AVAX_ASSET_ID };
    },

    getCurrentSupply: (params) => {
      const subnetId = id(objectParams(params).subnetID, 'subnetID');
      if (subnetId !== P_CHAIN_ID) throw new MethodError('fetching current supply failed: not found');
      return { supply: state.supply.toString(), height: height(view).toString() };
    },
  };
}


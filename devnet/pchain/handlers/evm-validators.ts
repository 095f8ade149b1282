import type { Service } from '../../handler';
import { nodeId, objectParams } from '../../params';
import { SUBNET_EVM_ID } from '../constants';
import { isActive } from '../fee-state';
import { currentStakers } from '../validator-sets';
import { observedConnected, observedUptime } from './observer';
import type { View } from './view';

/** L1 validators have no uptime profile of their own; they count as well connected. */
const L1_UPTIME_PERCENT = 99.5;

/** `validators.getCurrentValidators` of a subnet-EVM chain: its subnet's validators, as the chain's node sees them. */
export function subnetEvmValidatorsService(view: View, blockchainId: string): Service | undefined {
  const state = view.network.state;
  const chain = state.chains.get(blockchainId);
  if (!chain || chain.vmId !== SUBNET_EVM_ID) return undefined;
  return {
    getCurrentValidators: (params) => {
      const args = objectParams(params);
      const wanted = Array.isArray(args.nodeIDs) ? new Set(args.nodeIDs.map((value, i) => nodeId(value, `nodeIDs[${i}]`))) : undefined;
      const time = state.time;
      const validators = [
        ...currentStakers(state, chain.subnetId).map((staker) => {
          const uptime = observedUptime(view.observer, staker, time);
          return {
            validationID: staker.txId,
            nodeID: staker.nodeIdText,
            weight: staker.weight,
            startTimestamp: staker.start,
            isActive: true,
            isL1Validator: false,
            isConnected: observedConnected(view.observer, staker, time),
            uptimePercentage: uptime,
            uptimeSeconds: BigInt(Math.floor((Number(time - staker.start) * uptime) / 100)),
          };
        }),
        ...[...state.l1Validators.values()]
          .filter((validator) => validator.subnetId === chain.subnetId && validator.endHeight === undefined)
          .map((validator) => ({
            validationID: validator.validationId,
            nodeID: validator.nodeIdText,
            weight: validator.weight,
            startTimestamp: validator.startTime,
            isActive: isActive(validator),
            isL1Validator: true,
            isConnected: isActive(validator),
            uptimePercentage: L1_UPTIME_PERCENT,
            uptimeSeconds: BigInt(Math.floor((Number(time - validator.startTime) * L1_UPTIME_PERCENT) / 100)),
          })),
      ];
      return { validators: wanted && wanted.size > 0 ? validators.filter((v) => wanted.has(v.nodeID)) : validators };
    },
  };
}

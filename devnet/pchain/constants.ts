import { parseId, wellKnownId } from '../../src/lib/ids';
import { PRIMARY_NETWORK_ID } from '../../src/lib/id-constants';
import { MAX_STAKE_DURATION_SECONDS, uptimeRequirementPercent } from '../../src/lib/staking';
import { isHeliconActive, type UpgradeSchedule } from '../upgrades';

/** IDs and parameters of the local network, as the reference node has them for network 12345. */
export const X_CHAIN_ID = '2eNy1mUFdmaxXNj1eQHUe7Np4gju9sJsEtWQ4MX3ToiNKuADed';
export const C_CHAIN_ID = '2owdGqyG6FFzTHy5qhenDXQcEghvr571KZE3gSfRJERSJinuwC';
export const AVAX_ASSET_ID = '2fombhL7aGPwj3KH4bfrmJwW6PVnMobf9Y2fn9GwxiAAJyFDbe';
export const P_CHAIN_ID = PRIMARY_NETWORK_ID;

export const X_CHAIN_ID_BYTES = parseId(X_CHAIN_ID);
export const C_CHAIN_ID_BYTES = parseId(C_CHAIN_ID);
export const AVAX_ASSET_ID_BYTES = parseId(AVAX_ASSET_ID);
export const P_CHAIN_ID_BYTES = parseId(P_CHAIN_ID);
export const EMPTY_ID_BYTES = new Uint8Array(32);

export const AVM_ID = wellKnownId('avm');
export const EVM_ID = wellKnownId('evm');
export const SUBNET_EVM_ID = wellKnownId('subnetevm');
export const SUBNET_EVM_ID_BYTES = parseId(SUBNET_EVM_ID);

export const C_CHAIN_EVM_ID = 43112;

export const NANO_AVAX_PER_AVAX = 1_000_000_000n;

export const MIN_VALIDATOR_STAKE = 2_000n * NANO_AVAX_PER_AVAX;
export const MAX_VALIDATOR_STAKE = 3_000_000n * NANO_AVAX_PER_AVAX;
export const MIN_DELEGATOR_STAKE = 25n * NANO_AVAX_PER_AVAX;
export const MIN_DELEGATION_FEE = 20_000n;
export const MAX_VALIDATOR_WEIGHT_FACTOR = 5n;
/** Local network minimum stake duration (24 h). */
export const MIN_STAKE_DURATION = 24n * 3600n;
export const MAX_STAKE_DURATION = MAX_STAKE_DURATION_SECONDS;
/** Local network minimum stake duration of a Primary Network validator once Helicon is active (ACP-273, 1 h). */
export const HELICON_MIN_STAKE_DURATION = 3600n;

/** The shortest Primary Network validation (not delegation) at `time` (`primaryNetworkValidatorMinStakeDuration`). */
export function minValidatorStakeDuration(upgrades: UpgradeSchedule, time: bigint): bigint {
  return isHeliconActive(upgrades, time) ? HELICON_MIN_STAKE_DURATION : MIN_STAKE_DURATION;
}

/** The uptime a validator (and so its delegators) needs to be rewarded, by when the validator started. */
export function uptimeRequirement(upgrades: UpgradeSchedule, validatorStart: bigint): number {
  return uptimeRequirementPercent(validatorStart, upgrades.heliconTime);
}

export const SECONDS_PER_DAY = 86_400;

import type { QueryClient } from '@tanstack/react-query';
import { evaluateItem, evaluateNetwork, NETWORK_KEY, type AlertCondition, type CheckOutcome, type ObservedState } from '../lib/alert-rules';
import { PRIMARY_NETWORK_ID } from '../lib/id-constants';
import { uptimeRequirementPercent } from '../lib/staking';
import { RULES_OF_KIND, watchKey, type NetworkRules, type WatchItem } from '../lib/watchlist';
import { chainHeadOptions } from './chain-head';
import { feeConfigOptions, feeStateOptions, timestampOptions } from './dashboard';
import type { NetworkContextValue } from '../network/network-context';
import { fetchSelected } from './rpc-query';
import { heliconActivationOf, upgradeScheduleOptions } from './upgrades';
import { l1ValidatorOptions, steppedHead, VALIDATOR_SET_EVERY_BLOCKS, validatorFeeStateOptions, validatorOptions } from './validators';

type Network = Pick<NetworkContextValue, 'client' | 'scope'>;

const MS_PER_SECOND = 1000;

/** Whether any of the item's rules is on: items without one cost no request. */
function hasActiveRule(item: WatchItem): boolean {
  return RULES_OF_KIND[item.kind].some((field) => {
    const value = item.rules[field];
    return value !== undefined && value !== false;
  });
}

/** Helicon's activation by the network's upgrade schedule; without a schedule the network is taken to run without Helicon, as on the pages. */
function heliconActivation(client: QueryClient, network: Network): Promise<bigint | undefined> {
  return client.fetchQuery(upgradeScheduleOptions(network)).then(heliconActivationOf, () => undefined);
}

async function observe(client: QueryClient, network: Network, item: WatchItem, head: bigint): Promise<ObservedState | null> {
  const setHead = steppedHead(head, VALIDATOR_SET_EVERY_BLOCKS);
  switch (item.kind) {
    case 'validator': {
      const [validator, helicon] = await Promise.all([fetchSelected(client, validatorOptions(network, item.id, PRIMARY_NETWORK_ID, setHead)), heliconActivation(client, network)]);
      return { kind: 'validator', validator: validator && { ...validator, uptimeRequirement: uptimeRequirementPercent(validator.startTime, helicon) } };
    }
    case 'delegation': {
      const validator = await fetchSelected(client, validatorOptions(network, item.parent ?? '', PRIMARY_NETWORK_ID, setHead));
      return { kind: 'delegation', delegation: validator?.delegators?.find((delegator) => delegator.txID === item.id) ?? null };
    }
    case 'l1Validator': {
      const [validator, fee] = await Promise.all([
        fetchSelected(client, l1ValidatorOptions(network, item.id, head)),
        fetchSelected(client, validatorFeeStateOptions(network, head)),
      ]);
      return { kind: 'l1Validator', balance: validator.balance, price: fee.price };
    }
    default:
      return null;
  }
}

/**
 * Reads the state of every watched item that has a rule on, and the network's gas price, through
 * the query cache (pages showing the same values share the answers), and evaluates the rules. An
 * item whose read fails is left out of `checked`, so its ongoing episodes are kept.
 */
export async function checkWatchlist(client: QueryClient, network: Network, items: readonly WatchItem[], networkRules: NetworkRules): Promise<CheckOutcome> {
  if (!items.some(hasActiveRule) && networkRules.gasPriceAboveMultiple === undefined) {
    // Nothing to ask the node: every episode ends.
    return { conditions: [], checked: new Set([NETWORK_KEY, ...items.map(watchKey)]) };
  }
  const head = await fetchSelected(client, chainHeadOptions(network));
  const chainTime = await fetchSelected(client, timestampOptions(network, head));
  const nowSeconds = BigInt(Math.floor(chainTime.getTime() / MS_PER_SECOND));
  const conditions: AlertCondition[] = [];
  const checked = new Set<string>();
  await Promise.all(
    items.map(async (item) => {
      // With every rule off nothing holds, so its episodes end.
      if (!hasActiveRule(item)) return void checked.add(watchKey(item));
      try {
        const state = await observe(client, network, item, head);
        if (state) conditions.push(...evaluateItem(item, state, nowSeconds));
        checked.add(watchKey(item));
      } catch {
        // Left unchecked: a failed read says nothing about the condition.
      }
    }),
  );
  if (networkRules.gasPriceAboveMultiple === undefined) checked.add(NETWORK_KEY);
  else {
    try {
      const [state, config] = await Promise.all([fetchSelected(client, feeStateOptions(network, head)), fetchSelected(client, feeConfigOptions(network))]);
      conditions.push(...evaluateNetwork(networkRules, { price: state.price, minPrice: config.minPrice }));
      checked.add(NETWORK_KEY);
    } catch {
      // As above.
    }
  }
  return { conditions, checked };
}

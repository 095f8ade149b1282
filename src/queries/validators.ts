import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PRIMARY_NETWORK_ID } from '../lib/id-constants';
import type { MethodResult } from '../rpc/client';
import type { CurrentValidator } from '../rpc/methods/platform-types';
import { useChainHead } from './chain-head';
import type { RpcKey } from './keys';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { rpcQueryOptions, type QueryNetwork as Network } from './rpc-query';

/**
 * A validator set changes only when stakers start or end, and at mainnet scale it is a large answer:
 * the table follows the chain head in steps of this many blocks.
 */
export const VALIDATOR_SET_EVERY_BLOCKS = 5n;

/** Keys on the head rounded down to a step, so a burst of blocks costs one refetch. */
export function steppedHead(head: bigint | undefined, step: bigint): bigint | undefined {
  return head === undefined ? undefined : head - (head % step);
}

/** Between head steps a set is fresh for about this long (a step is a few blocks of ~2 s). */
const VALIDATOR_SET_STALE_MS = 10_000;

const pickValidators = (result: MethodResult<'platform.getCurrentValidators'>): CurrentValidator[] => result.validators;
const pickOne = (result: MethodResult<'platform.getCurrentValidators'>): CurrentValidator | null => result.validators[0] ?? null;

/**
 * The subnet ID is always sent, so the answer (and its key) says which set it is. The key leaves out
 * the head so the first load does not wait for it; `useRefetchOnHeadStep` refreshes the set instead.
 * A refreshed set replaces the last as it comes: comparing the two deeply, to keep unchanged entries'
 * identity, cost the main thread a long task at each refresh of a large set (docs/performance.md),
 * while uptimes change every few blocks anyway.
 */
export function currentValidatorsOptions(network: Network, subnetID: string) {
  return rpcQueryOptions(
    network,
    { method: 'platform.getCurrentValidators', params: { subnetID } },
    { staleTime: VALIDATOR_SET_STALE_MS, select: pickValidators, structuralSharing: false },
  );
}

/**
 * Refetches the queries with these keys each time the chain head crosses a step of `everyBlocks`
 * (not on the first render: a page opened with cached data refreshes it only when it is stale).
 * Several callers refreshing the same key share one request.
 */
export function useRefetchOnHeadStep(queryKeys: readonly RpcKey[], everyBlocks: bigint = VALIDATOR_SET_EVERY_BLOCKS) {
  const head = useChainHead();
  const client = useQueryClient();
  const step = steppedHead(head.data, everyBlocks);
  const seen = useRef(step);
  useEffect(() => {
    if (step === undefined) return;
    const previous = seen.current;
    seen.current = step;
    if (previous === undefined || previous === step) return;
    for (const queryKey of queryKeys) void client.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false });
  }, [step, client, queryKeys]);
}

/** The current set of a subnet (the Primary Network by default), refreshed every few blocks. */
export function useCurrentValidators(subnetID: string = PRIMARY_NETWORK_ID) {
  const options = currentValidatorsOptions(useNetwork(), subnetID);
  useRefetchOnHeadStep([options.queryKey]);
  return useRpcQuery(options);
}

/**
 * One validator with its delegators (the node lists delegators only when exactly one node ID is
 * asked for). Resolves to null when the node is not a current validator of that subnet.
 */
export function validatorOptions(network: Network, nodeID: string, subnetID: string, head: bigint | undefined) {
  return rpcQueryOptions(network, { method: 'platform.getCurrentValidators', params: { subnetID, nodeIDs: [nodeID] } }, { live: { head }, select: pickOne });
}

export function useValidator(nodeID: string, subnetID: string = PRIMARY_NETWORK_ID) {
  const head = useChainHead();
  return useRpcQuery(validatorOptions(useNetwork(), nodeID, subnetID, steppedHead(head.data, VALIDATOR_SET_EVERY_BLOCKS)));
}

/** An L1 validator; its balance drops with every accepted block, so it follows the head. */
export function l1ValidatorOptions(network: Network, validationID: string, head: bigint | undefined) {
  return rpcQueryOptions(network, { method: 'platform.getL1Validator', params: { validationID } }, { live: { head } });
}

export function useL1Validator(validationID: string) {
  const head = useChainHead();
  return useRpcQuery(l1ValidatorOptions(useNetwork(), validationID, head.data));
}

/** The L1 validator fee configuration is fixed per network. */
export function validatorFeeConfigOptions(network: Network) {
  return rpcQueryOptions(network, { method: 'platform.getValidatorFeeConfig', params: {} }, { staleTime: Infinity });
}

export function useValidatorFeeConfig() {
  return useRpcQuery(validatorFeeConfigOptions(useNetwork()));
}

export function validatorFeeStateOptions(network: Network, head: bigint | undefined) {
  return rpcQueryOptions(network, { method: 'platform.getValidatorFeeState', params: {} }, { live: { head } });
}

export function useValidatorFeeState() {
  const head = useChainHead();
  return useRpcQuery(validatorFeeStateOptions(useNetwork(), head.data));
}

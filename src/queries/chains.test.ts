import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../lib/json-value';
import { createRpcClient } from '../rpc/client';
import { createFakeFetch, reply, type RecordedRequest } from '../rpc/testing/fake-fetch';
import { REFERENCE_NODE_SETTINGS, SPEC_SETTINGS } from '../rpc/testing/network-settings';
import type { NetworkSettings } from '../rpc/network';
import {
  chainValidatorsOptions,
  CORETH_VM_ID,
  evmChainsOptions,
  feeConfigHistoryOptions,
  isUnsupported,
  rulesAtOptions,
  SUBNET_EVM_VM_ID,
} from './chains';

type Answer = JsonValue | { error: { code: number; message: string } } | { status: number };

/** A node answering each method with a fixed result, a JSON-RPC error, or an HTTP status. */
function network(answers: Record<string, Answer | ((params: JsonValue) => Answer)>, settings: NetworkSettings = SPEC_SETTINGS) {
  const fake = createFakeFetch((request: RecordedRequest) => {
    const calls = Array.isArray(request.json) ? request.json : [request.json];
    const replies = calls.map((call) => {
      const { id, method, params } = call as { id: JsonValue; method: string; params: JsonValue };
      const entry = answers[method];
      const answer = typeof entry === 'function' ? entry(params) : entry;
      if (answer && typeof answer === 'object' && 'status' in answer) return { status: answer.status as number };
      if (answer && typeof answer === 'object' && 'error' in answer) return { jsonrpc: '2.0', id, error: answer.error };
      return { jsonrpc: '2.0', id, result: answer ?? null };
    });
    const status = replies.find((entry): entry is { status: number } => 'status' in entry);
    if (status) return reply('404 page not found', status.status);
    return reply(Array.isArray(request.json) ? replies : replies[0]);
  });
  const client = createRpcClient(settings, { fetch: fake.fetch, retries: 0 });
  return { network: { client, scope: 'test' }, requests: fake.requests };
}

const METHOD_NOT_FOUND = { error: { code: -32601, message: 'the method eth_getActiveRulesAt does not exist/is not available' } };
const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('evmChainsOptions', () => {
  it('default', async () => {
    const { network: net } = network({
      'platform.getBlockchains': {
        blockchains: [
          { id: 'sub1', name: 'dexchain', subnetID: 's1', vmID: SUBNET_EVM_VM_ID },
          { id: 'x', name: 'X-Chain', subnetID: 'p', vmID: 'jvYyfQTxGMJLuGWa55kdP2p2zSUYsQ5Raupu4TW34ZAUBAbtq' },
          { id: 'c', name: 'C-Chain', subnetID: 'p', vmID: CORETH_VM_ID },
        ],
      },
    });
    const options = evmChainsOptions(net);
    const raw = await queryClient().fetchQuery(options);
    expect(options.select!(raw)).toEqual([
      { chainId: 'C', name: 'C-Chain', blockchainId: 'c', subnetId: 'p', isSubnetEvm: false },
      { chainId: 'sub1', name: 'dexchain', blockchainId: 'sub1', subnetId: 's1', isSubnetEvm: true },
    ]);
  });
});

describe('rulesAtOptions', () => {
  const rules = {
    ethRules: { ChainID: 99001, IsLondon: true },
    avalancheRules: { IsDurango: true },
    precompiles: { txAllowListConfig: { timestamp: 0 } },
  };

  it('default', async () => {
    const { network: net, requests } = network({ eth_getActiveRulesAt: rules }, REFERENCE_NODE_SETTINGS);
    const result = await queryClient().fetchQuery(rulesAtOptions(net, 'sub1', 1_700_000_000n));
    expect(result).toEqual({
      source: 'rules',
      rules: { ethRules: { IsLondon: true }, chainId: 99001n, chainRules: { IsDurango: true }, precompiles: { txAllowListConfig: { timestamp: 0n } } },
    });
    expect(requests[0]!.url).toMatch(/\/ext\/bc\/sub1\/rpc$/);
    expect((requests[0]!.json as { params: JsonValue }).params).toEqual([1_700_000_000n]);
  });

  it('behavior: falls back to the deprecated precompiles method', async () => {
    const { network: net } = network({
      eth_getActiveRulesAt: METHOD_NOT_FOUND,
      eth_getActivePrecompilesAt: { feeManagerConfig: { blockTimestamp: 0, adminAddresses: ['0xab'] } },
    });
    const result = await queryClient().fetchQuery(rulesAtOptions(net, 'sub1', undefined));
    expect(result.source).toBe('precompiles');
    expect(result.source === 'precompiles' && Object.keys(result.precompiles)).toEqual(['feeManagerConfig']);
  });

  it('behavior: the C-Chain has neither method, which is a value', async () => {
    const { network: net } = network({ eth_getActiveRulesAt: METHOD_NOT_FOUND, eth_getActivePrecompilesAt: METHOD_NOT_FOUND });
    const result = await queryClient().fetchQuery(rulesAtOptions(net, 'C', undefined));
    expect(result).toMatchObject({ source: 'none', unsupported: true });
  });

  it('error: other node errors are errors', async () => {
    const { network: net } = network({ eth_getActiveRulesAt: { error: { code: -32602, message: 'invalid argument 0' } } });
    await expect(queryClient().fetchQuery(rulesAtOptions(net, 'sub1', 5n))).rejects.toThrow('invalid argument 0');
  });
});

describe('feeConfigHistoryOptions', () => {
  const config = (gasLimit: number) => ({
    gasLimit,
    targetBlockRate: 2,
    minBaseFee: 25_000_000_000,
    targetGas: 15_000_000,
    baseFeeChangeDenominator: 36,
    minBlockGasCost: 0,
    maxBlockGasCost: 1_000_000,
    blockGasCostStep: 200_000,
  });

  it('default', async () => {
    const { network: net } = network({
      eth_feeConfig: (params) => {
        const block = Array.isArray(params) && typeof params[0] === 'string' ? BigInt(params[0]) : 100n;
        return block >= 20n ? { feeConfig: config(15_000_000), lastChangedAt: 20 } : { feeConfig: config(8_000_000), lastChangedAt: 0 };
      },
    });
    const history = await queryClient().fetchQuery(feeConfigHistoryOptions(net, 'sub1'));
    expect(isUnsupported(history)).toBe(false);
    if (isUnsupported(history)) return;
    expect(history.changes.map((change) => [change.block, change.changedFields])).toEqual([
      [20n, ['gasLimit']],
      [0n, []],
    ]);
  });

  it('behavior: unsupported on the C-Chain', async () => {
    const { network: net } = network({ eth_feeConfig: { error: { code: -32601, message: 'the method eth_feeConfig does not exist/is not available' } } });
    expect(isUnsupported(await queryClient().fetchQuery(feeConfigHistoryOptions(net, 'C')))).toBe(true);
  });
});

describe('chainValidatorsOptions', () => {
  it('behavior: a missing validators endpoint (HTTP 404) is unsupported, not an error', async () => {
    const { network: net } = network({ 'validators.getCurrentValidators': { status: 404 } });
    const result = await queryClient().fetchQuery(chainValidatorsOptions(net, 'C'));
    expect(isUnsupported(result)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, NodeError, SchemaError } from '../rpc/errors';
import { REFERENCE_NODE_SETTINGS } from '../rpc/testing/network-settings';
import { classifyProbe, nodeProbes, OPTIONAL_EVM_METHODS, webSocketUrl } from './node-probe';

const C_CHAIN = { chainId: 'C', name: 'C-Chain', isSubnetEvm: false };
const SUBNET_EVM = { chainId: 'xp9qvjMtv2UcycU7qnYGEDpYzYJJDBpN37UFZqewm2qKHLrKi', name: 'dexchain', isSubnetEvm: true };

describe('classifyProbe', () => {
  it('default: a result means available', () => {
    expect(classifyProbe('method', { result: {} }).state).toBe('available');
  });

  it('behavior: method-not-found means a method is absent but an endpoint is there', () => {
    const geth = new NodeError(-32601, 'the method txpool_status does not exist/is not available', null);
    const gorilla = new NodeError(-32000, 'rpc: can\'t find method "admin.GetVMConfig"', null);
    expect(classifyProbe('method', { error: geth })).toEqual({ state: 'absent', detail: 'the node has no such method' });
    expect(classifyProbe('method', { error: gorilla }).state).toBe('absent');
    expect(classifyProbe('endpoint', { error: gorilla }).state).toBe('available');
  });

  it('behavior: any other node error means the method exists, said in plain words rather than the node\'s answer to the probe', () => {
    expect(classifyProbe('method', { error: new NodeError(-32000, 'transaction 0x00 not found', null) })).toEqual({ state: 'available', detail: 'the node has this method' });
    expect(classifyProbe('endpoint', { error: new NodeError(-32000, "problem retrieving user '': empty username", null) })).toEqual({ state: 'available', detail: 'answers' });
  });

  it('error: HTTP 404 is absent, a network failure unreachable, anything else unclear', () => {
    expect(classifyProbe('endpoint', { error: new HttpError(404, '404 page not found\n') })).toEqual({ state: 'absent', detail: 'no such endpoint (HTTP 404)' });
    const down = new NetworkError({ cause: new Error('refused') });
    expect(classifyProbe('endpoint', { error: down })).toEqual({ state: 'unreachable', error: down });
    const busy = new HttpError(503, 'not done bootstrapping');
    expect(classifyProbe('endpoint', { error: busy })).toEqual({ state: 'failed', error: busy });
    expect(classifyProbe('method', { error: new SchemaError('eth_chainId', '', 'quantity', 'null') }).state).toBe('failed');
  });
});

describe('nodeProbes', () => {
  it('default: endpoints of the C-Chain and of each subnet-EVM chain, then every optional method on every chain', () => {
    const probes = nodeProbes(REFERENCE_NODE_SETTINGS, [C_CHAIN, SUBNET_EVM]);
    expect(probes.filter((probe) => probe.what === 'endpoint').map((probe) => [probe.path, probe.method])).toEqual([
      ['/ext/bc/P', 'platform.getHeight'],
      ['/ext/bc/C/rpc', 'eth_chainId'],
      ['/ext/bc/C/ws', 'eth_chainId'],
      ['/ext/bc/C/avax', 'avax.getAtomicTxStatus'],
      ['/ext/bc/C/admin', 'admin.getVMConfig'],
      [`/ext/bc/${SUBNET_EVM.chainId}/rpc`, 'eth_chainId'],
      [`/ext/bc/${SUBNET_EVM.chainId}/validators`, 'validators.getCurrentValidators'],
    ]);
    expect(probes.filter((probe) => probe.what === 'method')).toHaveLength(OPTIONAL_EVM_METHODS.length * 2);
    expect(new Set(probes.map((probe) => probe.id)).size).toBe(probes.length);
  });
});

describe('webSocketUrl', () => {
  it('default', () => {
    expect(webSocketUrl('https://api.example', '/ext/bc/C/ws', 'http://127.0.0.1:9650')).toBe('wss://api.example/ext/bc/C/ws');
    expect(webSocketUrl('', '/ext/bc/C/ws', 'http://127.0.0.1:9650')).toBe('ws://127.0.0.1:9650/ext/bc/C/ws');
  });
});

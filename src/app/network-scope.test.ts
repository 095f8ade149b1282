import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseNetworks } from '../rpc/network';
import { networkScope, networkScopeOf } from './network-scope';

const networks = parseNetworks(JSON.parse(readFileSync(new URL('../../public/networks.json', import.meta.url), 'utf8')));

describe('networkScopeOf', () => {
  it('default: one client and exchange log per network, shared with the pages', () => {
    const fromLoader = networkScopeOf(networks, 'local', new URLSearchParams());
    const fromPage = networkScope(networks.find((network) => network.id === 'local')!, networks);
    expect(fromLoader).toBe(fromPage);
    expect(fromLoader).toMatchObject({ scope: 'local', ref: { id: 'local' } });
  });

  it('behavior: a custom node is its own scope', () => {
    const custom = networkScopeOf(networks, 'local', new URLSearchParams('rpc=http://127.0.0.1:9660'));
    expect(custom?.scope).toBe('local@http://127.0.0.1:9660');
    expect(custom?.settings.baseUrl).toBe('http://127.0.0.1:9660');
    expect(custom).not.toBe(networkScopeOf(networks, 'local', new URLSearchParams()));
  });

  it('error: an unknown network or an unusable node URL gives no scope', () => {
    expect(networkScopeOf(networks, 'nowhere', new URLSearchParams())).toBeUndefined();
    expect(networkScopeOf(networks, 'local', new URLSearchParams('rpc=ftp://x'))).toBeUndefined();
  });
});

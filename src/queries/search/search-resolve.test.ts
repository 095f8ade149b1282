import { describe, expect, it } from 'vitest';
import { createRpcClient } from '../../rpc/client';
import { createFakeFetch, reply } from '../../rpc/testing/fake-fetch';
import { SPEC_SETTINGS } from '../../rpc/testing/network-settings';
import { resolveSearch } from './search-resolve';

const NET = { id: 'local' };
const ACCEPTS = 'a block height, a NodeID-…, a P-, X- or C- address, a 0x… hash or address, a cb58 ID, a chain name, a token symbol or a link from another explorer';

/** Entries that cannot name anything are answered without asking the node. */
function offlineClient() {
  const fake = createFakeFetch(() => reply({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'unexpected call' } }));
  return { client: createRpcClient(SPEC_SETTINGS, { fetch: fake.fetch, retries: 0 }), requests: fake.requests };
}

describe('resolveSearch: entries it cannot use', () => {
  it('default: text that is no height, ID or address says what was typed and what the box takes', async () => {
    const { client, requests } = offlineClient();
    const outcome = await resolveSearch('hello world!', { client, net: NET });
    expect(outcome).toEqual({ type: 'none', message: `“hello world!” is not something the search can look up. It takes ${ACCEPTS}.` });
    expect(outcome.type === 'none' && outcome.message).not.toMatch(/base58/);
    expect(requests).toHaveLength(0);
  });

  it('behavior: a near miss of one form says what is wrong with it, then what the box takes', async () => {
    const { client } = offlineClient();
    await expect(resolveSearch('0x1234', { client, net: NET })).resolves.toEqual({
      type: 'none',
      message: `“0x1234” cannot be looked up: 0x values must be 20 bytes (an address) or 32 bytes (a hash), this one has 2 bytes. The search takes ${ACCEPTS}.`,
    });
  });

  it('error: nothing typed', async () => {
    const { client } = offlineClient();
    await expect(resolveSearch('   ', { client, net: NET })).resolves.toEqual({ type: 'none', message: `Type what to look for: ${ACCEPTS}.` });
  });
});

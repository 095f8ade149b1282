// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodeBlock } from '../../lib/codec/block';
import { blockToJson } from '../../lib/codec/json';
import { SAMPLE_BLOCKS } from '../../lib/codec/test-samples';
import { toHexWithChecksum } from '../../lib/hex';
import type { JsonObject } from '../../lib/json-value';
import { NetworkContext } from '../../network/network-context';
import { testNetwork } from '../../network/testing/test-network';
import { useVerification } from '../../queries/verification';
import { createRpcClient } from '../../rpc/client';
import { createFakeFetch, resultFor } from '../../rpc/testing/fake-fetch';
import { SPEC_SETTINGS } from '../../rpc/testing/network-settings';
import { Verification } from './Verification';

const BLOCK = SAMPLE_BLOCKS.BanffStandardBlock;
const HEX = toHexWithChecksum(encodeBlock(BLOCK));
const JSON_SHOWN = blockToJson(BLOCK, { hrp: SPEC_SETTINGS.hrp });

/** A node that answers the block's hex encoding with `hex`, or fails it. */
function nodeAnswering(hex: string | undefined) {
  const fake = createFakeFetch((request) =>
    hex === undefined ? new Response('overloaded', { status: 503 }) : resultFor(request, { block: hex, encoding: 'hex' }),
  );
  return createRpcClient(SPEC_SETTINGS, { fetch: fake.fetch, retries: 0 });
}

function BlockLine({ json }: { json: JsonObject }) {
  return <Verification query={useVerification({ kind: 'pchain-block', block: { id: String(json.id), json } })} />;
}

function renderLine(json: JsonObject, hex: string | undefined) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <NetworkContext.Provider value={testNetwork({ client: nodeAnswering(hex) })}>
        <BlockLine json={json} />
      </NetworkContext.Provider>
    </QueryClientProvider>,
  );
}

describe('Verification', () => {
  it('default: a block whose bytes agree says Verified, and its details list each check, the node and the trust anchor', async () => {
    renderLine(JSON_SHOWN, HEX);
    expect(screen.getByRole('status')).toHaveTextContent('Checking what the node said');
    const line = await screen.findByRole('region', { name: 'Verified' });
    fireEvent.click(screen.getByText('What was checked'));
    expect(line).toHaveTextContent('Block ID');
    expect(line).toHaveTextContent('Block content');
    expect(line).toHaveTextContent(`Answered by ${SPEC_SETTINGS.baseUrl}`);
    expect(line).toHaveTextContent('a node that forged a whole chain would pass them');
  });

  it('behavior: a height changed in the JSON says Does not verify, with the check and both values, as an alert', async () => {
    renderLine({ ...JSON_SHOWN, height: 99n }, HEX);
    const alert = await screen.findByRole('alert', { name: 'Does not verify' });
    expect(alert).toHaveTextContent('Block content');
    expect(alert).toHaveTextContent('.height shown99');
    expect(alert).toHaveTextContent(`.height in the bytes${BLOCK.height}`);
  });

  it('error: a node that fails the extra call leaves the page with Not checked and the reason', async () => {
    renderLine(JSON_SHOWN, undefined);
    expect(await screen.findByText(/Not checked: the checks could not be run/)).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockId, encodeBlock } from '../../lib/codec/block';
import { blockToJson } from '../../lib/codec/json';
import { SAMPLE_BLOCKS } from '../../lib/codec/test-samples';
import { toHexWithChecksum } from '../../lib/hex';
import type { JsonObject } from '../../lib/json-value';
import { NetworkContext } from '../../network/network-context';
import { testNetwork } from '../../network/testing/test-network';
import { blockByHeightOptions } from '../../queries/blocks';
import { useVerification } from '../../queries/verification';
import { createRpcClient } from '../../rpc/client';
import { createFakeFetch, resultFor } from '../../rpc/testing/fake-fetch';
import { SPEC_SETTINGS } from '../../rpc/testing/network-settings';
import { Verification } from './Verification';

const BLOCK = SAMPLE_BLOCKS.BanffStandardBlock;
const HEX = toHexWithChecksum(encodeBlock(BLOCK));
const JSON_SHOWN = blockToJson(BLOCK, { hrp: SPEC_SETTINGS.hrp });

/** Another block's bytes: what a node that breaks the chain gives for the height below. */
const OTHER_HEX = toHexWithChecksum(encodeBlock(SAMPLE_BLOCKS.BanffProposalBlock));

/** A node that answers the block's hex encoding with `hex` and the block below with `below`, or fails those it has none of. */
function nodeAnswering(hex: string | undefined, below: string | undefined) {
  const fake = createFakeFetch((request) => {
    const answer = (request.json as { method?: string }).method === 'platform.getBlockByHeight' ? below : hex;
    if (answer === undefined) return new Response('overloaded', { status: 503 });
    return resultFor(request, { block: answer, encoding: 'hex' });
  });
  return { client: createRpcClient(SPEC_SETTINGS, { fetch: fake.fetch, retries: 0 }), requests: fake.requests };
}

function BlockLine({ json }: { json: JsonObject }) {
  return <Verification query={useVerification({ kind: 'pchain-block', block: { id: String(json.id), height: BLOCK.height, parentId: String(json.parentID), json } })} />;
}

/**
 * The line for a block; `parentKnown` puts the block below in the page's cache as a blocks list
 * would; `below` is what the node answers for it (none: it fails).
 */
function renderLine(json: JsonObject, hex: string | undefined, parentKnown = true, below: string | null = OTHER_HEX) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const node = nodeAnswering(hex, below ?? undefined);
  const network = testNetwork({ client: node.client });
  if (parentKnown) queries.setQueryData(blockByHeightOptions(network, BLOCK.height - 1n).queryKey, { block: { id: String(JSON_SHOWN.parentID) }, encoding: 'json' });
  render(
    <QueryClientProvider client={queries}>
      <NetworkContext.Provider value={network}>
        <BlockLine json={json} />
      </NetworkContext.Provider>
    </QueryClientProvider>,
  );
  return node.requests;
}

describe('Verification', () => {
  it('default: a block whose bytes agree says Verified, and its details list each check, the node and the trust anchor', async () => {
    const requests = renderLine(JSON_SHOWN, HEX);
    expect(screen.getByRole('status')).toHaveTextContent('Checking what the node said');
    const line = await screen.findByRole('region', { name: 'Verified' });
    fireEvent.click(screen.getByText('What was checked'));
    expect(line).toHaveTextContent('Block ID');
    expect(line).toHaveTextContent('Block content');
    expect(line).toHaveTextContent(`Answered by ${SPEC_SETTINGS.baseUrl}`);
    expect(line).toHaveTextContent('a node that forged a whole chain would pass them');
    expect(line).toHaveTextContent(`Parent link verified: the parent ID in the block against the ID of block ${BLOCK.height - 1n}, as this page read it before`);
    // The block below was at hand: the block's own bytes were the one call.
    expect(requests).toHaveLength(1);
  });

  it('behavior: a block below not yet read is read once, by height; bytes with another ID break the parent link', async () => {
    const requests = renderLine(JSON_SHOWN, HEX, false);
    const alert = await screen.findByRole('alert', { name: 'Does not verify' });
    expect(alert).toHaveTextContent('Parent link');
    expect(alert).toHaveTextContent(`parent ID shown${String(JSON_SHOWN.parentID)}`);
    expect(alert).toHaveTextContent(`ID of block ${BLOCK.height - 1n}${blockId(encodeBlock(SAMPLE_BLOCKS.BanffProposalBlock))}`);
    expect(requests.map((request) => (request.json as { method?: string }).method)).toEqual(['platform.getBlock', 'platform.getBlockByHeight']);
  });

  it('behavior: a height changed in the JSON says Does not verify, with the check and both values, as an alert', async () => {
    renderLine({ ...JSON_SHOWN, height: 99n }, HEX);
    const alert = await screen.findByRole('alert', { name: 'Does not verify' });
    expect(alert).toHaveTextContent('Block content');
    expect(alert).toHaveTextContent('.height shown99');
    expect(alert).toHaveTextContent(`.height in the bytes${BLOCK.height}`);
  });

  it('behavior: a block below that cannot be read leaves the parent link not checked, with the node’s words kept in English in the sentence', async () => {
    renderLine(JSON_SHOWN, HEX, false, null);
    const line = await screen.findByRole('region', { name: 'Verified' });
    fireEvent.click(screen.getByText('What was checked'));
    expect(line).toHaveTextContent(`Parent link not checked: block ${BLOCK.height - 1n} could not be read: `);
    const english = [...line.querySelectorAll('[lang="en"]')].map((element) => element.textContent);
    expect(english).toHaveLength(1);
    expect(line.textContent).toContain(`could not be read: ${english[0]}`);
  });

  it('error: a node that fails the extra call leaves the page with Not checked and the reason', async () => {
    renderLine(JSON_SHOWN, undefined);
    expect(await screen.findByText(/Not checked: the checks could not be run/)).toBeInTheDocument();
  });
});

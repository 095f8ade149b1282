// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NetworkContext } from '../../network/network-context';
import { testNetwork } from '../../network/testing/test-network';
import { dialectLearner } from '../../rpc/node-dialect';
import { fakeDialectNode } from '../../rpc/testing/dialect-nodes';
import { TEST_BASE_URL } from '../../rpc/testing/network-settings';
import { NodeDialectCard } from './NodeDialectCard';

describe('NodeDialectCard', () => {
  it('behavior: against a reference node, what it speaks is shown beside the preset, and where they differ is said', async () => {
    const network = { ...testNetwork(), dialect: dialectLearner(testNetwork().settings, { fetch: fakeDialectNode('reference', TEST_BASE_URL).fetch }) };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NetworkContext.Provider value={network}>
          <NodeDialectCard />
        </NetworkContext.Provider>
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'What the node speaks' });
    expect(within(table).getByRole('row', { name: /^C-Chain native group avax native differs/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Key store not offered/ })).toBeInTheDocument();
    expect(screen.getByText(/its answers are used: C-Chain native group avax \(preset: native\)/)).toBeInTheDocument();
  });
});

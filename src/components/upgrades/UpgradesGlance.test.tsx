// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NetworkContext, type NetworkContextValue } from '../../network/network-context';
import type { RpcClient } from '../../rpc/client';
import { NodeError } from '../../rpc/errors';
import { UpgradesGlance } from './UpgradesGlance';

const FUJI = 5;
const LOCAL = 12345;

/** A node of the network `networkId` at chain time `now` whose `info.upgrades` answers `upgrades` (an error: it has none). */
function renderGlance(networkId: number, now: string, upgrades: unknown) {
  const client = {
    settings: { networkId },
    call(method: string) {
      if (method === 'platform.getHeight') return Promise.resolve({ height: 7n });
      if (method === 'platform.getTimestamp') return Promise.resolve({ timestamp: new Date(now) });
      if (method === 'info.upgrades') return upgrades instanceof Error ? Promise.reject(upgrades) : Promise.resolve(upgrades);
      return new Promise(() => {});
    },
  } as unknown as RpcClient;
  const network = { client, scope: 'test', ref: { id: 'fuji' }, settings: { networkId } } as NetworkContextValue;
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <NetworkContext.Provider value={network}>
          <UpgradesGlance />
        </NetworkContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Network upgrades' });
}

const valueOf = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling;
const absent = new NodeError(-32601, 'the method info.upgrades does not exist/is not available', undefined);

describe('UpgradesGlance', () => {
  it("default: the node's schedule: the upgrades active at the chain's time and the next one with its time", async () => {
    const region = renderGlance(LOCAL, '2026-01-01T00:00:00Z', { durangoTime: new Date('2020-12-05T05:00:00Z'), etnaTime: new Date('2020-12-05T05:00:00Z'), heliconTime: new Date('2026-02-01T12:00:00Z') });
    expect(await within(region).findByText('Durango, Etna')).toBeInTheDocument();
    expect(valueOf(region, 'Next')).toHaveTextContent('Helicon, 2026-02-01 12:00:00 UTC');
    expect(within(region).queryByText(/did not give its schedule/)).toBeNull();
    expect(within(region).getByRole('link', { name: 'Schedule' })).toHaveAttribute('href', '/fuji/node');
  });

  it("behavior: a Fuji node without info.upgrades shows the reference node's Fuji schedule, and says so", async () => {
    const region = renderGlance(FUJI, '2026-01-01T00:00:00Z', absent);
    expect(await within(region).findByText('Durango, Etna, Fortuna, Granite')).toBeInTheDocument();
    expect(valueOf(region, 'Next')).toHaveTextContent('Helicon, 2026-07-28 15:00:00 UTC');
    expect(within(region).getByText(/^The node did not give its schedule \(the method info\.upgrades does not exist/)).toBeInTheDocument();
  });

  it('error: a node of a network without a preset that gives no schedule: the values say it is unavailable', async () => {
    const region = renderGlance(LOCAL, '2026-01-01T00:00:00Z', absent);
    expect(await within(region).findAllByText(/^unavailable \(the method info\.upgrades does not exist/)).toHaveLength(2);
  });
});

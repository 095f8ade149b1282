// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTimeline } from '../../lib/chain-timeline';
import { ChainTimeline } from './ChainTimeline';

const config = {
  forks: { londonBlock: 0n, durangoTimestamp: 100n, heliconTimestamp: 253_399_622_400n },
  precompiles: { txAllowListConfig: { blockTimestamp: 0n } },
  precompileUpgrades: [{ name: 'txAllowListConfig', config: { blockTimestamp: 400n, disable: true } }],
};

describe('ChainTimeline', () => {
  it('default', () => {
    render(<ChainTimeline stops={buildTimeline(config, { time: 300n })} />);
    const stops = within(screen.getByRole('list', { name: 'Chain timeline' })).getAllByRole('listitem').filter((item) => item.parentElement?.getAttribute('aria-label') === 'Chain timeline');
    expect(stops).toHaveLength(5);
    expect(stops[0]).toHaveTextContent('block 0');
    expect(stops[0]).toHaveTextContent('London');
    expect(stops[1]).toHaveTextContent('genesis (time 0)');
    expect(stops[1]).toHaveTextContent('Tx allow list enabled');
  });

  it('behavior: past, scheduled and unscheduled stops say so', () => {
    render(<ChainTimeline stops={buildTimeline(config, { time: 300n })} />);
    expect(screen.getByText('Tx allow list disabled')).toBeInTheDocument();
    expect(screen.getAllByText('active')).toHaveLength(3);
    expect(screen.getAllByText('scheduled')).toHaveLength(1);
    expect(screen.getByText('not scheduled')).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { buildTimeline, forkActivation, forkName, precompileName } from './chain-timeline';

describe('forkName', () => {
  it('default', () => {
    expect(forkName('durangoTimestamp')).toBe('Durango');
    expect(forkName('shanghaiTime')).toBe('Shanghai');
    expect(forkName('londonBlock')).toBe('London');
  });

  it('args: phases, EIPs and acronyms', () => {
    expect(forkName('apricotPhase1BlockTimestamp')).toBe('Apricot Phase 1');
    expect(forkName('apricotPhasePost6BlockTimestamp')).toBe('Apricot Phase Post 6');
    expect(forkName('eip150Block')).toBe('EIP-150');
    expect(forkName('subnetEVMTimestamp')).toBe('Subnet EVM');
    expect(forkName('muirGlacierBlock')).toBe('Muir Glacier');
  });
});

describe('precompileName', () => {
  it('default', () => {
    expect(precompileName('txAllowListConfig')).toBe('Tx allow list');
    expect(precompileName('contractNativeMinterConfig')).toBe('Contract native minter');
    expect(precompileName('feeManagerConfig')).toBe('Fee manager');
  });
});

describe('forkActivation', () => {
  it('default', () => {
    expect(forkActivation('berlinBlock', 5n)).toEqual({ block: 5n });
    expect(forkActivation('cancunTime', 5n)).toEqual({ time: 5n });
    expect(forkActivation('banffBlockTimestamp', 5n)).toEqual({ time: 5n });
  });
});

describe('buildTimeline', () => {
  const config = {
    forks: { londonBlock: 0n, berlinBlock: 0n, durangoTimestamp: 100n, shanghaiTime: 100n, heliconTimestamp: 253_399_622_400n, etnaTimestamp: 500n },
    precompiles: { txAllowListConfig: { blockTimestamp: 0n }, feeManagerConfig: { blockTimestamp: null } },
    precompileUpgrades: [{ name: 'txAllowListConfig', config: { blockTimestamp: 400n, disable: true } }],
  };

  it('default', () => {
    const stops = buildTimeline(config, { time: 300n });
    expect(stops.map((stop) => stop.at)).toEqual([{ block: 0n }, { time: 0n }, { time: 100n }, { time: 400n }, { time: 500n }, { time: 253_399_622_400n }]);
    expect(stops.map((stop) => stop.status)).toEqual(['past', 'past', 'past', 'future', 'future', 'unscheduled']);
    expect(stops[2]!.events.map((event) => event.name)).toEqual(['Durango', 'Shanghai']);
  });

  it('behavior: a disabling upgrade is placed with its action', () => {
    const stop = buildTimeline(config, { time: 300n }).find((entry) => 'time' in entry.at && entry.at.time === 400n)!;
    expect(stop.events).toEqual([{ kind: 'upgrade', key: 'txAllowListConfig', name: 'Tx allow list', at: { time: 400n }, action: 'disable' }]);
  });

  it('args: block forks after the head are in the future', () => {
    const stops = buildTimeline({ forks: { londonBlock: 10n }, precompiles: {}, precompileUpgrades: [] }, { block: 5n, time: 0n });
    expect(stops[0]!.status).toBe('future');
  });
});

import { describe, expect, it } from 'vitest';
import { summarizeUpgrades, upgradeRows } from './upgrade-rows';
import { itemAt } from '../../lib/lists';

const at = (iso: string) => new Date(iso);
const seconds = (iso: string) => BigInt(Date.parse(iso) / 1000);

describe('upgradeRows', () => {
  const upgrades = {
    durangoTime: at('2024-03-06T16:00:00Z'),
    etnaTime: at('2024-12-16T17:00:00Z'),
    fortunaTime: at('2025-04-08T15:00:00Z'),
    graniteTime: at('2025-11-19T16:00:00Z'),
    heliconTime: at('9999-12-01T00:00:00Z'),
  };

  it('default: past upgrades are active, Helicon at the reference node\'s unscheduled time is not scheduled', () => {
    expect(upgradeRows(upgrades, seconds('2026-01-01T00:00:00Z')).map((row) => [row.name, row.state])).toEqual([
      ['Durango', 'active'],
      ['Etna', 'active'],
      ['Fortuna', 'active'],
      ['Granite', 'active'],
      ['Helicon', 'unscheduled'],
    ]);
  });

  it('boundary: an upgrade is active from its activation second; the first still to come is the next', () => {
    const granite = seconds('2025-11-19T16:00:00Z');
    const rows = upgradeRows({ ...upgrades, heliconTime: at('2026-07-28T15:00:00Z') }, granite - 1n);
    expect(rows.map((row) => row.state)).toEqual(['active', 'active', 'active', 'next', 'scheduled']);
    expect(itemAt(rows, 3).activation).toBe(granite);
    expect(itemAt(upgradeRows(upgrades, granite), 3).state).toBe('active');
  });

  it('error: an upgrade the node leaves out, or a chain time not known yet, is unknown', () => {
    const rows = upgradeRows({ ...upgrades, etnaTime: undefined }, undefined);
    expect(rows.map((row) => row.state)).toEqual(['unknown', 'unknown', 'unknown', 'unknown', 'unscheduled']);
  });
});

describe('summarizeUpgrades', () => {
  const upgrades = {
    durangoTime: at('2024-03-06T16:00:00Z'),
    etnaTime: at('2024-12-16T17:00:00Z'),
    fortunaTime: at('2025-04-08T15:00:00Z'),
    graniteTime: at('2025-11-19T16:00:00Z'),
    heliconTime: at('2026-07-28T15:00:00Z'),
  };

  it('default: the active upgrades and the next with its time', () => {
    const summary = summarizeUpgrades(upgradeRows(upgrades, seconds('2026-01-01T00:00:00Z')));
    expect(summary.active).toEqual(['Durango', 'Etna', 'Fortuna', 'Granite']);
    expect(summary.next).toEqual({ name: 'Helicon', activation: seconds('2026-07-28T15:00:00Z'), state: 'next' });
  });

  it('edge: with every upgrade active, or the rest not scheduled, none is next', () => {
    expect(summarizeUpgrades(upgradeRows(upgrades, seconds('2026-07-28T15:00:00Z')))).toEqual({ active: ['Durango', 'Etna', 'Fortuna', 'Granite', 'Helicon'], next: undefined });
    expect(summarizeUpgrades(upgradeRows({ ...upgrades, heliconTime: at('9999-12-01T00:00:00Z') }, seconds('2026-01-01T00:00:00Z'))).next).toBeUndefined();
  });
});

import { FaultInjector, NO_FAULTS } from './faults';

describe('FaultInjector WebSockets', () => {
  it('default: dropWebSockets ends every tracked socket once and counts them', () => {
    const faults = new FaultInjector();
    const ended: string[] = [];
    faults.trackWebSocket(() => ended.push('a'));
    const forgetB = faults.trackWebSocket(() => ended.push('b'));
    faults.trackWebSocket(() => ended.push('c'));
    forgetB();
    expect(faults.openWebSockets).toBe(2);
    expect(faults.dropWebSockets()).toBe(2);
    expect(ended).toEqual(['a', 'c']);
    expect(faults.openWebSockets).toBe(0);
    expect(faults.dropWebSockets()).toBe(0);
  });

  it('behavior: upgrades are refused for the window given, and no longer once faults are set again', () => {
    const faults = new FaultInjector();
    const now = 1_000_000;
    expect(faults.refusesWebSockets(now)).toBe(false);
    faults.dropWebSockets(500, now);
    expect(faults.refusesWebSockets(now + 499)).toBe(true);
    expect(faults.refusesWebSockets(now + 500)).toBe(false);
    faults.dropWebSockets(500, now);
    faults.set(NO_FAULTS);
    expect(faults.refusesWebSockets(now + 1)).toBe(false);
  });
});

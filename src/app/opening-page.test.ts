import { describe, expect, it } from 'vitest';
import { pageOf } from './opening-page';

describe('pageOf', () => {
  it('default: the page a path below the network opens', () => {
    expect(pageOf('/local/validators')?.path).toBe('validators');
    expect(pageOf('/local/validators/NodeID-abc')?.path).toBe('validators/:nodeId');
    expect(pageOf('/local/tx/abc/')?.path).toBe('tx/:txId');
  });

  it('behavior: static segments win over parameters', () => {
    expect(pageOf('/local/validators/uptime')?.path).toBe('validators/uptime');
    expect(pageOf('/local/chains/C/blocks')?.path).toBe('chains/:chainId/blocks');
    expect(pageOf('/local/chains/C/config')?.path).toBe('chains/:chainId/:section?');
    expect(pageOf('/local/chains/C')?.path).toBe('chains/:chainId/:section?');
  });

  it('behavior: the dashboard, the root and unknown paths open no lazy page', () => {
    expect(pageOf('/local')).toBeUndefined();
    expect(pageOf('/')).toBeUndefined();
    expect(pageOf('/local/nowhere/at/all')).toBeUndefined();
  });
});


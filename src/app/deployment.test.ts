import { describe, expect, it } from 'vitest';
import { NetworkConfigError } from '../rpc/network';
import { DEFAULT_DEPLOYMENT, parseDeployment } from './deployment';

describe('parseDeployment', () => {
  it('keeps the defaults for a plain array of networks', () => {
    expect(parseDeployment([{ id: 'local' }])).toEqual(DEFAULT_DEPLOYMENT);
    expect(parseDeployment({ networks: [] })).toEqual(DEFAULT_DEPLOYMENT);
  });

  it('reads the title and the default chain', () => {
    expect(parseDeployment({ title: ' Acme L1 Explorer ', defaultChain: { id: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM', name: 'Acme' } })).toEqual({
      title: 'Acme L1 Explorer',
      defaultChain: { id: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM', name: 'Acme' },
    });
    expect(parseDeployment({ defaultChain: { id: 'C' } }).defaultChain).toEqual({ id: 'C', name: 'C-Chain' });
  });

  it('says which field is wrong', () => {
    expect(() => parseDeployment({ title: '' })).toThrow(new NetworkConfigError('title: must be a non-empty string'));
    expect(() => parseDeployment({ title: 3 })).toThrow('title: must be a non-empty string');
    expect(() => parseDeployment({ defaultChain: 'C' })).toThrow('defaultChain: must be an object');
    expect(() => parseDeployment({ defaultChain: {} })).toThrow('defaultChain.id: must be a non-empty string');
    expect(() => parseDeployment({ defaultChain: { id: '../x' } })).toThrow('defaultChain.id: invalid value "../x"');
    expect(() => parseDeployment({ defaultChain: { id: 'C', name: 7 } })).toThrow('defaultChain.name: must be a non-empty string');
  });
});

import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('default', () => {
    expect(paths.dashboard('local')).toBe('/local');
    expect(paths.block('local', 12n)).toBe('/local/blocks/12');
    expect(paths.tx('fuji', 'abc')).toBe('/fuji/tx/abc');
    expect(paths.tx({ id: 'fuji', rpc: 'http://n:9650' }, 'abc', { block: 12n })).toBe('/fuji/tx/abc?block=12&rpc=http%3A%2F%2Fn%3A9650');
  });
  it('behavior: keeps the custom node', () => {
    const net = { id: 'local', rpc: 'http://127.0.0.1:9650' };
    expect(paths.validator(net, 'NodeID-x')).toBe('/local/validators/NodeID-x?rpc=http%3A%2F%2F127.0.0.1%3A9650');
    expect(paths.validators(net, { subnet: 's' })).toBe('/local/validators?subnet=s&rpc=http%3A%2F%2F127.0.0.1%3A9650');
  });
  it('args: optional query values are left out when empty', () => {
    expect(paths.validators('local')).toBe('/local/validators');
    expect(paths.blocks('local', { before: 100n })).toBe('/local/blocks?before=100');
    expect(paths.chain('local', 'C', 'rules', { at: '5' })).toBe('/local/chains/C/rules?at=5');
  });
  it('behavior: every section has a path', () => {
    expect(paths.atomicTx('local', 't')).toBe('/local/atomic-tx/t');
    expect(paths.l1Validator('local', 'v')).toBe('/local/l1-validators/v');
    expect(paths.l1Validator('local', 'v', { tx: 't' })).toBe('/local/l1-validators/v?tx=t');
    expect(paths.subnets('local')).toBe('/local/subnets');
    expect(paths.allChains('local')).toBe('/local/chains');
    expect(paths.validatorUptime('local')).toBe('/local/validators/uptime');
    expect(paths.subnet('local', 's')).toBe('/local/subnets/s');
    expect(paths.blockchain('local', 'b')).toBe('/local/blockchains/b');
    expect(paths.fees('local')).toBe('/local/fees');
    expect(paths.address('local', 'P-local1x')).toBe('/local/address/P-local1x');
    expect(paths.broadcast('local')).toBe('/local/tools/broadcast');
    expect(paths.decode({ id: 'local', rpc: 'http://127.0.0.1:9650' })).toBe('/local/tools/decode?rpc=http%3A%2F%2F127.0.0.1%3A9650');
    expect(paths.rewards('local', { kind: 'delegator', node: 'NodeID-x', fee: '' })).toBe('/local/tools/rewards?kind=delegator&node=NodeID-x');
    expect(paths.node('fuji')).toBe('/fuji/node');
    expect(paths.watchlist({ id: 'local', rpc: 'http://127.0.0.1:9650' })).toBe('/local/watchlist?rpc=http%3A%2F%2F127.0.0.1%3A9650');
    expect(paths.chain('local', 'C')).toBe('/local/chains/C/config');
  });
  it('behavior: escapes segments', () => {
    expect(paths.block('local', 'a/b')).toBe('/local/blocks/a%2Fb');
  });
});

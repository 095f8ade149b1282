import { describe, expect, it } from 'vitest';
import { chainIdOfPath, paths } from './paths';

const HASH = `0x${'ab'.repeat(32)}`;
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('paths: EVM chain pages', () => {
  it('default', () => {
    expect(paths.evmHome('local', 'C')).toBe('/local/chains/C');
    expect(paths.evmBlocks('local', 'C')).toBe('/local/chains/C/blocks');
    expect(paths.evmBlock('local', 'C', 42n)).toBe('/local/chains/C/blocks/42');
    expect(paths.evmBlock('local', 'C', HASH)).toBe(`/local/chains/C/blocks/${HASH}`);
    expect(paths.evmTx('local', 'C', HASH)).toBe(`/local/chains/C/tx/${HASH}`);
    expect(paths.evmAddress('local', 'C', ADDRESS)).toBe(`/local/chains/C/address/${ADDRESS}`);
  });

  it('args: paging back and the custom node', () => {
    expect(paths.evmBlocks({ id: 'local', rpc: 'http://127.0.0.1:9660' }, 'C', { before: 100n })).toBe(
      '/local/chains/C/blocks?before=100&rpc=http%3A%2F%2F127.0.0.1%3A9660',
    );
  });
});

describe('chainIdOfPath', () => {
  it('default', () => {
    expect(chainIdOfPath('/local/chains/C/blocks/42')).toBe('C');
    expect(chainIdOfPath('/local/chains/2ebCneCbwthjQ1rYT41nhd7M76Hc6YmosMAQrTFhBq8qeqh6tt/config')).toBe('2ebCneCbwthjQ1rYT41nhd7M76Hc6YmosMAQrTFhBq8qeqh6tt');
  });

  it('behavior: pages that are not about one chain have none', () => {
    expect(chainIdOfPath('/local/chains')).toBeUndefined();
    expect(chainIdOfPath('/local/blocks/3')).toBeUndefined();
    expect(chainIdOfPath('/local')).toBeUndefined();
  });
});

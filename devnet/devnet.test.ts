import { startDevnet, type RunningDevnet } from './devnet';
import { SUBNET_EVM_ID } from './pchain/constants';
import { callDevnet } from './testing/test-wallet';

let devnet: RunningDevnet;

/** The devnet's activity creates a subnet-EVM chain within tens of blocks; give it up to 200. */
const CREATE_CHAIN_ROUNDS = 20;
const BLOCKS_PER_ROUND = 10;

/** Start-up builds every EVM chain's prebuilt history on @ethereumjs; the machine may be busy. */
const START_TIMEOUT_MS = 60_000;

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, genesisTime: 1_700_000_040, control: true, autoBlocks: false });
}, START_TIMEOUT_MS);

afterAll(() => devnet.close());

const result = (path: string, method: string, params: unknown): Promise<unknown> => callDevnet(devnet.url, path, method, params);

describe('startDevnet', () => {
  it('default: serves the P-Chain and every EVM chain it lists on loopback', async () => {
    // Port 0: the URL names the port the system chose, and the calls below reach it.
    expect(devnet.url).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
    const status = (await result('/ext/devnet/control', 'control.status', {})) as { height: string; evmChains: { blockchainId: string; alias?: string }[] };
    expect(await result('/ext/bc/P', 'platform.getHeight', {})).toEqual({ height: status.height });
    for (const chain of status.evmChains) {
      const path = `/ext/bc/${chain.alias ?? chain.blockchainId}/rpc`;
      expect(await result(path, 'eth_blockNumber', [])).toMatch(/^0x[0-9a-f]+$/);
    }
  });

  it('behavior: produced blocks advance the P-Chain and the EVM chains together', async () => {
    const before = (await result('/ext/devnet/control', 'control.status', {})) as { height: string; evmChains: { height: string }[] };
    const after = (await result('/ext/devnet/control', 'control.produceBlocks', { count: 2 })) as { height: string; evmChains: { height: string }[] };
    expect(BigInt(after.height)).toBe(BigInt(before.height) + 2n);
    expect(after.evmChains.map((chain) => BigInt(chain.height))).toEqual(before.evmChains.map((chain) => BigInt(chain.height) + 2n));
  });

  it('behavior: a subnet-EVM chain the P-Chain creates later serves its API from the block that lists it', async () => {
    const subnetEvmChains = async () =>
      ((await result('/ext/bc/P', 'platform.getBlockchains', {})) as { blockchains: { id: string; vmID: string }[] }).blockchains.filter(
        (chain) => chain.vmID === SUBNET_EVM_ID,
      );
    const known = new Set((await subnetEvmChains()).map((chain) => chain.id));
    let created: string | undefined;
    for (let round = 0; round < CREATE_CHAIN_ROUNDS && !created; round++) {
      await result('/ext/devnet/control', 'control.produceBlocks', { count: BLOCKS_PER_ROUND });
      created = (await subnetEvmChains()).find((chain) => !known.has(chain.id))?.id;
    }
    expect(created).toBeDefined();
    expect(await result('/ext/bc/P', 'platform.getBlockchainStatus', { blockchainID: created })).toEqual({ status: 'Validating' });
    const rpc = `/ext/bc/${created}/rpc`;
    expect(await result(rpc, 'eth_chainId', [])).toMatch(/^0x[0-9a-f]+$/);
    const before = BigInt((await result(rpc, 'eth_blockNumber', [])) as string);
    await result('/ext/devnet/control', 'control.produceBlocks', { count: 1 });
    expect(BigInt((await result(rpc, 'eth_blockNumber', [])) as string)).toBe(before + 1n);
    expect(await result(rpc, 'eth_feeHistory', [20, 'latest', []])).toMatchObject({ baseFeePerGas: expect.any(Array) });
    const status = (await result('/ext/devnet/control', 'control.status', {})) as { evmChains: { blockchainId: string }[] };
    expect(status.evmChains.map((chain) => chain.blockchainId)).toContain(created);
  });

  it('error: refuses a non-loopback host', async () => {
    await expect(startDevnet({ host: '0.0.0.0', port: 0 })).rejects.toThrow('loopback');
  });
});

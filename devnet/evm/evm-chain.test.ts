import { RLP } from '@ethereumjs/rlp';
import { verifyMerkleProof } from '@ethereumjs/mpt';
import { bigIntToUnpaddedBytes, bytesToBigInt, bytesToHex, hexToBytes } from '@ethereumjs/util';
import { keccak_256 } from '@noble/hashes/sha3.js';
import {
  createPublicClient,
  createWalletClient,
  decodeEventLog,
  defineChain,
  http,
  parseAbi,
  parseEther,
  parseGwei,
  webSocket,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { WebSocket } from 'ws';
import { FAKE_SUBNET_CHAIN_IDS, fakePChain } from '../testing/fake-pchain';
import { startNode, type RunningDevnet } from '../server/start-node';
import { DEVNET_TOKEN_BYTECODE } from './contracts/devnet-token';
import { present } from '../../src/lib/present';

const GENESIS_TIME = 1_700_000_040;
const EWOQ_KEY = '0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027';
const C_CHAIN_ID = 43112;
const TOKEN_ABI = parseAbi([
  'constructor(uint256 supply)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
]);

let devnet: RunningDevnet;
const account = privateKeyToAccount(EWOQ_KEY);

/** viem's chain and clients for the devnet's C-Chain at `url`. */
function clientsOf(url: string) {
  const chain = defineChain({
    id: C_CHAIN_ID,
    name: 'devnet C-Chain',
    nativeCurrency: { name: 'Native', symbol: 'NATIVE', decimals: 18 },
    rpcUrls: { default: { http: [`${url}/ext/bc/C/rpc`], webSocket: [`${url.replace('http', 'ws')}/ext/bc/C/ws`] } },
  });
  return { chain, publicClient: createPublicClient({ chain, transport: http() }), wallet: createWalletClient({ account, chain, transport: http() }) };
}

let chain: ReturnType<typeof clientsOf>['chain'];
let publicClient: ReturnType<typeof clientsOf>['publicClient'];
let wallet: ReturnType<typeof clientsOf>['wallet'];

async function control(method: string, params: object = {}): Promise<void> {
  const response = await fetch(`${devnet.url}/ext/devnet/control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: `control.${method}`, params }),
  });
  expect(((await response.json()) as { error?: unknown }).error).toBeUndefined();
}

async function raw(method: string, params: unknown[], path = '/ext/bc/C/rpc'): Promise<{ result?: unknown; error?: { code: number; message: string; data?: string } }> {
  const response = await fetch(`${devnet.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: string } };
}

const produce = () => control('produceBlocks', { count: 1 });
/** viem subscribes to newHeads after its socket opens; blocks are made meanwhile. */
const SUBSCRIBED_WITHIN_MS = 10_000;

beforeAll(async () => {
  devnet = await startNode({ port: 0, genesisTime: GENESIS_TIME, control: true, devApis: true, autoBlocks: false }, fakePChain);
  ({ chain, publicClient, wallet } = clientsOf(devnet.url));
});

afterAll(async () => {
  await devnet.close();
});

describe('EVM chain over viem', () => {
  it('default: a fresh chain has background transfers and the devnet token with Transfer events', async () => {
    const first = await publicClient.getBlock({ blockNumber: 1n, includeTransactions: true });
    // The token's deploy and first transfer, then the four contracts of the contract activity.
    expect(first.transactions).toHaveLength(6);
    expect(first.transactions.slice(2).every((tx) => tx.to === null)).toBe(true);
    const deploy = await publicClient.getTransactionReceipt({ hash: first.transactions[0]!.hash });
    expect(deploy.contractAddress).toMatch(/^0x[0-9a-f]{40}$/);
    const logs = await publicClient.getLogs({ address: deploy.contractAddress!, event: TOKEN_ABI[3], fromBlock: 0n, toBlock: 'latest' });
    expect(logs.length).toBeGreaterThan(2);
    expect(logs[0]!.args.from).toBe('0x0000000000000000000000000000000000000000');
  });

  it("behavior: Granite headers carry timestampMilliseconds and minDelayExcess, and the hash is keccak256 of coreth's RLP of the fields served", async () => {
    await produce();
    const block = (await raw('eth_getBlockByNumber', ['latest', false])).result as Record<string, string>;
    const parent = (await raw('eth_getBlockByHash', [block.parentHash, false])).result as Record<string, string>;
    const ms = BigInt(block.timestampMilliseconds!);
    expect(ms / 1000n).toBe(BigInt(block.timestamp!));
    expect(ms).toBeGreaterThan(BigInt(parent.timestampMilliseconds!));
    expect(block.minDelayExcess).toBe('0x49aec8');
    const bytes = (key: string) => hexToBytes(block[key] as `0x${string}`);
    const uint = (key: string) => bigIntToUnpaddedBytes(BigInt(present(block[key], key)));
    const fields = ['parentHash', 'sha3Uncles', 'miner', 'stateRoot', 'transactionsRoot', 'receiptsRoot', 'logsBloom'].map(bytes);
    const numbers = ['difficulty', 'number', 'gasLimit', 'gasUsed', 'timestamp'].map(uint);
    const rest = [bytes('extraData'), bytes('mixHash'), bytes('nonce'), bytes('extDataHash'), uint('baseFeePerGas'), uint('extDataGasUsed'), uint('blockGasCost')];
    const tail = [uint('blobGasUsed'), uint('excessBlobGas'), bytes('parentBeaconBlockRoot'), uint('timestampMilliseconds'), uint('minDelayExcess')];
    const hash = bytesToHex(keccak_256(RLP.encode([...fields, ...numbers, ...rest, ...tail])));
    expect(block.hash).toBe(hash);
  });

  it("behavior: a subnet-EVM chain's hash is keccak256 of subnet-evm's RLP of the fields served: no extDataHash nor extDataGasUsed", async () => {
    await produce();
    const block = (await raw('eth_getBlockByNumber', ['latest', false], `/ext/bc/${FAKE_SUBNET_CHAIN_IDS[0]}/rpc`)).result as Record<string, string>;
    expect(block.extDataHash).toBeUndefined();
    const bytes = (key: string) => hexToBytes(present(block[key], key) as `0x${string}`);
    const uint = (key: string) => bigIntToUnpaddedBytes(BigInt(present(block[key], key)));
    const fields = ['parentHash', 'sha3Uncles', 'miner', 'stateRoot', 'transactionsRoot', 'receiptsRoot', 'logsBloom'].map(bytes);
    const numbers = ['difficulty', 'number', 'gasLimit', 'gasUsed', 'timestamp'].map(uint);
    const rest = [bytes('extraData'), bytes('mixHash'), bytes('nonce'), uint('baseFeePerGas'), uint('blockGasCost')];
    const tail = [uint('blobGasUsed'), uint('excessBlobGas'), bytes('parentBeaconBlockRoot'), uint('timestampMilliseconds'), uint('minDelayExcess')];
    expect(block.hash).toBe(bytesToHex(keccak_256(RLP.encode([...fields, ...numbers, ...rest, ...tail]))));
  });

  it('behavior: a signed transfer is pooled, included in the next block and changes both balances', async () => {
    const to = '0x00000000000000000000000000000000000000aa';
    const before = await publicClient.getBalance({ address: account.address });
    const hash = await wallet.sendTransaction({ to, value: parseEther('1.5') });
    const pooled = (await raw('eth_getTransactionByHash', [hash])).result as { blockHash: string | null };
    expect(pooled.blockHash).toBeNull();
    await produce();
    const receipt = await publicClient.getTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.blockNumber).toBe(await publicClient.getBlockNumber({ cacheTime: 0 }));
    expect(await publicClient.getBalance({ address: to })).toBe(parseEther('1.5'));
    const after = await publicClient.getBalance({ address: account.address });
    expect(before - after).toBe(parseEther('1.5') + receipt.gasUsed * receipt.effectiveGasPrice);
    const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber });
    expect(block.transactions).toContain(hash);
  });

  it('behavior: a deployed contract answers calls, emits logs and reverts with geth code 3', async () => {
    const supply = 1_000_000n;
    const deployHash = await wallet.deployContract({ abi: TOKEN_ABI, bytecode: DEVNET_TOKEN_BYTECODE as Hex, args: [supply] });
    await produce();
    const { contractAddress } = await publicClient.getTransactionReceipt({ hash: deployHash });
    const token = contractAddress!;
    expect(await publicClient.readContract({ address: token, abi: TOKEN_ABI, functionName: 'balanceOf', args: [account.address] })).toBe(supply);
    const recipient = '0x00000000000000000000000000000000000000bb';
    const transferHash = await wallet.writeContract({ address: token, abi: TOKEN_ABI, functionName: 'transfer', args: [recipient, 400n] });
    await produce();
    const receipt = await publicClient.getTransactionReceipt({ hash: transferHash });
    expect(receipt.logs).toHaveLength(1);
    const event = decodeEventLog({ abi: TOKEN_ABI, ...receipt.logs[0]! });
    expect(event).toMatchObject({ eventName: 'Transfer', args: { from: account.address, to: recipient, value: 400n } });
    const filtered = await publicClient.getLogs({ address: token, event: TOKEN_ABI[3], args: { to: recipient }, fromBlock: receipt.blockNumber, toBlock: receipt.blockNumber });
    expect(filtered.map((log) => log.transactionHash)).toEqual([transferHash]);
    const reverted = await raw('eth_call', [{ from: recipient, to: token, data: `0xa9059cbb${'00'.repeat(12)}${account.address.slice(2)}${(10_000n).toString(16).padStart(64, '0')}` }, 'latest']);
    expect(reverted.error).toMatchObject({ code: 3, message: 'execution reverted: balance' });
    expect(reverted.error!.data).toMatch(/^0x08c379a0/);
  });

  it('behavior: eth_call and eth_estimateGas leave no trace in the state', async () => {
    const to = '0x00000000000000000000000000000000000000ab';
    const transfer = { from: account.address, to, value: '0xde0b6b3a7640000' };
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await raw('eth_call', [transfer, 'latest'])).result).toBe('0x');
      expect((await raw('eth_estimateGas', [transfer])).result).toBe('0x5208');
    }
    expect(await publicClient.getBalance({ address: to })).toBe(0n);
    expect((await raw('eth_estimateGas', [{ from: to, to: account.address, value: '0x1', gasPrice: '0x174876e800' }])).error?.message).toMatch(
      /^insufficient funds for gas \* price \+ value/,
    );
  });

  it('behavior: newHeads over viem watchBlocks and logs / newPendingTransactions subscriptions over /ws', async () => {
    const wsClient = createPublicClient({ chain, transport: webSocket() });
    const heads: bigint[] = [];
    const unwatch = wsClient.watchBlocks({ onBlock: (block) => heads.push(block.number) });
    const socket = new WebSocket(`${devnet.url.replace('http', 'ws')}/ext/bc/C/ws`);
    const messages: { id?: number; result?: string; params?: { subscription: string; result: unknown } }[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as (typeof messages)[number]));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_subscribe', params: ['logs', { topics: ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'] }] }));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'eth_subscribe', params: ['newPendingTransactions'] }));
    await vi.waitFor(() => expect(messages.filter((message) => message.id !== undefined)).toHaveLength(2));
    // viem's newHeads subscription is live once a block made now reaches it: blocks are made until one does.
    await vi.waitFor(
      async () => {
        if (heads.length === 0) await produce();
        expect(heads.length).toBeGreaterThan(0);
      },
      { timeout: SUBSCRIBED_WITHIN_MS, interval: 50 },
    );
    const hash = await wallet.sendTransaction({ to: '0x00000000000000000000000000000000000000cc', value: 1n });
    await vi.waitFor(() => expect(messages.some((message) => message.params?.result === hash)).toBe(true));
    const first = await publicClient.getBlock({ blockNumber: 1n });
    const { contractAddress: token } = await publicClient.getTransactionReceipt({ hash: first.transactions[0]! });
    await wallet.writeContract({ address: token!, abi: TOKEN_ABI, functionName: 'transfer', args: ['0x00000000000000000000000000000000000000dd', 5n] });
    await produce();
    const transferBlock = await publicClient.getBlockNumber({ cacheTime: 0 });
    await vi.waitFor(() => expect(heads).toContain(transferBlock));
    const logNumbers = () => messages.map((message) => (message.params?.result as { blockNumber?: string } | undefined)?.blockNumber);
    await vi.waitFor(() => expect(logNumbers()).toContain(`0x${transferBlock.toString(16)}`));
    unwatch();
    socket.close();
  });

  it('behavior: eth_getProof verifies against the block state root', async () => {
    const blockNumber = await publicClient.getBlockNumber({ cacheTime: 0 });
    const block = await publicClient.getBlock({ blockNumber });
    const proof = await publicClient.getProof({ address: account.address, storageKeys: [], blockNumber });
    const value = await verifyMerkleProof(keccak_256(hexToBytes(account.address)), proof.accountProof.map((node) => hexToBytes(node)), {
      root: hexToBytes(block.stateRoot),
      useKeyHashing: false,
    });
    const [nonce, balance] = RLP.decode(value!) as Uint8Array[];
    expect(bytesToBigInt(balance!)).toBe(await publicClient.getBalance({ address: account.address, blockNumber }));
    expect(bytesToBigInt(nonce!)).toBe(BigInt(await publicClient.getTransactionCount({ address: account.address, blockNumber })));
    expect(proof.balance).toBe(bytesToBigInt(balance!));
  });

  it('behavior: a storage proof of the token balance verifies against the account storage root', async () => {
    const blockNumber = await publicClient.getBlockNumber({ cacheTime: 0 });
    const first = await publicClient.getBlock({ blockNumber: 1n });
    const token = (await publicClient.getTransactionReceipt({ hash: first.transactions[0]! })).contractAddress!;
    // balanceOf is the contract's second storage slot: the entry sits at keccak(owner ‖ 1).
    const slot = keccak_256(hexToBytes(`0x${account.address.slice(2).padStart(64, '0')}${'1'.padStart(64, '0')}`));
    const proof = await publicClient.getProof({ address: token, storageKeys: [`0x${Buffer.from(slot).toString('hex')}`], blockNumber });
    const stored = await verifyMerkleProof(keccak_256(slot), proof.storageProof[0]!.proof.map((node) => hexToBytes(node)), {
      root: hexToBytes(proof.storageHash),
      useKeyHashing: false,
    });
    const balance = await publicClient.readContract({ address: token, abi: TOKEN_ABI, functionName: 'balanceOf', args: [account.address], blockNumber });
    expect(bytesToBigInt(RLP.decode(stored!) as Uint8Array)).toBe(balance);
    expect(proof.storageProof[0]!.value).toBe(balance);
  });
});

describe('refused transactions', () => {
  const stranger = privateKeyToAccount(`0x${'11'.repeat(32)}`);

  async function snapshot() {
    return {
      balance: await publicClient.getBalance({ address: account.address }),
      nonce: await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' }),
      pool: (await raw('txpool_status', [])).result,
    };
  }

  async function refusal(tx: Parameters<typeof account.signTransaction>[0]): Promise<string | undefined> {
    const signed = await account.signTransaction(tx);
    return (await raw('eth_sendRawTransaction', [signed])).error?.message;
  }

  it('error: wrong chain ID, nonce too low, underpriced and insufficient funds answer as geth and change nothing', async () => {
    const before = await snapshot();
    expect(before.pool).toEqual({ pending: '0x0', queued: '0x0' });
    const nonce = before.nonce;
    const fees = { maxFeePerGas: parseGwei('100'), maxPriorityFeePerGas: parseGwei('1'), gas: 21_000n, to: stranger.address, value: 1n, type: 'eip1559' as const };
    expect(await refusal({ ...fees, nonce, chainId: 1 })).toBe('invalid sender: invalid chain id for signer');
    expect(await refusal({ ...fees, nonce: 0, chainId: C_CHAIN_ID })).toBe(`nonce too low: next nonce ${nonce}, tx nonce 0`);
    expect(await refusal({ ...fees, nonce, chainId: C_CHAIN_ID, maxFeePerGas: 1n, maxPriorityFeePerGas: 1n })).toMatch(
      /^transaction underpriced: address 0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC have gas fee cap \(1\) < pool minimum fee cap \(\d+\)$/,
    );
    const poor = await stranger.signTransaction({ ...fees, to: account.address, nonce: 0, chainId: C_CHAIN_ID });
    expect((await raw('eth_sendRawTransaction', [poor])).error?.message).toBe(
      `insufficient funds for gas * price + value: balance 0, tx cost ${21_000n * parseGwei('100') + 1n}, overshot ${21_000n * parseGwei('100') + 1n}`,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('error: malformed RLP is refused with an rlp message', async () => {
    const before = await snapshot();
    expect((await raw('eth_sendRawTransaction', ['0x02c0'])).error).toEqual({ code: -32000, message: 'rlp: too few elements for types.DynamicFeeTx' });
    expect((await raw('eth_sendRawTransaction', ['0x8001'])).error?.message).toBe('rlp: expected input list for types.LegacyTx');
    expect((await raw('eth_sendRawTransaction', ['0xf90000'])).error?.message).toMatch(/^rlp: /);
    expect((await raw('eth_sendRawTransaction', ['0x1234'])).error?.message).toBe('transaction type not supported');
    expect(await snapshot()).toEqual(before);
  });
});

describe('eth_getLogs limits', () => {
  it('error: an inverted range, too many blocks and too many topics are refused as geth refuses them', async () => {
    expect((await raw('eth_getLogs', [{ fromBlock: '0x5', toBlock: '0x4' }])).error).toEqual({ code: -32000, message: 'invalid block range params' });
    expect((await raw('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x1000' }])).error?.message).toBe('requested too many blocks from 0 to 4096, maximum is set to 2048');
    expect((await raw('eth_getLogs', [{ topics: [null, null, null, null, null] }])).error).toEqual({ code: -32602, message: 'invalid argument 0: exceed max topics' });
    expect((await raw('eth_getLogs', [{ blockHash: `0x${'ab'.repeat(32)}` }])).error?.message).toBe('unknown block');
  });

  it('behavior: a range starting past the head is empty', async () => {
    expect((await raw('eth_getLogs', [{ fromBlock: '0xffff' }])).result).toEqual([]);
  });
});

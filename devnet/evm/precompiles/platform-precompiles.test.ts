import { createPublicClient, createWalletClient, defineChain, http, parseEther, parseEventLogs, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ALLOW_LIST_ABI, FEE_MANAGER_ABI, NATIVE_MINTER_ABI, PRECOMPILE_ADDRESSES } from '../../../src/lib/abi/well-known';
import { FAKE_SUBNET_CHAIN_IDS, fakePChain } from '../../testing/fake-pchain';
import { startNode, type RunningDevnet } from '../../server/start-node';
import { FEE_CONFIG_CHANGE_BLOCK } from '../chain-config';
import { DEVNET_TOKEN_BYTECODE } from '../contracts/devnet-token';
import { FIRST_ROLE_BLOCK, SECOND_ROLE_BLOCK } from './precompile-activity';

const GENESIS_TIME = 1_700_000_040;
const EWOQ_KEY = '0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027';
const FEE_CHAIN = { id: FAKE_SUBNET_CHAIN_IDS[0]!, evmId: 99001 };
const MINT_CHAIN = { id: FAKE_SUBNET_CHAIN_IDS[1]!, evmId: 99002 };
const ewoq = privateKeyToAccount(EWOQ_KEY);
const stranger = privateKeyToAccount(`0x${'22'.repeat(32)}`);
/** The devnet token's creation code with its constructor's supply argument. */
const TOKEN_CREATION = `${DEVNET_TOKEN_BYTECODE}${(1000n).toString(16).padStart(64, '0')}` as Hex;
const ROLE = { none: 0n, enabled: 1n, admin: 2n, manager: 3n };

let devnet: RunningDevnet;

function clients(target: { id: string; evmId: number }) {
  const chain = defineChain({
    id: target.evmId,
    name: 'subnet',
    nativeCurrency: { name: 'Native', symbol: 'NATIVE', decimals: 18 },
    rpcUrls: { default: { http: [`${devnet.url}/ext/bc/${target.id}/rpc`] } },
  });
  const transport = http();
  return {
    read: createPublicClient({ chain, transport }),
    admin: createWalletClient({ account: ewoq, chain, transport }),
    strangerWallet: createWalletClient({ account: stranger, chain, transport }),
  };
}

async function produce(): Promise<void> {
  await fetch(`${devnet.url}/ext/devnet/control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'control.produceBlocks', params: { count: 1 } }),
  });
}

async function roleOf(read: ReturnType<typeof clients>['read'], precompile: Hex, account: Hex): Promise<bigint> {
  return read.readContract({ address: precompile, abi: ALLOW_LIST_ABI, functionName: 'readAllowList', args: [account] });
}

beforeAll(async () => {
  devnet = await startNode({ port: 0, genesisTime: GENESIS_TIME, control: true, autoBlocks: false }, fakePChain);
});

afterAll(async () => {
  await devnet.close();
});

describe('platform precompiles', () => {
  it('default: the genesis admins, the activity’s role changes as RoleSet events, and readAllowList agreeing with them', async () => {
    const { read } = clients(MINT_CHAIN);
    const deployer = PRECOMPILE_ADDRESSES.contractDeployerAllowList as Hex;
    expect(await roleOf(read, deployer, ewoq.address)).toBe(ROLE.admin);
    const logs = parseEventLogs({ abi: ALLOW_LIST_ABI, logs: await read.getLogs({ address: deployer, fromBlock: FIRST_ROLE_BLOCK, toBlock: 'latest' }) });
    expect(logs.map((log) => [log.blockNumber, log.args.role, log.args.oldRole, log.args.sender.toLowerCase()])).toEqual([
      [FIRST_ROLE_BLOCK, ROLE.enabled, ROLE.none, ewoq.address.toLowerCase()],
      [FIRST_ROLE_BLOCK, ROLE.manager, ROLE.none, ewoq.address.toLowerCase()],
      [SECOND_ROLE_BLOCK, ROLE.none, ROLE.enabled, ewoq.address.toLowerCase()],
      [SECOND_ROLE_BLOCK, ROLE.enabled, ROLE.none, ewoq.address.toLowerCase()],
    ]);
    const [granted, manager, removed, enabled] = logs.map((log) => log.args.account);
    expect(granted).toBe(removed);
    expect(await roleOf(read, deployer, granted!)).toBe(ROLE.none);
    expect(await roleOf(read, deployer, manager!)).toBe(ROLE.manager);
    expect(await roleOf(read, deployer, enabled!)).toBe(ROLE.enabled);
  });

  it('default: the fee manager holds the changed fee config from its known block, and the minter mints with events', async () => {
    const fee = clients(FEE_CHAIN).read;
    const feeManager = PRECOMPILE_ADDRESSES.feeManager as Hex;
    const lastChanged = await fee.readContract({ address: feeManager, abi: FEE_MANAGER_ABI, functionName: 'getFeeConfigLastChangedAt' });
    expect(lastChanged).toBe(FEE_CONFIG_CHANGE_BLOCK);
    const [gasLimit, , minBaseFee] = await fee.readContract({ address: feeManager, abi: FEE_MANAGER_ABI, functionName: 'getFeeConfig' });
    expect([gasLimit, minBaseFee]).toEqual([15_000_000n, 33_000_000_000n]);
    const before = await fee.readContract({ address: feeManager, abi: FEE_MANAGER_ABI, functionName: 'getFeeConfig', blockNumber: FEE_CONFIG_CHANGE_BLOCK - 1n });
    expect(before[0]).toBe(8_000_000n);
    const changed = parseEventLogs({ abi: FEE_MANAGER_ABI, eventName: 'FeeConfigChanged', logs: await fee.getLogs({ address: feeManager, fromBlock: 0n, toBlock: 'latest' }) });
    expect(changed.map((log) => [log.blockNumber, log.args.oldFeeConfig.gasLimit, log.args.newFeeConfig.gasLimit])).toEqual([[FEE_CONFIG_CHANGE_BLOCK, 8_000_000n, 15_000_000n]]);
    expect((await fee.getBlock({ blockNumber: FEE_CONFIG_CHANGE_BLOCK + 1n })).gasLimit).toBe(15_000_000n);

    const mint = clients(MINT_CHAIN).read;
    const minted = parseEventLogs({
      abi: NATIVE_MINTER_ABI,
      eventName: 'NativeCoinMinted',
      logs: await mint.getLogs({ address: PRECOMPILE_ADDRESSES.contractNativeMinter as Hex, fromBlock: 0n, toBlock: 'latest' }),
    });
    expect(minted.length).toBeGreaterThan(0);
    const first = minted[0]!;
    const balanceBefore = await mint.getBalance({ address: first.args.recipient, blockNumber: first.blockNumber - 1n });
    const balanceAfter = await mint.getBalance({ address: first.args.recipient, blockNumber: first.blockNumber });
    expect(balanceAfter - balanceBefore).toBe(first.args.amount);
  });

  it('behavior: the deployer allow list refuses a deployer without a role until an admin enables it', async () => {
    const { read, admin, strangerWallet } = clients(MINT_CHAIN);
    const deployer = PRECOMPILE_ADDRESSES.contractDeployerAllowList as Hex;
    await admin.sendTransaction({ to: stranger.address, value: parseEther('10') });
    await produce();
    const refused = await strangerWallet.sendTransaction({ data: TOKEN_CREATION, gas: 1_000_000n });
    await produce();
    const failed = await read.getTransactionReceipt({ hash: refused });
    expect(failed.status).toBe('reverted');
    expect(failed.gasUsed).toBe(1_000_000n);

    // A manager cannot make an admin; an admin enables the stranger, with a RoleSet event.
    const grant = await admin.writeContract({ address: deployer, abi: ALLOW_LIST_ABI, functionName: 'setEnabled', args: [stranger.address] });
    await produce();
    const receipt = await read.getTransactionReceipt({ hash: grant });
    const [event] = parseEventLogs({ abi: ALLOW_LIST_ABI, logs: receipt.logs });
    expect(event?.args).toEqual({ role: ROLE.enabled, account: stranger.address, sender: ewoq.address, oldRole: ROLE.none });
    expect(await roleOf(read, deployer, stranger.address)).toBe(ROLE.enabled);
    await expect(read.simulateContract({ account: stranger, address: deployer, abi: ALLOW_LIST_ABI, functionName: 'setAdmin', args: [stranger.address] })).rejects.toThrow(
      /cannot modify allow list/,
    );

    const deployed = await strangerWallet.sendTransaction({ data: TOKEN_CREATION, gas: 1_000_000n });
    await produce();
    expect((await read.getTransactionReceipt({ hash: deployed })).status).toBe('success');
  });

  it('error: the tx allow list refuses a sender without a role until an admin enables it', async () => {
    const { read, admin, strangerWallet } = clients(FEE_CHAIN);
    const transfer = { to: ewoq.address, value: 0n, gas: 21_000n, maxFeePerGas: 100_000_000_000n, maxPriorityFeePerGas: 1n } as const;
    await admin.sendTransaction({ to: stranger.address, value: parseEther('10') });
    await produce();
    await expect(strangerWallet.sendTransaction(transfer)).rejects.toThrow(`cannot issue transaction from non-allow listed address: ${stranger.address.toLowerCase()}`);
    await admin.writeContract({ address: PRECOMPILE_ADDRESSES.txAllowList as Hex, abi: ALLOW_LIST_ABI, functionName: 'setEnabled', args: [stranger.address] });
    await produce();
    const sent = await strangerWallet.sendTransaction(transfer);
    await produce();
    expect((await read.getTransactionReceipt({ hash: sent })).status).toBe('success');
  });

  it('behavior: a manager moves addresses between none and enabled, but cannot make an admin or touch one', async () => {
    const { read, admin } = clients(MINT_CHAIN);
    const minter = PRECOMPILE_ADDRESSES.contractNativeMinter as Hex;
    const manager = privateKeyToAccount(`0x${'33'.repeat(32)}`);
    const managerWallet = createWalletClient({ account: manager, chain: admin.chain, transport: http() });
    const other = privateKeyToAccount(`0x${'44'.repeat(32)}`).address;
    await admin.sendTransaction({ to: manager.address, value: parseEther('10') });
    await admin.writeContract({ address: minter, abi: ALLOW_LIST_ABI, functionName: 'setManager', args: [manager.address] });
    await produce();
    expect(await roleOf(read, minter, manager.address)).toBe(ROLE.manager);
    await managerWallet.writeContract({ address: minter, abi: ALLOW_LIST_ABI, functionName: 'setEnabled', args: [other] });
    await produce();
    expect(await roleOf(read, minter, other)).toBe(ROLE.enabled);
    const refused = (functionName: 'setAdmin' | 'setNone', target: Hex) =>
      read.simulateContract({ account: manager, address: minter, abi: ALLOW_LIST_ABI, functionName, args: [target] });
    await expect(refused('setAdmin', other)).rejects.toThrow(/cannot modify allow list/);
    await expect(refused('setNone', ewoq.address)).rejects.toThrow(/cannot modify allow list/);
    // Enabled on the minter, the manager mints; the one it enabled does too.
    await managerWallet.writeContract({ address: minter, abi: NATIVE_MINTER_ABI, functionName: 'mintNativeCoin', args: [other, 5n] });
    await produce();
    expect(await read.getBalance({ address: other })).toBe(5n);
  });
});

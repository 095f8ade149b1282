import { getContractAddress, type Hash, type Hex } from 'viem';
import { ROUTER_ABI, ROUTER_BYTECODE, VAULT_ABI, VAULT_BYTECODE } from '../evm/contracts/devnet-contracts';
import { evmTestWallet } from './test-wallet';

/**
 * Test and bench support: the devnet's vault and router deployed afresh on a running devnet's
 * C-Chain by its funded test key, through viem, and calls to them that come back with their receipt.
 * `makeBlock`, when given, makes the block that mines each tx (a devnet whose clock is paused);
 * otherwise the devnet's clock does.
 */
const POLL_MS = 200;
const MINED_TIMEOUT_MS = 20_000;
/** Enough for a fan of 500 calls. */
const CALL_GAS = 3_000_000n;
const DEPLOY_GAS = 1_500_000n;

export async function deployTraceContracts(nodeUrl: string, vaultLimit: bigint, makeBlock?: () => Promise<unknown>) {
  const { account, wallet, reader, fees } = evmTestWallet(nodeUrl);
  const mined = async (hash: Hash) => {
    await makeBlock?.();
    return reader.waitForTransactionReceipt({ hash, pollingInterval: POLL_MS, timeout: MINED_TIMEOUT_MS });
  };
  // Both deploys go out at once with consecutive nonces: one block, not two.
  const nonce = await reader.getTransactionCount({ address: account.address, blockTag: 'pending' });
  const vaultHash = await wallet.deployContract({ abi: VAULT_ABI, bytecode: VAULT_BYTECODE, args: [vaultLimit], nonce, gas: DEPLOY_GAS, ...(await fees()) });
  const routerHash = await wallet.deployContract({
    abi: ROUTER_ABI,
    bytecode: ROUTER_BYTECODE,
    args: [getContractAddress({ from: account.address, nonce: BigInt(nonce) })],
    nonce: nonce + 1,
    gas: DEPLOY_GAS,
    ...(await fees()),
  });
  const vault = (await mined(vaultHash)).contractAddress!;
  const router = (await mined(routerHash)).contractAddress!;

  /** Sends call data to the router (reverting calls too: the gas is fixed, nothing is estimated) and waits for the receipt. */
  const call = async (data: Hex, value = 0n) => mined(await wallet.sendTransaction({ to: router, data, value, gas: CALL_GAS, ...(await fees()) }));
  return { account: account.address, vault, router, call };
}

import { pvm, type Context } from '@avalabs/avalanchejs';
import { createPublicClient, createWalletClient, defineChain, http, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { EWOQ_PRIVATE_KEY } from '../evm/background-activity';
import { AVAX_ASSET_ID, C_CHAIN_EVM_ID, C_CHAIN_ID, P_CHAIN_ID, X_CHAIN_ID } from '../pchain/constants';

/**
 * Test support: one JSON-RPC call to a running devnet, avalanchejs set up for it as a wallet would
 * be (the local network's IDs and the node's own fee config), and the funded key on its C-Chain.
 */
export async function callDevnet<T>(url: string, path: string, method: string, params: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

export async function walletFor(url: string): Promise<{ api: pvm.PVMApi; context: Context.Context }> {
  const api = new pvm.PVMApi(url);
  const context: Context.Context = {
    networkID: 12345,
    hrp: 'local',
    xBlockchainID: X_CHAIN_ID,
    pBlockchainID: P_CHAIN_ID,
    cBlockchainID: C_CHAIN_ID,
    avaxAssetID: AVAX_ASSET_ID,
    baseTxFee: 1_000_000n,
    createAssetTxFee: 10_000_000n,
    platformFeeConfig: await api.getFeeConfig(),
  };
  return { api, context };
}

const TIP = 2_000_000_000n;
/** Room for the base fee to climb for a few blocks, so a test tx is never left waiting. */
const FEE_HEADROOM = 3n;

/**
 * The funded test key as a wallet on a running devnet's C-Chain (viem): its account, a wallet and
 * a reader client, and fees that stay above the base fee for a few blocks.
 */
export function evmTestWallet(url: string) {
  const rpcUrl = `${url}/ext/bc/C/rpc`;
  const chain = defineChain({ id: C_CHAIN_EVM_ID, name: 'Devnet C-Chain', nativeCurrency: { name: 'NATIVE', symbol: 'NATIVE', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } });
  const account = privateKeyToAccount(toHex(EWOQ_PRIVATE_KEY));
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) });
  const reader = createPublicClient({ chain, transport: http(rpcUrl) });
  const fees = async () => {
    const { baseFeePerGas } = await reader.getBlock();
    return { maxFeePerGas: (baseFeePerGas ?? 0n) * FEE_HEADROOM + TIP, maxPriorityFeePerGas: TIP };
  };
  return { account, wallet, reader, fees };
}

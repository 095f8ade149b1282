import { pvm, type Context } from '@avalabs/avalanchejs';
import { AVAX_ASSET_ID, C_CHAIN_ID, P_CHAIN_ID, X_CHAIN_ID } from '../pchain/constants';

/**
 * Test support: one JSON-RPC call to a running devnet, and avalanchejs set up for it as a wallet
 * would be (the local network's IDs and the node's own fee config).
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

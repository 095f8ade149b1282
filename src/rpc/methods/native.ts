import { integer, literal, object, optional, string } from '../schema';
import { define } from './definition';
import { txIdResult, utxoPage, type UtxoQuery } from './shared';

/**
 * The chain-native C-Chain group (`native.*` in the spec, `avax.*` on reference nodes), served at
 * `/ext/bc/<chain>/<nativeGroup>`. The key-store methods were removed from current reference nodes
 * but are part of the spec, so they stay here.
 */
export type AtomicTxStatus = 'Accepted' | 'Processing' | 'Dropped' | 'Unknown';

interface KeystoreUser {
  username: string;
  password: string;
}

export interface ExportParams extends KeystoreUser {
  /** Destination X-Chain or P-Chain address. */
  to: string;
  amount: bigint | number;
  /** Asset ID, or the spec's alias `NATIVE` (sent as the network's native asset alias). */
  assetID: string;
  baseFee?: bigint | number;
}

export interface ImportParams extends KeystoreUser {
  /** 0x address that receives the funds. */
  to: string;
  /** `X`, `P` or a chain ID. */
  sourceChain: string;
  baseFee?: bigint | number;
}

/** The spec's `NATIVE` asset alias becomes the network's alias on the wire. */
function encodeExport(params: ExportParams, settings: { nativeAssetAlias: string }) {
  return params.assetID === 'NATIVE' ? { ...params, assetID: settings.nativeAssetAlias } : params;
}

export const nativeMethods = {
  'native.export': define<ExportParams>()('native', txIdResult, encodeExport),
  'native.exportNATIVE': define<Omit<ExportParams, 'assetID'> & { from?: string[]; changeAddr?: string }>()('native', txIdResult),
  'native.exportKey': define<KeystoreUser & { address: string }>()('native', object({ privateKey: string, privateKeyHex: string })),
  'native.getAtomicTx': define<{ txID: string; encoding?: 'hex' }>()(
    'native',
    object({ tx: string, encoding: string, blockHeight: optional(integer) }),
  ),
  'native.getAtomicTxStatus': define<{ txID: string }>()(
    'native',
    object({ status: literal('Accepted', 'Processing', 'Dropped', 'Unknown'), blockHeight: optional(integer) }),
  ),
  'native.getUTXOs': define<UtxoQuery & { sourceChain: string }>()('native', utxoPage),
  'native.import': define<ImportParams>()('native', txIdResult),
  'native.importNATIVE': define<ImportParams>()('native', txIdResult),
  'native.importKey': define<KeystoreUser & { privateKey: string }>()('native', object({ address: string })),
  'native.issueTx': define<{ tx: string; encoding?: 'hex' }>()('native', txIdResult),
};

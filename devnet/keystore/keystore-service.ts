import { parseAddress } from '../../src/lib/address';
import { toChecksumAddress } from '../../src/lib/evm-address';
import { fromHex, toHex } from '../../src/lib/hex';
import { parseId, parseShortId } from '../../src/lib/ids';
import { evmAddressOfPrivateKey } from '../../src/lib/secp256k1';
import type { Service } from '../handler';
import { MethodError, UnmarshalError } from '../handler';
import type { Params } from '../params';
import { objectParams, str, uint } from '../params';
import type { AtomicMempool } from '../pchain/atomic-mempool';
import { atomicMempool, NOT_CONNECTED } from '../pchain/atomic-mempool';
import { AVAX_ASSET_ID_BYTES, C_CHAIN_ID } from '../pchain/constants';
import { resolveChain } from '../pchain/handlers/format';
import type { View } from '../pchain/handlers/view';
import { buildExport, buildImport } from './atomic-builder';
import type { Keystore, UnlockedUser } from './keystore';
import { KeystoreError } from './keystore';
import { formatPrivateKey, parsePrivateKey } from './private-key';

/**
 * The key-store methods of the chain-native group as the spec names them (`export`, `import`,
 * `exportKey`, `importKey`, the deprecated `exportNATIVE`/`importNATIVE`), with coreth ≤ v0.14's
 * params and messages. Current reference nodes no longer have them, so only the spec dialect
 * serves them. The asset alias is `NATIVE`; the reference node's `AVAX` is accepted too.
 */
const ASSET_ALIASES = ['NATIVE', 'AVAX'];
const ETH_ADDRESS = /^(0x|0X)?[0-9a-fA-F]{40}$/;
const HEX_QUANTITY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/;

/** `0x…` 20-byte address as go-ethereum's `common.Address` JSON decoding takes it. */
function jsonEthAddress(value: unknown, name: string): Uint8Array {
  const text = str(value, name);
  if (!/^0x[0-9a-fA-F]{40}$/i.test(text)) throw new UnmarshalError(`${name}: not a 20-byte 0x address`);
  return fromHex(text);
}

/** `baseFee` is a hexutil.Big; the devnet's atomic fee is flat, so a valid value is accepted and not used. */
function checkBaseFee(value: unknown): void {
  if (value === undefined || value === null) return;
  if (typeof value !== 'string' || !HEX_QUANTITY.test(value)) throw new UnmarshalError('baseFee: not a hex quantity');
}

async function unlock(keystore: Keystore, args: Params, prefix: (username: string) => string): Promise<UnlockedUser> {
  const username = str(args.username, 'username');
  const password = str(args.password, 'password');
  try {
    return await keystore.unlock(username, password);
  } catch (error) {
    if (error instanceof KeystoreError) throw new MethodError(`${prefix(username)}: ${error.message}`);
    throw error;
  }
}

export function keystoreHandlers(view: View, keystore: Keystore): Service {
  const state = view.network.state;

  const connectedMempool = (): AtomicMempool => {
    const mempool = atomicMempool(state);
    if (!mempool.connected) throw new MethodError(NOT_CONNECTED);
    return mempool;
  };

  const assetOf = (text: string): Uint8Array => {
    if (text === '') throw new MethodError('assetID is required');
    if (ASSET_ALIASES.includes(text)) return AVAX_ASSET_ID_BYTES;
    try {
      return parseId(text);
    } catch (error) {
      throw new MethodError((error as Error).message);
    }
  };

  /** `to` with its chain (`P-local1…`), else a raw short ID on `targetChain`, as coreth's Export reads them. */
  const destinationOf = (to: string, targetChain: string): { chain: string; address: Uint8Array } => {
    try {
      const alias = to.slice(0, to.indexOf('-'));
      const chain = resolveChain(alias);
      return { chain, address: parseAddress(`P${to.slice(alias.length)}`, { hrp: view.hrp }).bytes };
    } catch {
      let chain: string;
      try {
        chain = resolveChain(targetChain);
      } catch (error) {
        throw new MethodError((error as Error).message);
      }
      try {
        return { chain, address: parseShortId(to) };
      } catch (error) {
        throw new MethodError((error as Error).message);
      }
    }
  };

  const exportTx = async (params: unknown, assetText: string | undefined): Promise<{ txID: string }> => {
    const args = objectParams(params);
    checkBaseFee(args.baseFee);
    const assetId = assetOf(assetText ?? str(args.assetID, 'assetID'));
    const amount = uint(args.amount, 'amount');
    if (amount === 0n) throw new MethodError("argument 'amount' must be > 0");
    const destination = destinationOf(str(args.to, 'to'), str(args.targetChain, 'targetChain'));
    const user = await unlock(keystore, args, (username) => `couldn't get user '${username}'`);
    if (destination.chain === C_CHAIN_ID) throw new MethodError("couldn't create tx: tx has wrong chain ID");
    const mempool = connectedMempool();
    const encoded = await buildExport(state, mempool, user.keys(), { assetId, amount, destinationChain: parseId(destination.chain), to: destination.address });
    return { txID: await mempool.issue(encoded.bytes) };
  };

  const importTx = async (params: unknown): Promise<{ txID: string }> => {
    const args = objectParams(params);
    checkBaseFee(args.baseFee);
    const to = jsonEthAddress(args.to, 'to');
    const sourceText = str(args.sourceChain, 'sourceChain');
    let sourceChain: string;
    try {
      sourceChain = resolveChain(sourceText);
    } catch (error) {
      throw new MethodError(`problem parsing chainID "${sourceText}": ${(error as Error).message}`);
    }
    const user = await unlock(keystore, args, (username) => `couldn't get user '${username}'`);
    const mempool = connectedMempool();
    const encoded = buildImport(state, mempool, user.keys(), sourceChain, to);
    return { txID: await mempool.issue(encoded.bytes) };
  };

  return {
    export: (params) => exportTx(params, undefined),
    exportNATIVE: (params) => exportTx(params, ASSET_ALIASES[0]),
    import: importTx,
    importNATIVE: importTx,

    exportKey: async (params) => {
      const args = objectParams(params);
      const text = str(args.address, 'address');
      if (!ETH_ADDRESS.test(text)) throw new MethodError(`couldn't parse ${text} to address: invalid hex address`);
      const address = fromHex(/^0x/i.test(text) ? text : `0x${text}`);
      const user = await unlock(keystore, args, (username) => `problem retrieving user '${username}'`);
      const key = user.key(address);
      if (!key) throw new MethodError('problem retrieving private key: not found');
      return { privateKey: formatPrivateKey(key), privateKeyHex: toHex(key) };
    },

    importKey: async (params) => {
      const args = objectParams(params);
      if (args.privateKey === undefined || args.privateKey === null) throw new MethodError("argument 'privateKey' not given");
      let key: Uint8Array;
      try {
        key = parsePrivateKey(str(args.privateKey, 'privateKey'));
      } catch (error) {
        throw new UnmarshalError(`privateKey: ${(error as Error).message}`);
      }
      const user = await unlock(keystore, args, () => 'problem retrieving data');
      user.addKey(key);
      return { address: toChecksumAddress(toHex(evmAddressOfPrivateKey(key))) };
    },
  };
}

import { formatAddress } from '../../../src/lib/address';
import type { ChainAlias } from '../../../src/lib/address';
import { compareBytes } from '../../../src/lib/bytes';
import { toHex, toHexWithChecksum } from '../../../src/lib/hex';
import { parseId } from '../../../src/lib/ids';
import { PRIMARY_NETWORK_ID } from '../../../src/lib/id-constants';
import { present } from '../../../src/lib/present';
import { MethodError } from '../../handler';
import { encoding, objectParams, str, stringArray, uint } from '../../params';
import type { Params } from '../../params';
import { encodeUtxo } from '../encoding';
import { cb58 as idText } from '../hash';
import { addressKey } from '../ledger';
import type { Utxo } from '../state';

export const MAX_ADDRESSES = 1024;
export const MAX_LIMIT = 1024;

export interface UtxoSource {
  utxos: Map<string, Utxo>;
  byAddress: Map<string, Set<string>>;
}

export interface PageRequest {
  addresses: Uint8Array[];
  limit: number;
  startAddress: Uint8Array | undefined;
  startUtxo: Uint8Array | undefined;
  format: 'hex' | 'hexc' | 'hexnc' | 'json';
}

/** Reads `addresses`, `limit`, `startIndex` and `encoding` as getUTXOs does. */
export function pageRequest(args: Params, parseAddress: (text: string, prefix?: string) => Uint8Array): PageRequest {
  const addressTexts = stringArray(args.addresses, 'addresses');
  const format = encoding(args.encoding);
  const rawLimit = Number(uint(args.limit, 'limit', 0xffff_ffffn));
  const start = args.startIndex === undefined || args.startIndex === null ? {} : objectParams(args.startIndex);
  if (addressTexts.length === 0) throw new MethodError('no addresses provided');
  if (addressTexts.length > MAX_ADDRESSES) throw new MethodError(`number of addresses given, ${addressTexts.length}, exceeds maximum, ${MAX_ADDRESSES}`);
  const startAddressText = str(start.address, 'startIndex.address');
  const startUtxoText = str(start.utxo, 'startIndex.utxo');
  const addresses = addressTexts.map((text) => parseAddress(text));
  let startAddress: Uint8Array | undefined;
  let startUtxo: Uint8Array | undefined;
  if (startAddressText !== '' || startUtxoText !== '') {
    startAddress = parseAddress(startAddressText, 'couldn\'t parse start index address');
    try {
      startUtxo = parseId(startUtxoText === '' ? PRIMARY_NETWORK_ID : startUtxoText);
    } catch (error) {
      throw new MethodError(`couldn't parse start index utxo: ${(error as Error).message}`);
    }
  }
  return { addresses, limit: rawLimit === 0 || rawLimit > MAX_LIMIT ? MAX_LIMIT : rawLimit, startAddress, startUtxo, format };
}

function sortedUtxos(source: UtxoSource, address: Uint8Array): Utxo[] {
  const ids = source.byAddress.get(addressKey(address));
  if (!ids) return [];
  return [...ids].map((id) => present(source.utxos.get(id), `UTXO ${id}`)).sort((a, b) => compareBytes(a.idBytes, b.idBytes));
}

/**
 * One page of UTXOs as the node pages them: addresses in byte order from the start address, each
 * address's UTXO IDs in byte order (after the start UTXO for the start address), duplicates skipped.
 */
export function utxoPage(source: UtxoSource, request: PageRequest, chain: ChainAlias, hrp: string, encodeError: (id: string) => string) {
  const unique = new Map(request.addresses.map((address) => [addressKey(address), address]));
  const addresses = [...unique.values()].sort(compareBytes);
  const seen = new Set<string>();
  const found: Utxo[] = [];
  let lastAddress = addresses.at(-1);
  if (lastAddress === undefined) throw new MethodError('no addresses provided');
  let lastUtxo = parseId(PRIMARY_NETWORK_ID);
  outer: for (const address of addresses) {
    let after: Uint8Array | undefined;
    if (request.startAddress) {
      const order = compareBytes(address, request.startAddress);
      if (order < 0) continue;
      if (order === 0) after = request.startUtxo;
    }
    lastAddress = address;
    for (const utxo of sortedUtxos(source, address)) {
      if (after && compareBytes(utxo.idBytes, after) <= 0) continue;
      lastUtxo = utxo.idBytes;
      if (seen.has(utxo.id)) continue;
      seen.add(utxo.id);
      found.push(utxo);
      if (found.length >= request.limit) break outer;
    }
  }
  const [first] = found;
  if (request.format === 'json' && first) throw new MethodError(encodeError(first.id));
  return {
    numFetched: found.length.toString(),
    utxos: found.map((utxo) => (request.format === 'hexnc' ? toHex(encodeUtxo(utxo)) : toHexWithChecksum(encodeUtxo(utxo)))),
    endIndex: { address: formatAddress(chain, hrp, lastAddress), utxo: idText(lastUtxo) },
    encoding: request.format,
  };
}

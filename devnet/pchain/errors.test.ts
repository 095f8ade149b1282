import { beforeAll, describe, expect, it } from 'vitest';
import { MethodError, UnmarshalError } from '../handler';
import { cb58Encode } from '../../src/lib/cb58';
import { decodeUtxo } from '../../src/lib/codec/utxo';
import { sha256 } from '../../src/lib/checksum';
import { fromHex, fromHexWithChecksum, toHex } from '../../src/lib/hex';
import { createPChain, DEMO_ADDRESSES } from './pchain';
import type { PChain } from './pchain';
import { TEST_CONFIG } from './test-chain';

const UNKNOWN_ID = '2QouvFWUbjuySRxeX5xMbNCuAaKWfbk5FeEa2JmoF85RKLk2dD';
const EWOQ_C = 'C-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';

let chain: PChain;

beforeAll(() => {
  chain = createPChain(TEST_CONFIG);
});

function platformError(method: string, params: unknown): string {
  try {
    chain.platform[method]!(params);
  } catch (error) {
    expect(error).toBeInstanceOf(MethodError);
    return (error as Error).message;
  }
  throw new Error(`${method} did not fail`);
}

function nativeError(method: string, params: unknown): string {
  try {
    chain.native[method]!(params);
  } catch (error) {
    expect(error).toBeInstanceOf(MethodError);
    return (error as Error).message;
  }
  throw new Error(`${method} did not fail`);
}

describe('platform.* errors', () => {
  it('error: unknown tx, block and height', () => {
    expect(platformError('getTx', { txID: UNKNOWN_ID })).toBe('couldn\'t get tx: not found');
    expect(platformError('getBlock', { blockID: UNKNOWN_ID })).toBe(`couldn't get block with id ${UNKNOWN_ID}: not found`);
    expect(platformError('getBlockByHeight', { height: 999999999 })).toBe('couldn\'t get block at height 999999999: not found');
    expect(chain.platform.getTxStatus!({ txID: UNKNOWN_ID })).toEqual({ status: 'Unknown' });
  });

  it('error: subnets', () => {
    expect(platformError('getSubnet', {})).toBe('the primary network isn\'t a subnet');
    expect(platformError('getSubnet', { subnetID: UNKNOWN_ID })).toBe('not found');
    expect(platformError('getMinStake', { subnetID: UNKNOWN_ID })).toBe(`failed fetching subnet transformation for ${UNKNOWN_ID}: not found`);
    expect(platformError('validates', { subnetID: UNKNOWN_ID })).toBe(`problem retrieving subnet "${UNKNOWN_ID}": not found`);
    expect(platformError('validatedBy', { blockchainID: UNKNOWN_ID })).toBe(`problem retrieving blockchain "${UNKNOWN_ID}": not found`);
    expect(platformError('getBlockchainStatus', {})).toBe('argument \'blockchainID\' not given');
    expect(platformError('getBlockchainStatus', { blockchainID: '0xabc' })).toBe('problem parsing blockchainID "0xabc": base58 decoding error: invalid base58 digit (\'0\')');
    expect(chain.platform.getBlockchainStatus!({ blockchainID: UNKNOWN_ID })).toEqual({ status: 'Unknown' });
    expect(platformError('getL1Validator', { validationID: UNKNOWN_ID })).toBe(`fetching L1 validator "${UNKNOWN_ID}" failed: not found`);
  });

  it('error: validators', () => {
    const height = chain.height();
    expect(platformError('getValidatorsAt', { height: 100000 })).toBe(
      `failed to get validator set at 100000: failed to fetch validator set at unfinalized height with SubnetID = 11111111111111111111111111111111LpoYY: current P-chain height (${height}) < requested P-Chain height (100000)`,
    );
    expect(platformError('sampleValidators', { size: 5000 })).toBe('sampling 11111111111111111111111111111111LpoYY errored with insufficient weight');
    expect(platformError('sampleValidators', { size: 1, subnetID: UNKNOWN_ID })).toBe(`sampling ${UNKNOWN_ID} errored with missing validators`);
    expect(() => chain.platform.sampleValidators!({ size: 70000 })).toThrow(UnmarshalError);
    expect(() => chain.platform.getValidatorsAt!({ height: 'latest' })).toThrow(UnmarshalError);
  });

  it('error: addresses and UTXO paging', () => {
    expect(platformError('getUTXOs', { addresses: [] })).toBe('no addresses provided');
    expect(platformError('getUTXOs', { addresses: Array(1025).fill('P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u') })).toBe('number of addresses given, 1025, exceeds maximum, 1024');
    expect(platformError('getUTXOs', { addresses: ['P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5'] })).toBe(
      'couldn\'t parse address "P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5": expected hrp "local" but got "avax"',
    );
    expect(platformError('getBalance', { addresses: ['nodash'] })).toBe('couldn\'t parse address "nodash": no separator found in address');
    expect(platformError('getUTXOs', { addresses: ['Q-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u'] })).toBe(
      'couldn\'t parse address "Q-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u": there is no ID with alias: Q',
    );
    expect(platformError('getUTXOs', { addresses: ['P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u'], sourceChain: 'Q' })).toBe(
      'problem parsing source chainID "Q": there is no ID with alias: Q',
    );
    expect(platformError('getUTXOs', { addresses: ['P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u'], startIndex: { address: 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u', utxo: '0x62fc' } })).toBe(
      'couldn\'t parse start index utxo: base58 decoding error: invalid base58 digit (\'0\')',
    );
    expect(platformError('getStake', { addresses: Array(257).fill('P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u') })).toBe('257 addresses provided but this method can take at most 256');
    expect(chain.platform.getBalance!({ addresses: [] })).toMatchObject({ balance: '0', utxoIDs: null });
  });

  it('error: issueTx decoding', () => {
    expect(platformError('issueTx', { tx: '00000009de31' })).toBe('problem decoding transaction: missing 0x prefix to hex encoding');
    expect(platformError('issueTx', { tx: '0x00000009de31b4d8' })).toBe('problem decoding transaction: invalid input checksum');
    expect(platformError('issueTx', { tx: '0xzz' })).toMatch(/^problem decoding transaction: encoding\/hex: invalid byte/);
    expect(platformError('issueTx', { tx: '' })).toMatch(/^couldn't parse tx: couldn't parse tx: /);
  });

  it('behavior: issueTx of a tx already accepted answers its ID', () => {
    const { block } = chain.platform.getBlockByHeight!({ height: Number(chain.height()) , encoding: 'json' }) as { block: { txs: Array<{ id: string }> } };
    const { tx } = chain.platform.getTx!({ txID: block.txs[0]!.id }) as { tx: string };
    expect(chain.platform.issueTx!({ tx })).toEqual({ txID: block.txs[0]!.id });
  });

  it('error: issueTx of a tx spending unknown UTXOs is refused and Dropped with the reason', () => {
    const { block } = chain.platform.getBlockByHeight!({ height: Number(chain.height()), encoding: 'json' }) as { block: { txs: Array<{ id: string }> } };
    const { tx } = chain.platform.getTx!({ txID: block.txs[0]!.id, encoding: 'hexnc' }) as { tx: string };
    // Another signature makes another tx, whose inputs the accepted one already spent.
    const bytes = fromHex(tx);
    bytes[bytes.length - 1]! ^= 1;
    const message = platformError('issueTx', { tx: toHex(bytes), encoding: 'hexnc' });
    expect(message).toMatch(/^couldn't issue tx: failed verification: failed execution: failed to read consumed UTXO \w+:\d+ due to: not found$/);
    const txID = cb58Encode(sha256(bytes));
    expect(chain.platform.getTxStatus!({ txID })).toEqual({ status: 'Dropped', reason: message.replace("couldn't issue tx: failed verification: ", '') });
  });
});

describe('native.* errors', () => {
  it('error: getUTXOs needs a source chain and C-Chain addresses', () => {
    expect(nativeError('getUTXOs', { addresses: [EWOQ_C] })).toBe('no source chain provided');
    expect(nativeError('getUTXOs', { addresses: [], sourceChain: 'P' })).toBe('no addresses provided');
    expect(nativeError('getUTXOs', { addresses: ['P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u'], sourceChain: 'P' })).toBe(
      'couldn\'t parse address "P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u": expected chainID to be "2owdGqyG6FFzTHy5qhenDXQcEghvr571KZE3gSfRJERSJinuwC" but was "11111111111111111111111111111111LpoYY"',
    );
  });

  it('error: atomic txs', () => {
    expect(nativeError('getAtomicTxStatus', {})).toBe('nil transaction ID');
    expect(nativeError('getAtomicTx', {})).toBe('nil transaction ID');
    expect(nativeError('getAtomicTx', { txID: UNKNOWN_ID })).toBe(`could not find tx ${UNKNOWN_ID}`);
    expect(chain.native.getAtomicTxStatus!({ txID: UNKNOWN_ID })).toEqual({ status: 'Unknown' });
    expect(nativeError('issueTx', { tx: 'abc' })).toBe('problem decoding transaction: missing 0x prefix to hex encoding');
  });

  it('default: atomic txs move between the chains', () => {
    const later = createPChain(TEST_CONFIG);
    later.advanceTime(200);
    const fromC = later.platform.getUTXOs!({ addresses: DEMO_ADDRESSES, sourceChain: 'C' }) as { utxos: string[] };
    expect(fromC.utxos.length).toBeGreaterThan(0);
    const exportTxId = cb58Encode(decodeUtxo(fromHexWithChecksum(fromC.utxos[0]!)).txId);
    const status = later.native.getAtomicTxStatus!({ txID: exportTxId }) as { status: string; blockHeight: string };
    expect(status.status).toBe('Accepted');
    expect(later.native.getAtomicTx!({ txID: exportTxId })).toMatchObject({ encoding: 'hex', blockHeight: status.blockHeight });
    const page = later.native.getUTXOs!({ addresses: [EWOQ_C], sourceChain: 'P' }) as { numFetched: string; endIndex: { address: string } };
    expect(page.endIndex.address).toBe(EWOQ_C);
    let found = 0;
    for (let height = 1; height <= Number(later.height()); height++) {
      const { block } = later.platform.getBlockByHeight!({ height, encoding: 'json' }) as { block: { txs?: Array<{ unsignedTx: Record<string, unknown> }> } };
      found += (block.txs ?? []).filter((tx) => 'exportedOutputs' in tx.unsignedTx || 'importedInputs' in tx.unsignedTx).length;
    }
    expect(found).toBeGreaterThan(0);
  });
});

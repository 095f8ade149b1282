import { readCredentials, readL1Validators, readTransferableInputs, readTransferableOutputs } from './fields';
import { Reader } from './reader';
import { Writer } from './writer';

// A list's count is checked against the smallest encoding of its items before any is read, so a
// count that cannot fit is refused at once. The smallest items, written field by field from the
// reference node's layouts (avax.TransferableOutput/Input, secp256k1fx.Credential,
// txs.ConvertSubnetToL1Validator), with no addresses, signature indices, signatures or node ID bytes.
const TRANSFER_INPUT = 5;
const TRANSFER_OUTPUT = 7;
const CREDENTIAL = 9;

const smallest = {
  outputs: () => new Writer().fixed(new Uint8Array(32), 32, 'assetID').u32(TRANSFER_OUTPUT).u64(1n).u64(0n).u32(0).u32(0),
  inputs: () => new Writer().fixed(new Uint8Array(32), 32, 'txID').u32(0).fixed(new Uint8Array(32), 32, 'assetID').u32(TRANSFER_INPUT).u64(1n).u32(0),
  credentials: () => new Writer().u32(CREDENTIAL).u32(0),
  validators: () => new Writer().u32(0).u64(1n).u64(0n).fixed(new Uint8Array(48), 48, 'publicKey').fixed(new Uint8Array(96), 96, 'proofOfPossession').u32(0).u32(0).u32(0).u32(0),
};
const readers = {
  outputs: (reader: Reader) => readTransferableOutputs(reader, 'outputs'),
  inputs: (reader: Reader) => readTransferableInputs(reader, 'inputs'),
  credentials: readCredentials,
  validators: readL1Validators,
};

describe('list counts against the smallest items', () => {
  test.each([
    ['outputs', 60],
    ['inputs', 84],
    ['credentials', 8],
    ['validators', 180],
  ] as const)('error: one of the %s needs %i bytes: one fewer is refused before reading, that many is read', (field, size) => {
    const item = smallest[field]().toBytes();
    expect(item.length).toBe(size);
    const list = new Writer().u32(1).toBytes();
    expect(readers[field](new Reader(Uint8Array.from([...list, ...item])))).toHaveLength(1);
    expect(() => readers[field](new Reader(Uint8Array.from([...list, ...item.subarray(1)])))).toThrow(`${field}: length 1 exceeds the ${size - 1} remaining bytes`);
  });
});

test('error: a type the field does not take is named with the ones it takes', () => {
  // An input's fields where an output goes, padded to an output's smallest size.
  const input = new Writer().u32(1).fixed(new Uint8Array(32), 32, 'assetID').u32(TRANSFER_INPUT).u64(1n).u32(0).fixed(new Uint8Array(12), 12, 'padding').toBytes();
  expect(() => readTransferableOutputs(new Reader(input), 'outputs')).toThrow('output: type ID 5 (TransferInput) at offset 36 is not allowed here; expected TransferOutput or LockOut');
});

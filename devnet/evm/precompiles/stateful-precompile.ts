import type { EVMInterface, ExecResult, Log, PrecompileFunc, PrecompileInput } from '@ethereumjs/evm';
import type { StateManagerInterface } from '@ethereumjs/common';
import { Address, bigIntToUnpaddedBytes, bytesToHex, hexToBytes, setLengthLeft } from '@ethereumjs/util';
import { decodeFunctionData, encodeAbiParameters, encodeEventTopics, encodeFunctionResult, type Abi, type Hex } from 'viem';
import { failed, type CallFrames, type CallFrame } from './call-frames';

/**
 * A precompile written like subnet-evm's: functions picked by selector from the precompile's ABI,
 * gas charged up front, state read and written in the precompile's own storage, events as logs,
 * and any error failing the call with all its gas spent.
 */
export const READ_GAS_PER_SLOT = 5_000n;
export const WRITE_GAS_PER_SLOT = 20_000n;
const LOG_GAS = 375n;
const LOG_TOPIC_GAS = 375n;
const LOG_DATA_GAS = 8n;

export class PrecompileError extends Error {}
class OutOfGas extends Error {}

export interface PrecompileCall {
  frame: CallFrame;
  /** The decoded arguments. */
  args: readonly unknown[];
  state: StateManagerInterface;
  evm: EVMInterface;
  self: Address;
  charge(gas: bigint): void;
  /** Refuses a write in a static call. */
  writable(): void;
  /** Emits one of the ABI's events; its gas is charged here. */
  emit(eventName: string, args: Record<string, unknown>): void;
}

/** A function's body: returns the function's outputs (ABI-encoded here), or nothing. */
export type PrecompileHandler = (call: PrecompileCall) => Promise<readonly unknown[] | void>;

export interface PrecompileDefinition {
  address: string;
  abi: Abi;
  /** Fixed gas by function name, charged before anything runs. */
  gas: Readonly<Record<string, bigint>>;
  handlers: Readonly<Record<string, PrecompileHandler>>;
  /** Whether the precompile is on at a block time; off, its address is an empty account. */
  activeAt: (timestamp: bigint) => boolean;
}

export function storageKey(value: Uint8Array | string): Uint8Array {
  return setLengthLeft(typeof value === 'string' ? hexToBytes(value as Hex) : value, 32);
}

/** A key made of ASCII letters at the start of the word, as subnet-evm's `common.Hash{'l','c','a'}`. */
export function letterKey(letters: string): Uint8Array {
  const key = new Uint8Array(32);
  key.set(new TextEncoder().encode(letters));
  return key;
}

export async function readWord(state: StateManagerInterface, address: Address, key: Uint8Array): Promise<bigint> {
  const value = await state.getStorage(address, key);
  return value.length === 0 ? 0n : BigInt(bytesToHex(value));
}

export async function writeWord(state: StateManagerInterface, address: Address, key: Uint8Array, value: bigint): Promise<void> {
  await state.putStorage(address, key, bigIntToUnpaddedBytes(value));
}

export function statefulPrecompile(definition: PrecompileDefinition, frames: CallFrames): PrecompileFunc {
  const self = new Address(hexToBytes(definition.address as Hex));
  return async (input: PrecompileInput): Promise<ExecResult> => {
    const frame = frames.current;
    if (!definition.activeAt(frame.block.header.timestamp)) return { returnValue: new Uint8Array(), executionGasUsed: 0n };
    let used = 0n;
    const logs: Log[] = [];
    const call: PrecompileCall = {
      frame,
      args: [],
      state: input._EVM.stateManager,
      evm: input._EVM,
      self,
      charge(gas) {
        used += gas;
        if (used > input.gasLimit) throw new OutOfGas();
      },
      writable() {
        if (frame.isStatic) throw new PrecompileError('write protection');
      },
      emit(eventName, args) {
        const topics = encodeEventTopics({ abi: definition.abi, eventName, args } as never) as Hex[];
        const event = definition.abi.find((item) => item.type === 'event' && item.name === eventName);
        const dataInputs = event && 'inputs' in event ? event.inputs.filter((item) => !('indexed' in item && item.indexed)) : [];
        const data = hexToBytes(encodeAbiParameters(dataInputs, dataInputs.map((item) => args[item.name ?? ''])));
        call.charge(LOG_GAS + LOG_TOPIC_GAS * BigInt(topics.length) + LOG_DATA_GAS * BigInt(data.length));
        logs.push([self.bytes, topics.map((topic) => hexToBytes(topic)), data]);
      },
    };
    try {
      let decoded: { functionName: string; args?: readonly unknown[] };
      try {
        decoded = decodeFunctionData({ abi: definition.abi, data: bytesToHex(input.data) as Hex }) as typeof decoded;
      } catch {
        throw new PrecompileError('invalid function selector');
      }
      const handler = definition.handlers[decoded.functionName];
      if (!handler) throw new PrecompileError('invalid function selector');
      call.charge(definition.gas[decoded.functionName] ?? 0n);
      const outputs = await handler({ ...call, args: decoded.args ?? [] });
      const returnValue = outputs
        ? hexToBytes(encodeFunctionResult({ abi: definition.abi, functionName: decoded.functionName, result: outputs.length === 1 ? outputs[0] : outputs } as never))
        : new Uint8Array();
      return { returnValue, executionGasUsed: used, logs };
    } catch (error) {
      if (error instanceof OutOfGas) return failed(input.gasLimit, 'out of gas');
      if (error instanceof PrecompileError) return failed(input.gasLimit, error.message);
      throw error;
    }
  };
}

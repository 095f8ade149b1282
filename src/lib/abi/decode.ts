import {
  decodeErrorResult,
  decodeEventLog,
  decodeFunctionData,
  decodeFunctionResult,
  type Abi,
  type AbiEvent,
  type AbiFunction,
  type AbiParameter,
  type Hex,
} from 'viem';
import type { SelectorGuesses } from './guess-index';
import { panicMeaning } from './panic-codes';
import { SELECTOR_HEX_LENGTH, selectorOfSignature, signatureHash, type AbiError } from './signatures';
import { PRECOMPILE_ABIS, STANDARD_ABIS, type NamedAbi } from './well-known';

/**
 * Offline decoding of calls, return data, logs and reverts, trying in order: the ABI the user gave
 * for the address, the well-known ABIs (the precompile at that address, then the token standards by
 * selector), then a table of common signatures, whose answer is only a guess.
 */
export type DecodeSource = 'user' | 'well-known' | 'guess';

export interface DecodedArg {
  name: string;
  /** Solidity type, e.g. `address` or `uint256[]`. */
  type: string;
  /** As viem decodes it: bigint, string, boolean, arrays and objects of those. */
  value: unknown;
}

export interface Decoded {
  source: DecodeSource;
  /** The ABI it came from, e.g. `ERC-20`, `Fee manager`, or the user's name for it. */
  abiName: string;
  name: string;
  /** Canonical signature, e.g. `transfer(address,uint256)`. */
  signature: string;
  args: DecodedArg[];
}

export interface DecodedCall extends Decoded {
  /** The function, to decode what the call returned. */
  item: AbiFunction;
}

export type DecodedRevert =
  | { kind: 'error'; reason: string }
  | { kind: 'panic'; code: bigint; meaning: string }
  | { kind: 'custom'; decoded: Decoded }
  | { kind: 'empty' }
  | { kind: 'unknown'; data: string };

export interface AbiContext {
  /** The user's ABI for the address in question, if any. */
  user?: NamedAbi | undefined;
  /** The common-signature table, once loaded. */
  guesses?: SelectorGuesses | undefined;
}

const ERROR_SELECTOR = '0x08c379a0';
const PANIC_SELECTOR = '0x4e487b71';
const GUESS_ABI_NAME = 'common signatures';

function candidates(address: string | undefined, context: AbiContext): Array<{ source: DecodeSource; named: NamedAbi }> {
  const list: Array<{ source: DecodeSource; named: NamedAbi }> = [];
  if (context.user) list.push({ source: 'user', named: context.user });
  const precompile = address === undefined ? undefined : PRECOMPILE_ABIS[address.toLowerCase()];
  if (precompile) list.push({ source: 'well-known', named: precompile });
  for (const named of STANDARD_ABIS) list.push({ source: 'well-known', named });
  return list;
}

export function canonicalType(param: AbiParameter): string {
  if (!param.type.startsWith('tuple')) return param.type;
  // Stryker disable next-line ArrayDeclaration: a tuple always has components (the ABI check refuses one without)
  const components = 'components' in param ? param.components : [];
  return `(${components.map(canonicalType).join(',')})${param.type.slice('tuple'.length)}`;
}

export function signatureOf(item: AbiFunction | AbiEvent | AbiError): string {
  return `${item.name}(${item.inputs.map(canonicalType).join(',')})`;
}

function namedArgs(params: readonly AbiParameter[], values: readonly unknown[] | Record<string, unknown> | undefined): DecodedArg[] {
  return params.map((param, index) => ({
    name: param.name || `arg${index}`,
    type: canonicalType(param),
    // Stryker disable next-line OptionalChaining: viem gives no arguments only to an item without inputs, which maps nothing
    value: Array.isArray(values) ? values[index] : param.name ? (values as Record<string, unknown> | undefined)?.[param.name] : undefined,
  }));
}

/** An ABI's functions and errors by selector and events by topic, worked out once per ABI. */
interface AbiIndex {
  functions: Map<string, AbiFunction>;
  events: Map<string, AbiEvent[]>;
  errors: Map<string, AbiError>;
}

const indexes = new WeakMap<Abi, AbiIndex>();

function indexOf(abi: Abi): AbiIndex {
  let index = indexes.get(abi);
  // Stryker disable next-line ConditionalExpression: indexing again gives the same index; the map only saves the work
  if (!index) {
    index = { functions: new Map(), events: new Map(), errors: new Map() };
    for (const item of abi) {
      if (item.type === 'function') index.functions.set(selectorOfSignature(signatureOf(item)), item);
      else if (item.type === 'error') index.errors.set(selectorOfSignature(signatureOf(item)), item);
      // Stryker disable next-line ConditionalExpression: the other items (constructor, fallback, receive) have no name, so no log topic is their signature's hash
      else if (item.type === 'event') {
        const topic = signatureHash(signatureOf(item));
        index.events.set(topic, [...(index.events.get(topic) ?? []), item]);
      }
    }
    indexes.set(abi, index);
  }
  return index;
}

function tryCall(item: AbiFunction | undefined, input: Hex): readonly unknown[] | null {
  // Stryker disable next-line ConditionalExpression: viem throws on an undefined item, which gives null too
  if (!item) return null;
  try {
    // Stryker disable next-line ArrayDeclaration: viem gives no arguments only to a function without inputs, which names none
    return decodeFunctionData({ abi: [item], data: input }).args ?? [];
    // Stryker disable next-line BlockStatement: undefined fails the caller's check as null does
  } catch {
    return null;
  }
}

/** Decodes call data sent to `to`; null when nothing fits (a plain transfer, a deploy, an unknown selector). */
export function decodeCalldata(input: string, to: string | undefined, context: AbiContext = {}): DecodedCall | null {
  // Stryker disable next-line ConditionalExpression: data shorter than a selector matches no selector either
  if (input.length < SELECTOR_HEX_LENGTH) return null;
  const data = input as Hex;
  const selector = input.slice(0, SELECTOR_HEX_LENGTH).toLowerCase();
  for (const { source, named } of candidates(to, context)) {
    const item = indexOf(named.abi).functions.get(selector);
    const args = tryCall(item, data);
    if (item && args) return { source, abiName: named.name, name: item.name, signature: signatureOf(item), args: namedArgs(item.inputs, args), item };
  }
  // Stryker disable next-line ArrayDeclaration: an item that is not a function fails to decode, like none
  for (const item of context.guesses?.functions.get(selector) ?? []) {
    const args = tryCall(item, data);
    if (args) return { source: 'guess', abiName: GUESS_ABI_NAME, name: item.name, signature: signatureOf(item), args: namedArgs(item.inputs, args), item };
  }
  return null;
}

/** Decodes what a decoded call returned; null when the data does not fit its outputs. */
export function decodeCallOutput(call: DecodedCall, output: string): DecodedArg[] | null {
  if (call.item.outputs.length === 0) return output === '0x' ? [] : null;
  try {
    const value: unknown = decodeFunctionResult({ abi: [call.item], functionName: call.item.name, data: output as Hex });
    const values = call.item.outputs.length === 1 ? [value] : (value as readonly unknown[]);
    return namedArgs(call.item.outputs, values);
  } catch {
    return null;
  }
}

export interface LogInput {
  address: string;
  topics: readonly string[];
  data: string;
}

function tryEvent(items: readonly AbiEvent[], log: LogInput): { item: AbiEvent; args: unknown } | null {
  for (const item of items) {
    // The same signature with other arguments indexed (ERC-20 and ERC-721 Transfer) has as many topics as it indexes.
    if (item.inputs.filter((input) => input.indexed).length !== log.topics.length - 1) continue;
    try {
      const { args } = decodeEventLog({ abi: [item], topics: log.topics as [Hex, ...Hex[]], data: log.data as Hex, strict: true });
      return { item, args };
    } catch {
      // Try the next event of this signature.
    }
  }
  return null;
}

/** Decodes a log; null when no known event fits it. */
export function decodeLog(log: LogInput, context: AbiContext = {}): Decoded | null {
  const topic = log.topics[0]?.toLowerCase();
  // Stryker disable next-line ConditionalExpression: no event is indexed under an undefined topic either
  if (topic === undefined) return null;
  for (const { source, named } of candidates(log.address, context)) {
    const found = tryEvent(indexOf(named.abi).events.get(topic) ?? [], log);
    if (found) return { source, abiName: named.name, name: found.item.name, signature: signatureOf(found.item), args: namedArgs(found.item.inputs, found.args as Record<string, unknown>) };
  }
  for (const item of context.guesses?.events.get(topic) ?? []) {
    // A signature does not say which arguments are indexed; the first ones usually are.
    const indexedCount = log.topics.length - 1;
    const guessed: AbiEvent = { ...item, inputs: item.inputs.map((input, index) => ({ ...input, indexed: index < indexedCount })) };
    const found = tryEvent([guessed], log);
    if (found) return { source: 'guess', abiName: GUESS_ABI_NAME, name: item.name, signature: signatureOf(item), args: namedArgs(guessed.inputs, found.args as Record<string, unknown>) };
  }
  return null;
}

function tryError(abi: Abi, data: Hex): readonly unknown[] | null {
  try {
    // Stryker disable next-line ArrayDeclaration: viem gives no arguments only to an error without inputs, which names none
    return decodeErrorResult({ abi, data }).args ?? [];
    // Stryker disable next-line BlockStatement: undefined fails the caller's check as null does
  } catch {
    return null;
  }
}

/** Why a call reverted, from its revert data: `Error(string)`, `Panic(uint256)`, or a custom error of a known ABI. */
export function decodeRevert(output: string | undefined, to: string | undefined, context: AbiContext = {}): DecodedRevert {
  if (!output || output === '0x') return { kind: 'empty' };
  const data = output as Hex;
  const selector = output.slice(0, SELECTOR_HEX_LENGTH).toLowerCase();
  if (selector === ERROR_SELECTOR || selector === PANIC_SELECTOR) {
    // Stryker disable next-line ArrayDeclaration: viem skips items that are not errors, so the built-in Error and Panic decode alike
    const args = tryError([], data);
    if (args && selector === ERROR_SELECTOR) return { kind: 'error', reason: String(args[0]) };
    if (args) {
      const code = args[0] as bigint;
      return { kind: 'panic', code, meaning: panicMeaning(code) };
    }
    return { kind: 'unknown', data: output };
  }
  for (const { source, named } of candidates(to, context)) {
    const item = indexOf(named.abi).errors.get(selector);
    const args = item ? tryError([item], data) : null;
    if (item && args) return { kind: 'custom', decoded: { source, abiName: named.name, name: item.name, signature: signatureOf(item), args: namedArgs(item.inputs, args) } };
  }
  // Stryker disable next-line ArrayDeclaration: an item that is not an error fails to decode, like none
  for (const item of context.guesses?.errors.get(selector) ?? []) {
    const args = tryError([item], data);
    if (args) return { kind: 'custom', decoded: { source: 'guess', abiName: GUESS_ABI_NAME, name: item.name, signature: signatureOf(item), args: namedArgs(item.inputs, args) } };
  }
  return { kind: 'unknown', data: output };
}

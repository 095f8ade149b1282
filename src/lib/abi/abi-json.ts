import { t } from '@lingui/core/macro';
import type { Abi } from 'viem';
import { isRecord } from '../json-value';
import { messageOf } from '../error-message';

/**
 * Reads an ABI a person pasted: a JSON array of ABI items, or a compiler artifact holding one under
 * `abi` (Hardhat, Foundry, Truffle). Every item is checked, so a typo is refused with where it is
 * rather than failing later when a call is decoded.
 */
export type AbiParse = { abi: Abi } | { problem: string };

const ITEM_TYPES = new Set(['function', 'event', 'error', 'constructor', 'fallback', 'receive']);
const NAMED_TYPES = new Set(['function', 'event', 'error']);
const MUTABILITIES = new Set(['pure', 'view', 'nonpayable', 'payable']);
const SIZED_BYTES = '(?:[1-9]|[12]\\d|3[0-2])';
const INT_BITS = '(?:8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)';
const SOLIDITY_TYPE = new RegExp(`^(?:address|bool|string|function|tuple|bytes(?:${SIZED_BYTES})?|u?int(?:${INT_BITS})?)(?:\\[\\d*\\])*$`);
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function paramProblem(param: unknown, where: string): string | null {
  if (!isRecord(param)) return t`${where} is not an object`;
  const type = param.type;
  if (typeof type !== 'string') return t`${where} has no type`;
  if (!SOLIDITY_TYPE.test(type)) return t`${where} has type "${type}", which is not a Solidity type`;
  if (param.name !== undefined && typeof param.name !== 'string') return t`${where} has a name that is not a string`;
  if (type.startsWith('tuple')) {
    if (!Array.isArray(param.components)) return t`${where} is a tuple without components`;
    for (const [index, component] of param.components.entries()) {
      const position = index + 1;
      const problem = paramProblem(component, t`component ${position} of ${where}`);
      if (problem) return problem;
    }
  }
  return null;
}

function paramsProblem(params: unknown, key: 'inputs' | 'outputs', label: string): string | null {
  if (params === undefined) return null;
  if (!Array.isArray(params)) return t`${label}: "${key}" is not a list`;
  for (const [index, param] of params.entries()) {
    const position = index + 1;
    const problem = paramProblem(param, key === 'inputs' ? t`input ${position}` : t`output ${position}`);
    if (problem) return t`${label}: ${problem}`;
  }
  return null;
}

function itemProblem(item: unknown, index: number): string | null {
  const position = index + 1;
  const at = t`item ${position}`;
  if (!isRecord(item)) return t`${at} is not an object`;
  const type = item.type ?? 'function';
  if (typeof type !== 'string' || !ITEM_TYPES.has(type)) {
    const given = JSON.stringify(type);
    return t`${at} has type ${given}; expected function, event, error, constructor, fallback or receive`;
  }
  const label = typeof item.name === 'string' ? `${at} (${type} ${item.name})` : at;
  if (NAMED_TYPES.has(type) && (typeof item.name !== 'string' || !IDENTIFIER.test(item.name))) return t`${at}: this ${type} has no name`;
  if (item.stateMutability !== undefined && (typeof item.stateMutability !== 'string' || !MUTABILITIES.has(item.stateMutability))) {
    const given = JSON.stringify(item.stateMutability);
    return t`${label}: stateMutability ${given} is not pure, view, nonpayable or payable`;
  }
  return paramsProblem(item.inputs, 'inputs', label) ?? (type === 'function' ? paramsProblem(item.outputs, 'outputs', label) : null);
}

/** Items without a type are functions, and old compilers wrote `constant`/`payable` for stateMutability; spelled out as viem wants. */
function normalised(item: Record<string, unknown>): Record<string, unknown> {
  const type = item.type ?? 'function';
  if (item.stateMutability !== undefined || (type !== 'function' && type !== 'constructor' && type !== 'fallback')) return { ...item, type };
  const stateMutability = item.constant === true ? 'view' : item.payable === true ? 'payable' : 'nonpayable';
  return { ...item, type, stateMutability };
}

/** Parses and checks pasted ABI JSON. */
export function parseAbiJson(text: string): AbiParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = messageOf(error);
    return { problem: t`This is not JSON: ${reason}` };
  }
  return checkAbi(value);
}

/** Checks an already parsed value as an ABI (also used for stored and imported ABIs). */
export function checkAbi(value: unknown): AbiParse {
  const items = isRecord(value) && Array.isArray(value.abi) ? value.abi : value;
  if (!Array.isArray(items)) return { problem: t`An ABI is a JSON list of functions, events and errors (or an artifact with an "abi" list).` };
  if (items.length === 0) return { problem: t`This ABI is empty.` };
  for (const [index, item] of items.entries()) {
    const problem = itemProblem(item, index);
    if (problem) return { problem: t`This ABI is malformed: ${problem}.` };
  }
  return { abi: (items as Record<string, unknown>[]).map(normalised) as unknown as Abi };
}

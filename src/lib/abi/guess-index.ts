import { parseAbiItem, type AbiEvent, type AbiFunction } from 'viem';
import { selectorOfSignature, signatureHash, type AbiError, type SignatureTable } from './signatures';

/** Common signatures by selector (functions, errors) and topic (events); one selector may have several. */
export interface SelectorGuesses {
  functions: Map<string, AbiFunction[]>;
  events: Map<string, AbiEvent[]>;
  errors: Map<string, AbiError[]>;
}

function group<T>(signatures: readonly string[], key: (signature: string) => string, parse: (signature: string) => T): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const signature of signatures) {
    const at = key(signature);
    map.set(at, [...(map.get(at) ?? []), parse(signature)]);
  }
  return map;
}

export function buildGuessIndex(table: SignatureTable): SelectorGuesses {
  return {
    functions: group(table.functions, selectorOfSignature, (signature) => parseAbiItem(`function ${signature}`) as AbiFunction),
    events: group(table.events, signatureHash, (signature) => parseAbiItem(`event ${signature}`) as AbiEvent),
    errors: group(table.errors, selectorOfSignature, (signature) => parseAbiItem(`error ${signature}`) as AbiError),
  };
}

/** The table lives in its own chunk, fetched the first time a guess is wanted. */
export async function loadSelectorGuesses(): Promise<SelectorGuesses> {
  const { COMMON_SIGNATURES } = await import('./common-signatures');
  return buildGuessIndex(COMMON_SIGNATURES);
}

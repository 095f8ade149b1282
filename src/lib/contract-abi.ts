import type { Abi, AbiFunction } from 'viem';
import { PRECOMPILE_ABIS, STANDARD_ABIS, type NamedAbi } from './abi/well-known';

/**
 * The ABI an address is known by without being told: a precompile's by its fixed address, else a
 * token standard whose functions' selectors all appear in the deployed code (a dispatcher compares
 * the call's selector with each one, PUSH4 after PUSH4). Tried in this order, the more specific first.
 */
const STANDARD_SELECTORS: Record<string, string[]> = {
  // balanceOf(address,uint256), safeTransferFrom(address,address,uint256,uint256,bytes)
  'ERC-1155': ['00fdd58e', 'f242432a'],
  // ownerOf, safeTransferFrom(address,address,uint256), balanceOf
  'ERC-721': ['6352211e', '42842e0e', '70a08231'],
  // deposit, withdraw, then ERC-20's
  WETH: ['d0e30db0', '2e1a7d4d', '70a08231', 'a9059cbb', '18160ddd'],
  // balanceOf, transfer, totalSupply
  'ERC-20': ['70a08231', 'a9059cbb', '18160ddd'],
};

export function knownAbiFor(address: string, code: string): NamedAbi | undefined {
  const precompile = PRECOMPILE_ABIS[address.toLowerCase()];
  if (precompile) return precompile;
  const body = code.toLowerCase();
  if (body === '0x') return undefined;
  const standard = Object.entries(STANDARD_SELECTORS).find(([, selectors]) => selectors.every((selector) => body.includes(`63${selector}`)))?.[0];
  return STANDARD_ABIS.find((entry) => entry.name === standard);
}

const isFunction = (item: Abi[number]): item is AbiFunction => item.type === 'function';

/** The functions a Read tab offers: views and pures. */
export const readFunctions = (abi: Abi): AbiFunction[] => abi.filter(isFunction).filter((item) => item.stateMutability === 'view' || item.stateMutability === 'pure');

/** The functions a Write tab offers: those that change state. */
export const writeFunctions = (abi: Abi): AbiFunction[] =>
  abi.filter(isFunction).filter((item) => item.stateMutability === 'nonpayable' || item.stateMutability === 'payable');

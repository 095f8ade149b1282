import { useNetwork } from '../../network/network-context';

/** The name of a token's base unit (10⁻⁹ of it), in which fee prices are quoted: `nAVAX`. */
export function baseUnitOf(tokenSymbol: string): string {
  return `n${tokenSymbol}`;
}

/** The current network's base unit name. */
export function useBaseUnit(): string {
  return baseUnitOf(useNetwork().settings.tokenSymbol);
}

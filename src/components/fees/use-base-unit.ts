import { useNetwork } from '../../queries/network-context';

/** The name of the token's base unit (10⁻⁹ of it), in which fee prices are quoted: `nAVAX`. */
export function useBaseUnit(): string {
  return `n${useNetwork().settings.tokenSymbol}`;
}

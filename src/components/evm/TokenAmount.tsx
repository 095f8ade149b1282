import { Amount } from '../ui/Amount';

/** A token amount: exact with the token's decimals when it tells them, else the raw integer. */
export function TokenAmount({ value, decimals, symbol }: { value: bigint; decimals?: number; symbol?: string }) {
  if (decimals === undefined) return <span className="font-mono tabular-nums">{value.toString()}</span>;
  return <Amount value={value} decimals={decimals} symbol={symbol ?? ''} />;
}

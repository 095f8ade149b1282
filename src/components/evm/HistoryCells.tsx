import type { InternalEntry } from '../../lib/account-history';
import { useInternalSource } from '../../queries/evm-history-internal';
import { useEvmReceipt } from '../../queries/evm-txs';
import { ACCOUNT_HISTORY_TEXT as TEXT } from './account-history-text';
import { EvmAddressId, EvmTxId } from './EvmIds';
import { WeiAmount } from './WeiAmount';

const Muted = ({ children }: { children: string }) => <span className="text-muted">{children}</span>;

/** The fee a sent tx paid, from its receipt (kept across visits, as receipts are). */
export function HistoryTxFee({ chain, hash }: { chain: string; hash: string }) {
  const receipt = useEvmReceipt(chain, hash, true);
  if (!receipt.data) return <Muted>{receipt.isError ? TEXT.none : '…'}</Muted>;
  return <WeiAmount chain={chain} value={receipt.data.gasUsed * receipt.data.effectiveGasPrice} />;
}

/** The tx that paid the account inside a call, named from the call trees of the block's txs; without the debug API, which of them is not known. */
export function InternalTxCell({ chain, address, entry }: { chain: string; address: string; entry: InternalEntry }) {
  const source = useInternalSource(chain, address, entry.candidates);
  if (source.data) return <EvmTxId chain={chain} hash={source.data.hash} />;
  if (source.isPending) return <Muted>{TEXT.findingTx}</Muted>;
  return <Muted>{TEXT.oneOf(entry.candidates.length)}</Muted>;
}

/** The contract that paid the account inside a call, when the call trees name it. */
export function InternalPayerCell({ chain, address, entry }: { chain: string; address: string; entry: InternalEntry }) {
  const source = useInternalSource(chain, address, entry.candidates);
  return source.data ? <EvmAddressId chain={chain} address={source.data.payer} /> : <Muted>{TEXT.none}</Muted>;
}

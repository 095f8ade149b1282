import { TOKEN_TRANSFER_TOPICS, transferFiltersFor, transfersOfLogs, type TokenTransfer } from '../lib/token-transfers';
import { useLogScan, type LogScan } from './evm-log-scan';

/** Token transfers from or to an address, scanned back from `head`. */
export const useAddressTransferScan = (chain: string, address: string, head: bigint | undefined): LogScan<TokenTransfer> =>
  useLogScan(chain, { kind: 'addressTransfers', subject: address, filters: transferFiltersFor(address), read: transfersOfLogs }, head);

/** A token contract's transfers, scanned back from `head`. */
export const useTokenTransferScan = (chain: string, token: string, head: bigint | undefined): LogScan<TokenTransfer> =>
  useLogScan(chain, { kind: 'tokenTransfers', subject: token, emitter: token, filters: [[TOKEN_TRANSFER_TOPICS]], read: transfersOfLogs }, head);

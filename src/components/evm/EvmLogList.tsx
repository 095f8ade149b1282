import { t } from '@lingui/core/macro';
import { decodeLog } from '../../lib/abi/decode';
import type { EvmLog } from '../../rpc/methods/eth';
import { useAbiContext } from '../../queries/abi-context';
import { Id } from '../ui/Id';
import { AbiArguments } from './AbiArguments';
import { DecodedSource } from './DecodedSource';
import { EvmAddressId } from './EvmIds';

/** A transaction's events: decoded by the ABI known for their emitter (the user's, a well-known one, or a guess), the rest as raw topics and data. */
export function EvmLogList({ chain, logs }: { chain: string; logs: readonly EvmLog[] }) {
  const abiFor = useAbiContext(chain);
  if (logs.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{t`This transaction emitted no events.`}</p>;
  return (
    <ol className="space-y-4">
      {logs.map((log) => {
        const decoded = decodeLog(log, abiFor(log.address));
        const logIndex = log.logIndex.toString();
        const title = decoded ? t`Log ${logIndex}: ${decoded.name}` : t`Log ${logIndex}`;
        return (
          <li key={log.logIndex.toString()} aria-label={title} className="rounded border border-slate-200 p-3 dark:border-slate-800">
            <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold">{title}</span>
              {decoded && <DecodedSource decoded={decoded} />}
              <span className="text-muted">{t`emitted by`}</span>
              <EvmAddressId chain={chain} address={log.address} />
            </div>
            {decoded ? (
              <>
                <p className="mb-1 text-xs text-slate-600 dark:text-slate-300">
                  <code>{decoded.signature}</code>
                </p>
                <AbiArguments chain={chain} args={decoded.args} label={t`${decoded.name} arguments`} />
              </>
            ) : (
              <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                {log.topics.map((topic, index) => (
                  <div key={`${index}:${topic}`} className="contents">
                    <dt className="text-muted">{t`topic ${index}`}</dt>
                    <dd className="min-w-0">
                      <Id value={topic} full />
                    </dd>
                  </div>
                ))}
                <dt className="text-muted">{t`data`}</dt>
                <dd className="min-w-0 font-mono text-xs break-all">{log.data}</dd>
              </dl>
            )}
          </li>
        );
      })}
    </ol>
  );
}

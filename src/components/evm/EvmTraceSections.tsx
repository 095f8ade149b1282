import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { decodeRevert } from '../../lib/abi/decode';
import { revertText } from '../../lib/abi/format-value';
import { flattenTrace, internalTransfers, revertOrigin, type TraceFrame } from '../../lib/evm-trace';
import { useAbiContext } from '../../queries/abi-context';
import { isUnsupportedError } from '../../queries/chains';
import { useEvmTrace } from '../../queries/evm-trace';
import { ErrorPanel } from '../status/ErrorPanel';
import { Skeleton } from '../status/Skeleton';
import { Card } from '../ui/Card';
import { CallTree } from './CallTree';
import { DecodedSource } from './DecodedSource';
import { EvmAddressId } from './EvmIds';
import { InternalTransfers } from './InternalTransfers';

/**
 * The transaction's call tree and internal transfers, from the node's call tracer; on a node without
 * the debug API, one line that says so and nothing else.
 */
export function EvmTraceSections({ chain, hash }: { chain: string; hash: string }) {
  const trace = useEvmTrace(chain, hash, true);
  if (trace.isError && isUnsupportedError(trace.error)) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t`Internal calls are not shown: this node does not offer debug_traceTransaction (its debug API is off).`}</p>;
  }
  if (trace.isPending) {
    return (
      <Card title={t`Call tree`}>
        <Skeleton lines={6} className="h-40" label={t`Loading the call tree`} />
      </Card>
    );
  }
  if (trace.isError) {
    return (
      <Card title={t`Call tree`}>
        <ErrorPanel what={t`The call tree`} error={trace.error} onRetry={() => void trace.refetch()} />
      </Card>
    );
  }
  return <TraceBody chain={chain} root={trace.data} />;
}

function TraceBody({ chain, root }: { chain: string; root: TraceFrame }) {
  const abiFor = useAbiContext(chain);
  const transfers = useMemo(() => internalTransfers(flattenTrace(root)), [root]);
  return (
    <>
      {root.error !== undefined && <RevertReason chain={chain} root={root} abiFor={abiFor} />}
      <Card title={t`Call tree`}>
        <CallTree chain={chain} root={root} abiFor={abiFor} />
      </Card>
      <Card title={t`Internal transfers`}>
        <InternalTransfers chain={chain} transfers={transfers} />
      </Card>
    </>
  );
}

function RevertReason({ chain, root, abiFor }: { chain: string; root: TraceFrame; abiFor: ReturnType<typeof useAbiContext> }) {
  const origin = revertOrigin(root) ?? root;
  const reverted = origin.error === 'execution reverted';
  const decoded = reverted ? decodeRevert(origin.output, origin.to, abiFor(origin.to)) : null;
  const reason = (decoded ? revertText(decoded) : origin.error) ?? '';
  return (
    <section aria-label={t`Why it failed`} role="status" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm dark:border-red-900 dark:bg-red-950/40">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{t`Failed: ${reason}`}</span>
        {decoded?.kind === 'custom' && <DecodedSource decoded={decoded.decoded} />}
      </p>
      {origin !== root && origin.to && (
        <p className="mt-1 flex flex-wrap items-center gap-1">
          {t`The failure started in a ${origin.type} to`} <EvmAddressId chain={chain} address={origin.to} noCopy /> {t`and was passed up to the transaction.`}
        </p>
      )}
    </section>
  );
}

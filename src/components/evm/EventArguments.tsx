import type { EventArgument } from '../../lib/evm-events';
import { EvmAddressId } from './EvmIds';

/** Decoded arguments of an event or a call: addresses linked, integers exact and raw. */
export function EventArguments({ chain, args, label }: { chain: string; args: readonly EventArgument[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {args.map((arg) => (
        <div key={arg.name} className="contents">
          <dt className="text-muted">
            {arg.name} <span className="text-xs">({arg.type})</span>
          </dt>
          <dd className="min-w-0 break-all">
            {arg.type === 'address' ? (
              <EvmAddressId chain={chain} address={arg.value} full />
            ) : (
              <span className="font-mono">{arg.value.toString()}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

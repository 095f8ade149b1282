import type { DecodedArg } from '../../lib/abi/decode';
import { formatAbiValue } from '../../lib/abi/format-value';
import { LongText } from '../ui/LongText';
import { EvmAddressId } from './EvmIds';

/** Decoded arguments or return values: addresses linked, integers exact, the rest as text. */
export function AbiArguments({ chain, args, label }: { chain: string; args: readonly DecodedArg[]; label: string }) {
  if (args.length === 0) return null;
  return (
    <dl aria-label={label} className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {args.map((arg, index) => (
        <div key={`${index}:${arg.name}`} className="contents">
          <dt className="text-muted">
            <code>{arg.name}</code> <code className="text-xs">({arg.type})</code>
          </dt>
          <dd className="min-w-0 break-all">
            {arg.type === 'address' && typeof arg.value === 'string' ? (
              <EvmAddressId chain={chain} address={arg.value} full />
            ) : (
              <LongText className="font-mono" text={formatAbiValue(arg.value)} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

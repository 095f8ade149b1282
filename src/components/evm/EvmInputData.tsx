import { decodeCall, hexByteLength, selectorOf } from '../../lib/evm-calls';
import { JsonBlock } from '../raw/JsonBlock';
import { EventArguments } from './EventArguments';

/** A transaction's input: decoded when it calls a known token function, and always the raw hex. */
export function EvmInputData({ chain, input, creates }: { chain: string; input: string; creates: boolean }) {
  const size = hexByteLength(input);
  if (size === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">No input data: a plain transfer of value.</p>;
  const decoded = creates ? null : decodeCall(input);
  const selector = creates ? null : selectorOf(input);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {size} bytes{creates ? ' of contract creation code' : ''}
        {selector && !decoded && (
          <>
            ; function selector <code>{selector}</code> (not a known function)
          </>
        )}
      </p>
      {decoded && (
        <div>
          <p className="mb-1 font-mono text-sm">{decoded.signature}</p>
          <EventArguments chain={chain} args={decoded.args} label="Call arguments" />
        </div>
      )}
      <JsonBlock label="Input data" value={input} />
    </div>
  );
}

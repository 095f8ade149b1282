import { t } from '@lingui/core/macro';
import { useLocale } from '../ui/use-locale';
import { formatInteger } from '../../lib/amount';
import { decodeCalldata } from '../../lib/abi/decode';
import { hexByteLength, selectorOf } from '../../lib/evm-calls';
import { useAbiContext } from '../../queries/abi-context';
import { JsonBlock } from '../raw/JsonBlock';
import { AbiArguments } from './AbiArguments';
import { DecodedSource } from './DecodedSource';

/** A transaction's input: decoded by the ABI known for its address (the user's, a well-known one, or a guess), and always the raw hex. */
export function EvmInputData({ chain, input, to }: { chain: string; input: string; to: string | null }) {
  const abiFor = useAbiContext(chain);
  const size = hexByteLength(input);
  const bytes = formatInteger(size, useLocale());
  if (size === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{t`No input data: a plain transfer of value.`}</p>;
  const creates = to === null;
  const decoded = creates ? null : decodeCalldata(input, to, abiFor(to));
  const selector = creates ? null : selectorOf(input);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {creates ? t`${bytes} bytes of contract creation code` : t`${bytes} bytes`}
        {selector && !decoded && (
          <>
            {t`; function selector`} <code>{selector}</code> {t`(not a known function: add the contract’s ABI to decode it)`}
          </>
        )}
      </p>
      {decoded && (
        <div>
          <p className="mb-1 flex flex-wrap items-center gap-2 font-mono text-sm">
            <code>{decoded.signature}</code> <DecodedSource decoded={decoded} />
          </p>
          <AbiArguments chain={chain} args={decoded.args} label={t`Call arguments`} />
        </div>
      )}
      <JsonBlock label={t`Input data`} value={input} />
    </div>
  );
}

import { t } from '@lingui/core/macro';
import { memo, useState } from 'react';
import { decodeCalldata, decodeCallOutput, decodeRevert, type AbiContext } from '../../lib/abi/decode';
import { formatAbiValue, revertText } from '../../lib/abi/format-value';
import { hexByteLength } from '../../lib/evm-calls';
import type { TraceRow } from '../../lib/evm-trace';
import { JsonBlock } from '../raw/JsonBlock';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { AbiArguments } from './AbiArguments';
import { DecodedSource } from './DecodedSource';
import { EvmAddressId } from './EvmIds';
import { WeiAmount } from './WeiAmount';
import { formatInteger } from '../../lib/amount';
import { useLocale } from '../ui/use-locale';

const INDENT_REM = 1.25;
/** Deeper rows stop moving right, so a deep tree stays readable on a phone. */
const MAX_INDENT_LEVELS = 12;
const CREATES = new Set(['CREATE', 'CREATE2']);

interface CallTreeRowProps {
  chain: string;
  row: TraceRow;
  folded: boolean;
  onToggle: (id: string) => void;
  abiFor: (address: string | undefined) => AbiContext;
}

/** One call of the tree: its kind, who called whom with what value, the decoded call, and where it failed. */
export const CallTreeRow = memo(function CallTreeRow({ chain, row, folded, onToggle, abiFor }: CallTreeRowProps) {
  const [open, setOpen] = useState(false);
  const { frame } = row;
  const context = abiFor(frame.to);
  const decoded = CREATES.has(frame.type) ? null : decodeCalldata(frame.input, frame.to, context);
  const failure = failureText(row, context);
  const outputs = decoded && frame.output !== undefined && frame.error === undefined ? decodeCallOutput(decoded, frame.output) : null;
  const locale = useLocale();
  const call = `${frame.type}${decoded ? ` ${decoded.name}` : ''}`;
  const label = t`Call ${row.id}: ${call}`;
  const descendants = formatInteger(row.descendants, locale);
  const gasUsed = formatInteger(frame.gasUsed, locale);
  return (
    <li aria-label={label} className="border-b border-slate-100 py-1.5 text-sm last:border-0 dark:border-slate-800" style={{ paddingLeft: `${Math.min(row.depth, MAX_INDENT_LEVELS) * INDENT_REM}rem` }}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {row.descendants > 0 ? (
          <Button variant="link" aria-expanded={!folded} aria-label={folded ? t`Unfold the ${descendants} calls under call ${row.id}` : t`Fold the ${descendants} calls under call ${row.id}`} onClick={() => onToggle(row.id)}>
            {folded ? '▸' : '▾'}
          </Button>
        ) : (
          <span aria-hidden className="inline-block w-3" />
        )}
        <Badge tone={frame.error === undefined ? 'neutral' : 'danger'}>{frame.type}</Badge>
        <EvmAddressId chain={chain} address={frame.from} noCopy />
        <span aria-hidden>→</span>
        {frame.to ? <EvmAddressId chain={chain} address={frame.to} noCopy /> : <span className="text-muted">{t`no contract created`}</span>}
        {decoded ? (
          <span className="font-mono break-all">
            {decoded.name}({decoded.args.map((arg) => formatAbiValue(arg.value)).join(', ')})
          </span>
        ) : (
          hexByteLength(frame.input) > 0 && !CREATES.has(frame.type) && <code className="text-muted">{frame.input.slice(0, 10)}</code>
        )}
        {outputs && outputs.length > 0 && <span className="font-mono break-all">→ {outputs.map((output) => formatAbiValue(output.value)).join(', ')}</span>}
        {decoded && <DecodedSource decoded={decoded} />}
        {frame.value !== undefined && frame.value > 0n && <WeiAmount chain={chain} value={frame.value} />}
        <span className="text-muted whitespace-nowrap">{t`gas ${gasUsed}`}</span>
        {folded && <span className="text-muted">{t`(${descendants} calls folded)`}</span>}
        <Button variant="link" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t`Hide details` : t`Details`}
        </Button>
      </div>
      {failure && <p className="mt-1 text-red-700 dark:text-red-400">{failure}</p>}
      {open && <CallDetails chain={chain} row={row} decoded={decoded} outputs={outputs} />}
    </li>
  );
});

const REVERTED = 'execution reverted';

/** Why the call failed, said once, at the depth where it happened: a caller that passed a revert up names the call it came from. */
function failureText({ id, frame }: TraceRow, context: AbiContext): string | null {
  if (frame.error === undefined) return null;
  if (frame.error !== REVERTED) return frame.error;
  const from = frame.calls.findIndex((call) => call.error !== undefined && call.output !== undefined && call.output === frame.output);
  if (from !== -1) return t`reverted, passing up the revert of call ${id}.${from}`;
  return revertText(decodeRevert(frame.output, frame.to, context));
}

interface CallDetailsProps {
  chain: string;
  row: TraceRow;
  decoded: ReturnType<typeof decodeCalldata>;
  outputs: ReturnType<typeof decodeCallOutput>;
}

function CallDetails({ chain, row, decoded, outputs }: CallDetailsProps) {
  const { frame } = row;
  const locale = useLocale();
  const given = formatInteger(frame.gas, locale);
  const used = formatInteger(frame.gasUsed, locale);
  return (
    <div className="mt-2 space-y-2 pl-5">
      {decoded && (
        <>
          <p className="text-xs">
            <code>{decoded.signature}</code>
          </p>
          <AbiArguments chain={chain} args={decoded.args} label={t`Arguments of call ${row.id}`} />
        </>
      )}
      {outputs && <AbiArguments chain={chain} args={outputs} label={t`Return values of call ${row.id}`} />}
      <p className="text-muted text-xs">
        {t`gas given ${given}, used ${used}`}
        {row.undone && frame.error === undefined && t`; undone by a failure above it`}
      </p>
      <JsonBlock label={t`Input of call ${row.id}`} value={frame.input} />
      {frame.output !== undefined && <JsonBlock label={t`Output of call ${row.id}`} value={frame.output} />}
    </div>
  );
}

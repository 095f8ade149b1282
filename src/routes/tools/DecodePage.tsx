import { t } from '@lingui/core/macro';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DecodeProblem } from '../../components/tools/DecodeProblem';
import { DecodedView } from '../../components/tools/DecodedView';
import { hexKindLabel } from '../../components/tools/hex-kind-label';
import { HexInput } from '../../components/tools/HexInput';
import { Button } from '../../components/ui/Button';
import { usePageTitle } from '../../components/ui/use-page-title';
import { decodeHexText, HEX_KINDS, type HexKind } from '../../lib/codec/decode-any';
import { PAGE_HEADINGS } from '../../lib/page-headings';
import { hexProblemText } from '../../components/tools/hex-problem-text';

const AUTO = 'auto';
/** The RPC parameter that asks for these bytes, as the node spells it. */
const HEX_ENCODING_PARAM = 'encoding: "hex"';

function parseKind(value: string | null): HexKind | undefined {
  return HEX_KINDS.find((kind) => kind === value);
}

/** `/:net/tools/decode`: any P-Chain tx, block or UTXO hex, or a C-Chain atomic tx, in the views of fetched ones. */
export function Component() {
  usePageTitle(t`Decode`);
  const [text, setText] = useState('');
  const [params, setParams] = useSearchParams();
  const chosen = parseKind(params.get('kind'));
  const result = useMemo(() => (text.trim() === '' ? undefined : decodeHexText(text, chosen ? [chosen] : HEX_KINDS)), [text, chosen]);
  const choose = (kind: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (kind === AUTO) next.delete('kind');
        else next.set('kind', kind);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{PAGE_HEADINGS.decode}</h1>
      <p className="text-sm text-muted">
        {t`Paste a P-Chain transaction, block or UTXO, or a C-Chain atomic transaction, in hex with its checksum (as`} <code>{HEX_ENCODING_PARAM}</code>{' '}
        {t`answers carry them). Nothing is sent to the node.`}
      </p>
      <label className="flex items-center gap-2 text-sm">
        <span>{t`Decode as`}</span>
        <select
          value={chosen ?? AUTO}
          onChange={(event) => choose(event.target.value)}
          className="rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
        >
          <option value={AUTO}>{t`Detect automatically`}</option>
          {HEX_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {hexKindLabel(kind)}
            </option>
          ))}
        </select>
      </label>
      <HexInput label={t`Hex encoding`} value={text} onChange={setText} problem={result && !result.ok ? hexProblemText(result.problem) : undefined} />
      {result && !result.ok && <DecodeProblem result={result} />}
      {result?.ok && (
        <>
          <p role="status" className="text-sm">
            {t`Decoded as a`} <strong>{hexKindLabel(result.decoded.kind)}</strong>
            {chosen === undefined && t` (detected)`}.
            {result.alsoFits.length > 0 && (
              <>
                {' '}
                {t`The bytes also fit:`}{' '}
                {result.alsoFits.map((kind) => (
                  <Button key={kind} onClick={() => choose(kind)} variant="link" className="mr-2">
                    {hexKindLabel(kind)}
                  </Button>
                ))}
              </>
            )}
          </p>
          <DecodedView decoded={result.decoded} />
        </>
      )}
    </div>
  );
}

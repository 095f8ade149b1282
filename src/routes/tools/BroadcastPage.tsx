import { t } from '@lingui/core/macro';
import { useMemo, useState } from 'react';
import { DecodeProblem } from '../../components/tools/DecodeProblem';
import { DecodedAtomicTx } from '../../components/tools/DecodedAtomicTx';
import { DecodedTx } from '../../components/tools/DecodedTx';
import { HexInput } from '../../components/tools/HexInput';
import { IssuePanel } from '../../components/tools/IssuePanel';
import { usePageTitle } from '../../components/ui/use-page-title';
import { decodeHexText, normaliseHexText, type HexKind } from '../../lib/codec/decode-any';
import { PAGE_HEADINGS } from '../../lib/page-headings';
import { hexProblemText } from '../../components/tools/hex-problem-text';

/** Only transactions can be issued. */
const TX_KINDS: readonly HexKind[] = ['tx', 'atomic-tx'];

/** `/:net/tools/broadcast`: paste a signed tx, check what it does and who signed it, issue it, watch it settle. */
export function Component() {
  usePageTitle(t`Broadcast a transaction`);
  const [text, setText] = useState('');
  const result = useMemo(() => (text.trim() === '' ? undefined : decodeHexText(text, TX_KINDS)), [text]);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{PAGE_HEADINGS.broadcast}</h1>
      <p className="text-sm text-muted">
        {t`Paste a signed P-Chain transaction or C-Chain atomic transaction in hex with its checksum, as a wallet exports it. It is decoded here first, so you can check what it does and who signed it before sending it. The explorer never asks for a key or a password.`}
      </p>
      <HexInput label={t`Signed transaction (hex)`} value={text} onChange={setText} problem={result && !result.ok ? hexProblemText(result.problem) : undefined} />
      {result && !result.ok && <DecodeProblem result={result} />}
      {result?.ok && result.decoded.kind === 'tx' && (
        <>
          <IssuePanel target="P" hex={normaliseHexText(text)} expectedId={result.decoded.id} />
          <DecodedTx id={result.decoded.id} tx={result.decoded.tx} unsignedBytes={result.decoded.unsignedBytes} />
        </>
      )}
      {result?.ok && result.decoded.kind === 'atomic-tx' && (
        <>
          <IssuePanel target="C" hex={normaliseHexText(text)} expectedId={result.decoded.id} />
          <DecodedAtomicTx id={result.decoded.id} tx={result.decoded.tx} unsignedBytes={result.decoded.unsignedBytes} />
        </>
      )}
    </div>
  );
}

import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { Abi } from 'viem';
import { readFunctions } from '../../lib/contract-abi';
import { Button } from '../ui/Button';
import { ReadFunction } from './ReadFunction';

const BLOCK_NUMBER = /^\d+$/;

/**
 * Every view function of a known ABI, answered at the latest block seen or at a block the user
 * picks (`?at=` in the URL).
 */
export function ContractReadTab({ chain, address, abi, head, at, onAtChange }: { chain: string; address: string; abi: Abi; head: bigint | undefined; at: string; onAtChange: (at: string) => void }) {
  const [text, setText] = useState(at);
  const functions = readFunctions(abi);
  const atBlock = BLOCK_NUMBER.test(at) ? BigInt(at) : undefined;
  const block = atBlock ?? head;
  const badAt = at !== '' && atBlock === undefined;
  const latest = head?.toString() ?? '…';
  return (
    <div className="space-y-3">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onAtChange(text.trim());
        }}
      >
        <label className="flex flex-col gap-1 text-sm">
          {t`At block (empty: the latest, ${latest})`}
          <input className="rounded border border-slate-300 bg-white px-2 py-1 font-mono text-sm dark:border-slate-700 dark:bg-slate-950" value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <Button type="submit" variant="secondary" size="sm">
          {t`Read at this block`}
        </Button>
      </form>
      {badAt && <p className="text-sm text-red-700 dark:text-red-400">{t`“${at}” is not a block number; reading at the latest block.`}</p>}
      {functions.length === 0 ? (
        <p className="text-sm">{t`This ABI has no view functions.`}</p>
      ) : (
        functions.map((fn) => <ReadFunction key={`${fn.name}(${fn.inputs.map((input) => input.type).join(',')})`} chain={chain} address={address} fn={fn} abi={abi} block={block} />)
      )}
    </div>
  );
}

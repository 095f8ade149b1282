import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { chainIdOfPath } from '../../lib/paths';
import { shorten } from '../../lib/shorten';
import { useSearch } from '../../queries/search/search';
import type { SearchScope } from '../../queries/search/search-outcome';
import { MAIN_CONTENT_ID } from '../shortcuts/SkipLink';
import { TextLink } from '../ui/TextLink';
import { errorText } from '../status/error-text';

const C_CHAIN = 'C';

/** `0x` values are looked up on the EVM chain whose page is open, else on the C-Chain. */
function useSearchScope(): SearchScope | undefined {
  const chain = chainIdOfPath(useLocation().pathname);
  if (chain === undefined || chain === C_CHAIN) return undefined;
  const short = shorten(chain);
  return { chain, chainName: t`chain ${short}` };
}

/** The search field's id: the `/` shortcut focuses it. */
export const SEARCH_INPUT_ID = 'site-search';

/**
 * The search on every page: heights, node IDs, addresses, cb58 IDs (probed on the node), EVM hashes
 * and addresses, chain names, token symbols and other explorers' links.
 */
export function SearchBox() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const search = useSearch(useSearchScope());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.mutate(text, {
      onSuccess: (outcome) => {
        if (outcome.type === 'go') {
          setText('');
          search.reset();
          navigate(outcome.to);
          // The field lets go of the keys, so j/k and the rest act on the page found.
          document.getElementById(MAIN_CONTENT_ID)?.focus();
        }
      },
    });
  };

  const outcome = search.data;
  return (
    <form role="search" onSubmit={submit} className="relative">
      <label className="sr-only" htmlFor={SEARCH_INPUT_ID}>
        {t`Search`}
      </label>
      <input
        id={SEARCH_INPUT_ID}
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (!search.isIdle) search.reset();
        }}
        placeholder={t`Search height, ID, NodeID, address, 0x hash, chain, token or a link  ( / )`}
        autoComplete="off"
        spellCheck={false}
        className="w-full rounded border border-slate-300 bg-white px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-950"
      />
      {search.isPending && (
        <p role="status" className="absolute z-20 mt-1 w-full rounded border border-slate-200 bg-white p-2 text-sm shadow dark:border-slate-700 dark:bg-slate-900">
          {t`Searching…`}
        </p>
      )}
      {search.isError && (
        <p role="alert" className="absolute z-20 mt-1 w-full rounded border border-red-300 bg-white p-2 text-sm shadow dark:border-red-900 dark:bg-slate-900">
          {t`The search failed: ${errorText(search.error)}`}
        </p>
      )}
      {outcome?.type === 'none' && (
        <p role="alert" className="absolute z-20 mt-1 w-full rounded border border-amber-300 bg-white p-2 text-sm shadow dark:border-amber-800 dark:bg-slate-900">
          {outcome.message}
        </p>
      )}
      {outcome?.type === 'choose' && (
        <div className="absolute z-20 mt-1 w-full rounded border border-slate-200 bg-white p-2 text-sm shadow dark:border-slate-700 dark:bg-slate-900">
          <p>{outcome.heading}</p>
          <ul className="mt-1 space-y-1">
            {outcome.matches.map((match) => (
              <li key={match.to}>
                <TextLink to={match.to} onClick={() => search.reset()}>
                  {match.label}
                </TextLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}

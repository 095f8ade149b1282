import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSearch } from '../../queries/search';

/** Typing `/` anywhere outside a text field focuses the search box. */
function useSlashToFocus(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      event.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [input]);
}

/** The search on every page: heights, node IDs, addresses and cb58 IDs (probed on the node). */
export function SearchBox() {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const search = useSearch();
  useSlashToFocus(inputRef);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.mutate(text, {
      onSuccess: (outcome) => {
        if (outcome.type === 'go') {
          setText('');
          search.reset();
          navigate(outcome.to);
        }
      },
    });
  };

  const outcome = search.data;
  return (
    <form role="search" onSubmit={submit} className="relative">
      <label className="sr-only" htmlFor="site-search">
        Search
      </label>
      <input
        id="site-search"
        ref={inputRef}
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (!search.isIdle) search.reset();
        }}
        placeholder="Search height, ID, NodeID-…, P-… address  ( / )"
        autoComplete="off"
        spellCheck={false}
        className="w-full rounded border border-slate-300 bg-white px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-950"
      />
      {search.isPending && (
        <p role="status" className="absolute z-20 mt-1 w-full rounded border border-slate-200 bg-white p-2 text-sm shadow dark:border-slate-700 dark:bg-slate-900">
          Searching…
        </p>
      )}
      {search.isError && (
        <p role="alert" className="absolute z-20 mt-1 w-full rounded border border-red-300 bg-white p-2 text-sm shadow dark:border-red-900 dark:bg-slate-900">
          The search failed: {search.error.message}
        </p>
      )}
      {outcome?.type === 'none' && (
        <p role="alert" className="absolute z-20 mt-1 w-full rounded border border-amber-300 bg-white p-2 text-sm shadow dark:border-amber-800 dark:bg-slate-900">
          {outcome.message}
        </p>
      )}
      {outcome?.type === 'choose' && (
        <div className="absolute z-20 mt-1 w-full rounded border border-slate-200 bg-white p-2 text-sm shadow dark:border-slate-700 dark:bg-slate-900">
          <p>This ID names several things:</p>
          <ul className="mt-1 space-y-1">
            {outcome.matches.map((match) => (
              <li key={match.kind}>
                <Link to={match.to} onClick={() => search.reset()} className="text-indigo-700 underline dark:text-indigo-300">
                  {match.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}

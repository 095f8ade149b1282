import { useState, type FormEvent } from 'react';
import { checkNetworkRules, SUGGESTED_GAS_MULTIPLE } from '../../lib/watchlist';
import { useWatchlist } from '../../stores/watchlist-store';
import { Button } from '../ui/Button';
import { WATCHLIST_TEXT as T } from './watchlist-text';

/** The network's own rule: the P-Chain gas price against its minimum. */
export function NetworkRuleEditor() {
  const { networkRules, store } = useWatchlist();
  const current = networkRules.gasPriceAboveMultiple;
  const [on, setOn] = useState(current !== undefined);
  const [value, setValue] = useState(String(current ?? SUGGESTED_GAS_MULTIPLE));
  const [message, setMessage] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkNetworkRules(on ? { gasPriceAboveMultiple: Number(value) } : {});
    if (!checked.ok) return setMessage(checked.reason);
    void store.setNetworkRules(checked.value);
    setMessage(T.rulesSaved);
  };
  return (
    <form onSubmit={submit} aria-label={T.networkRulesTitle} className="flex flex-wrap items-center gap-2 text-sm">
      <label className="inline-flex items-center gap-1">
        <input type="checkbox" checked={on} onChange={(event) => {
          setOn(event.target.checked);
          setMessage(null);
        }} />
        {T.gasRuleLabel}
      </label>
      <input
        type="number"
        min={1}
        step="any"
        aria-label={T.gasRuleLabel}
        value={value}
        disabled={!on}
        onChange={(event) => {
          setValue(event.target.value);
          setMessage(null);
        }}
        className="w-24 rounded border border-slate-300 px-1 dark:border-slate-700 dark:bg-slate-900"
      />
      <Button type="submit" variant="secondary" size="sm">
        {T.rulesSave}
      </Button>
      {message && <span role="status">{message}</span>}
    </form>
  );
}

import { plural, t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { precompileName } from '../../lib/chain-timeline';
import { compareRules, ruleLabel, type RuleGroup, type RuleRow, type RulesSnapshot } from '../../lib/rules-diff';
import { formatTimeParam, parseTimeParam, toDateTimeLocal } from '../../lib/time-param';
import { useRulesAt, type RulesAt } from '../../queries/chains';
import { ErrorPanel } from '../status/ErrorPanel';
import { Skeleton } from '../status/Skeleton';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { UnsupportedMethod } from './UnsupportedMethod';

export interface ChainRulesSectionProps {
  chain: string;
  /** `?at=` as given (empty: the latest block's time). */
  at: string;
  /** `?vs=` as given (empty: no comparison). */
  vs: string;
  onChange: (next: { at: string; vs: string }) => void;
}

const GROUP_TITLES: Record<RuleGroup, string> = {
  get eth() { return t`EVM rules`; },
  get chain() { return t`Chain rules`; },
  get precompile() { return t`Active precompiles`; },
};
const GROUPS: RuleGroup[] = ['eth', 'chain', 'precompile'];

function snapshotOf(result: Exclude<RulesAt, { source: 'none' }>): RulesSnapshot {
  if (result.source === 'rules') return { ethRules: result.rules.ethRules, chainRules: result.rules.chainRules, precompiles: Object.keys(result.rules.precompiles) };
  return { ethRules: {}, chainRules: {}, precompiles: Object.keys(result.precompiles) };
}

function OnOff({ on }: { on: boolean }) {
  return <Badge tone={on ? 'success' : 'neutral'}>{on ? t`on` : t`off`}</Badge>;
}

function changedLabel(key: string): string {
  return t`${key} changed`;
}

function RulesTable({ group, rows, compare, atLabel, vsLabel }: { group: RuleGroup; rows: RuleRow[]; compare: boolean; atLabel: string; vsLabel: string }) {
  const changed = rows.filter((row) => row.changed).length;
  return (
    <div className="min-w-0">
      <table className="w-full text-sm">
        <caption className="mb-1 text-left font-semibold">
          {GROUP_TITLES[group]}
          {compare && <span className="ml-2 text-xs font-normal text-muted">{changed === 0 ? t`no change` : plural(changed, { one: '# changed', other: '# changed' })}</span>}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600 dark:border-slate-700 dark:text-slate-300">
            <th scope="col" className="px-2 py-1 font-medium">{group === 'precompile' ? t`Precompile` : t`Rule`}</th>
            <th scope="col" className="px-2 py-1 font-medium">{atLabel}</th>
            {compare && <th scope="col" className="px-2 py-1 font-medium">{vsLabel}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={compare ? 3 : 2} className="px-2 py-2 text-muted">{t`None.`}</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr
              key={row.key}
              aria-label={row.changed ? changedLabel(row.key) : undefined}
              className={`border-b border-slate-100 dark:border-slate-800 ${row.changed ? 'bg-amber-50 font-semibold dark:bg-amber-950/40' : ''}`}
            >
              <th scope="row" className="px-2 py-1 text-left font-normal" title={row.key}>
                {group === 'precompile' ? precompileName(row.key) : ruleLabel(row.key)}
                {row.changed && <span className="ml-2 text-xs text-amber-700 dark:text-amber-300">{t`changed`}</span>}
              </th>
              <td className="px-2 py-1"><OnOff on={row.at} /></td>
              {compare && <td className="px-2 py-1"><OnOff on={row.vs === true} /></td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TimeForm({ at, vs, onChange }: Omit<ChainRulesSectionProps, 'chain'>) {
  const initial = (text: string) => {
    const parsed = parseTimeParam(text);
    return text && parsed.ok ? toDateTimeLocal(parsed.seconds) : '';
  };
  const [atInput, setAtInput] = useState(initial(at));
  const [vsInput, setVsInput] = useState(initial(vs));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const toParam = (input: string) => {
      const parsed = parseTimeParam(input);
      return input && parsed.ok ? formatTimeParam(parsed.seconds) : '';
    };
    onChange({ at: toParam(atInput), vs: toParam(vsInput) });
  };
  const input = 'rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900';
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3 text-sm">
      <label className="flex flex-col gap-1">
        <span>{t`At (UTC; empty for the latest block)`}</span>
        <input type="datetime-local" step={1} value={atInput} onChange={(event) => setAtInput(event.target.value)} className={input} />
      </label>
      <label className="flex flex-col gap-1">
        <span>{t`Compare with (UTC; optional)`}</span>
        <input type="datetime-local" step={1} value={vsInput} onChange={(event) => setVsInput(event.target.value)} className={input} />
      </label>
      <Button type="submit" variant="primary" size="lg">{t`Show rules`}</Button>
    </form>
  );
}

function parseOrUndefined(text: string): { seconds?: bigint; error?: string } {
  if (!text) return {};
  const parsed = parseTimeParam(text);
  return parsed.ok ? { seconds: parsed.seconds } : { error: parsed.reason };
}

/** `eth_getActiveRulesAt` at `?at=`, optionally side by side with `?vs=`, changes highlighted. */
export function ChainRulesSection({ chain, at, vs, onChange }: ChainRulesSectionProps) {
  const atTime = parseOrUndefined(at);
  const vsTime = parseOrUndefined(vs);
  const first = useRulesAt(chain, atTime.seconds, atTime.error === undefined);
  const second = useRulesAt(chain, vsTime.seconds, vs !== '' && vsTime.error === undefined);
  const atLabel = at ? formatTimeParam(atTime.seconds ?? 0n) : t`Latest block`;
  const vsLabel = vs ? formatTimeParam(vsTime.seconds ?? 0n) : '';
  return (
    <div className="space-y-4">
      <Card title={t`Active rules`}>
        <TimeForm key={`${at}|${vs}`} at={at} vs={vs} onChange={onChange} />
        {(atTime.error ?? vsTime.error) && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">{atTime.error ?? vsTime.error}</p>
        )}
      </Card>
      {first.isPending || (vs !== '' && second.isPending && !vsTime.error) ? (
        <Skeleton lines={12} className="h-96" label={t`Loading active rules`} />
      ) : first.isError ? (
        <ErrorPanel what={t`Active rules`} error={first.error} onRetry={() => void first.refetch()} />
      ) : second.isError ? (
        <ErrorPanel what={t`Active rules to compare`} error={second.error} onRetry={() => void second.refetch()} />
      ) : (
        <RulesView first={first.data} second={vs ? second.data : undefined} chain={chain} atLabel={atLabel} vsLabel={vsLabel} />
      )}
    </div>
  );
}

function RulesView({ first, second, chain, atLabel, vsLabel }: { first: RulesAt; second?: RulesAt; chain: string; atLabel: string; vsLabel: string }) {
  if (first.source === 'none') {
    return (
      <UnsupportedMethod chain={chain} missing="rules" message={first.message} />
    );
  }
  const a = snapshotOf(first);
  const b = second && second.source !== 'none' ? snapshotOf(second) : undefined;
  const rows = compareRules(a, b);
  const nodeMessage = first.source === 'precompiles' ? first.message : '';
  return (
    <Card title={b ? t`Rules at ${atLabel} and ${vsLabel}` : t`Rules at ${atLabel}`}>
      {first.source === 'precompiles' && (
        <p role="note" className="mb-3 text-sm text-amber-800 dark:text-amber-300">
          {t`This node does not serve eth_getActiveRulesAt (${nodeMessage}); the active precompiles below come from the deprecated eth_getActivePrecompilesAt.`}
        </p>
      )}
      {first.source === 'rules' && first.rules.chainId !== undefined && (
        <p className="mb-3 text-sm">{t`EVM chain ID`} <span className="font-mono">{first.rules.chainId.toString()}</span></p>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        {GROUPS.filter((group) => first.source === 'rules' || group === 'precompile').map((group) => (
          <RulesTable key={group} group={group} rows={rows.filter((row) => row.group === group)} compare={b !== undefined} atLabel={atLabel} vsLabel={vsLabel} />
        ))}
      </div>
    </Card>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { BOOLEAN_RULES, checkRules, DEFAULT_RULES, RULES_OF_KIND, SUGGESTED_THRESHOLDS, type AlertRuleField, type AlertRules, type WatchKind } from '../../lib/watchlist';
import { Button } from '../ui/Button';
import { RULE_LABEL, WATCHLIST_TEXT as T } from './watchlist-text';

/** A rule being edited: on or off, and its threshold as typed. */
interface DraftEntry {
  on: boolean;
  value: string;
}
type Draft = Partial<Record<AlertRuleField, DraftEntry>>;

function draftEntry(kind: WatchKind, rules: AlertRules, field: AlertRuleField): DraftEntry {
  const value = rules[field];
  const fallback = DEFAULT_RULES[kind][field] ?? SUGGESTED_THRESHOLDS[field];
  return { on: value !== undefined && value !== false, value: String(typeof value === 'number' ? value : (fallback ?? '')) };
}

function toDraft(kind: WatchKind, rules: AlertRules): Draft {
  const draft: Draft = {};
  for (const field of RULES_OF_KIND[kind]) draft[field] = draftEntry(kind, rules, field);
  return draft;
}

function fromDraft(kind: WatchKind, entryOf: (field: AlertRuleField) => DraftEntry): ReturnType<typeof checkRules> {
  const raw: Record<string, unknown> = {};
  for (const field of RULES_OF_KIND[kind]) {
    const entry = entryOf(field);
    if (!entry.on) continue;
    raw[field] = BOOLEAN_RULES.has(field) ? true : Number(entry.value);
  }
  return checkRules(kind, raw);
}

export interface RuleEditorProps {
  kind: WatchKind;
  rules: AlertRules;
  /** The item, for accessible names. */
  label: string;
  onSave: (rules: AlertRules) => void;
}

/** Edits an item's alert rules: each rule on or off, numeric ones with their threshold. */
export function RuleEditor({ kind, rules, label, onSave }: RuleEditorProps) {
  const fields = RULES_OF_KIND[kind];
  const [draft, setDraft] = useState(() => toDraft(kind, rules));
  const [message, setMessage] = useState<string | null>(null);
  const id = useId();
  if (fields.length === 0) return <p className="text-sm text-muted">{T.rulesNone}</p>;
  // A field the draft lacks (the kind changed under it) starts from the saved rules.
  const entryOf = (from: Draft, field: AlertRuleField) => from[field] ?? draftEntry(kind, rules, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = fromDraft(kind, (field) => entryOf(draft, field));
    if (!checked.ok) return setMessage(checked.reason);
    onSave(checked.value);
    setMessage(T.rulesSaved);
  };
  const change = (field: AlertRuleField, patch: Partial<{ on: boolean; value: string }>) => {
    setMessage(null);
    setDraft((current) => ({ ...current, [field]: { ...entryOf(current, field), ...patch } }));
  };
  return (
    <form onSubmit={submit} aria-label={T.rulesLabel(label)} className="space-y-1 text-sm">
      {fields.map((field) => {
        const entry = entryOf(draft, field);
        return (
          <div key={field} className="flex flex-wrap items-center gap-2">
            <label className="inline-flex items-center gap-1">
              <input type="checkbox" checked={entry.on} onChange={(event) => change(field, { on: event.target.checked })} />
              {RULE_LABEL[field]}
            </label>
            {!BOOLEAN_RULES.has(field) && (
              <input
                id={`${id}-${field}`}
                type="number"
                min={0}
                step="any"
                aria-label={`${RULE_LABEL[field]}: ${label}`}
                value={entry.value}
                disabled={!entry.on}
                onChange={(event) => change(field, { value: event.target.value })}
                className="w-24 rounded border border-slate-300 px-1 dark:border-slate-700 dark:bg-slate-900"
              />
            )}
          </div>
        );
      })}
      <div className="flex items-center gap-2">
        <Button type="submit" variant="secondary" size="sm">
          {T.rulesSave}
        </Button>
        {message && <span role="status">{message}</span>}
      </div>
    </form>
  );
}

import { t } from '@lingui/core/macro';
import { Button } from '../ui/Button';
import { STAKING_TEXT } from './staking-text';
import { hasFilters, UPTIME_REQUIREMENT, type ValidatorFilters, type ValidatorKind, type YesNo } from './validator-rows';

export interface ValidatorFiltersBarProps {
  filters: ValidatorFilters;
  onChange: (filters: ValidatorFilters) => void;
  /** Which filters apply to this set. */
  kind: ValidatorKind;
  /** Whether uptime can be filtered against each validator's requirement (the Primary Network's). */
  requirementFilter: boolean;
}

const FIELD = 'rounded border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-950';

function YesNoSelect({ label, value, onChange }: { label: string; value: YesNo | undefined; onChange: (value: YesNo | undefined) => void }) {
  return (
    <label className="flex items-center gap-1 text-sm">
      {label}
      <select className={FIELD} value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as YesNo | undefined)}>
        <option value="">{t`any`}</option>
        <option value="yes">{t`yes`}</option>
        <option value="no">{t`no`}</option>
      </select>
    </label>
  );
}

function NumberField({ label, value, unit, onChange }: { label: string; value: number | undefined; unit: string; onChange: (value: number | undefined) => void }) {
  return (
    <label className="flex items-center gap-1 text-sm">
      {label}
      <input
        type="number"
        min={0}
        inputMode="decimal"
        className={`${FIELD} w-20`}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Math.max(0, Number(event.target.value)))}
      />
      <span className="text-muted">{unit}</span>
    </label>
  );
}

/** Search and filters of a validator table; the page keeps them in the URL. */
export function ValidatorFiltersBar({ filters, onChange, kind, requirementFilter }: ValidatorFiltersBarProps) {
  const set = (patch: Partial<ValidatorFilters>) => onChange({ ...filters, ...patch });
  return (
    <form role="search" aria-label={t`Filter validators`} className="flex flex-wrap items-end gap-3" onSubmit={(event) => event.preventDefault()}>
      <label className="flex grow items-center gap-1 text-sm">
        <span className="sr-only">{t`Search validators`}</span>
        <input
          type="search"
          placeholder={kind === 'staking' ? t`Node ID, tx ID or owner address` : t`Node ID or ID`}
          className={`${FIELD} w-full min-w-56`}
          value={filters.query ?? ''}
          onChange={(event) => set({ query: event.target.value || undefined })}
        />
      </label>
      {kind === 'staking' && (
        <>
          <YesNoSelect label={t`Connected`} value={filters.connected} onChange={(connected) => set({ connected })} />
          <NumberField
            label={t`Uptime below`}
            unit="%"
            value={filters.uptimeBelow === UPTIME_REQUIREMENT ? undefined : filters.uptimeBelow}
            onChange={(uptimeBelow) => set({ uptimeBelow })}
          />
          {requirementFilter && (
            <label className="flex items-center gap-1 text-sm" title={STAKING_TEXT.requirementFilterHint}>
              <input
                type="checkbox"
                checked={filters.uptimeBelow === UPTIME_REQUIREMENT}
                onChange={(event) => set({ uptimeBelow: event.target.checked ? UPTIME_REQUIREMENT : undefined })}
              />
              {STAKING_TEXT.requirementFilter}
            </label>
          )}
          <YesNoSelect label={t`BLS key`} value={filters.bls} onChange={(bls) => set({ bls })} />
          <YesNoSelect label={t`Auto-renewing`} value={filters.autoRenewing} onChange={(autoRenewing) => set({ autoRenewing })} />
          <label className="flex items-center gap-1 text-sm">
            <input type="checkbox" checked={filters.delegationOpen ?? false} onChange={(event) => set({ delegationOpen: event.target.checked || undefined })} />
            {t`Delegation open`}
          </label>
        </>
      )}
      {kind !== 'l1' && (
        <NumberField label={t`Ending within`} unit={t`days`} value={filters.endingWithinDays} onChange={(endingWithinDays) => set({ endingWithinDays })} />
      )}
      {kind === 'l1' && <YesNoSelect label={t`Active`} value={filters.active} onChange={(active) => set({ active })} />}
      {(hasFilters(filters) || filters.query) && (
        <Button variant="secondary" onClick={() => onChange({})}>
          {t`Clear filters`}
        </Button>
      )}
    </form>
  );
}

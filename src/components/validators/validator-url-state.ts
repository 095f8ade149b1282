import type { SortState } from '../ui/sort-rows';
import { UPTIME_REQUIREMENT, type ValidatorFilters, type YesNo } from './validator-rows';

/** URL search parameter names of the validators table (a link reproduces the view). */
export const PARAM = {
  query: 'q',
  connected: 'connected',
  uptimeBelow: 'uptimeBelow',
  endingWithinDays: 'endingWithin',
  bls: 'bls',
  autoRenewing: 'autoRenew',
  delegationOpen: 'open',
  active: 'active',
  sort: 'sort',
  direction: 'dir',
} as const;

function yesNo(value: string | null): YesNo | undefined {
  return value === 'yes' || value === 'no' ? value : undefined;
}

function positiveNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** Filters read from the URL; malformed values are ignored rather than failing the page. */
export function readFilters(params: URLSearchParams): ValidatorFilters {
  const query = params.get(PARAM.query) ?? undefined;
  return {
    query: query === '' ? undefined : query,
    connected: yesNo(params.get(PARAM.connected)),
    uptimeBelow: params.get(PARAM.uptimeBelow) === UPTIME_REQUIREMENT ? UPTIME_REQUIREMENT : positiveNumber(params.get(PARAM.uptimeBelow)),
    endingWithinDays: positiveNumber(params.get(PARAM.endingWithinDays)),
    bls: yesNo(params.get(PARAM.bls)),
    autoRenewing: yesNo(params.get(PARAM.autoRenewing)),
    delegationOpen: params.get(PARAM.delegationOpen) === 'yes' ? true : undefined,
    active: yesNo(params.get(PARAM.active)),
  };
}

export function readSort(params: URLSearchParams): SortState | null {
  const column = params.get(PARAM.sort);
  if (!column) return null;
  return { column, direction: params.get(PARAM.direction) === 'asc' ? 'asc' : 'desc' };
}

/** A copy of `params` with the filters written in (unset ones removed); other parameters are kept. */
export function writeFilters(params: URLSearchParams, filters: ValidatorFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => (value === undefined || value === '' ? next.delete(name) : next.set(name, value));
  set(PARAM.query, filters.query);
  set(PARAM.connected, filters.connected);
  set(PARAM.uptimeBelow, filters.uptimeBelow?.toString());
  set(PARAM.endingWithinDays, filters.endingWithinDays?.toString());
  set(PARAM.bls, filters.bls);
  set(PARAM.autoRenewing, filters.autoRenewing);
  set(PARAM.delegationOpen, filters.delegationOpen ? 'yes' : undefined);
  set(PARAM.active, filters.active);
  return next;
}

export function writeSort(params: URLSearchParams, sort: SortState | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort) {
    next.set(PARAM.sort, sort.column);
    next.set(PARAM.direction, sort.direction);
  } else {
    next.delete(PARAM.sort);
    next.delete(PARAM.direction);
  }
  return next;
}

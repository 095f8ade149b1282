import { t } from '@lingui/core/macro';
import type { AllowListPrecompile, PrecompileEvent } from '../../lib/precompile-permissions';
import { EvmAddressId } from '../evm/EvmIds';
import { EvmBlockNumberLink } from '../evm/EvmBlockNumberLink';
import { Card } from '../ui/Card';

const GROUPS = [
  { role: 2n, get label() { return t`Admin`; }, get meaning() { return t`changes any role, and uses the precompile`; } },
  { role: 3n, get label() { return t`Manager`; }, get meaning() { return t`enables and disables addresses, and uses the precompile`; } },
  { role: 1n, get label() { return t`Enabled`; }, get meaning() { return t`uses the precompile`; } },
] as const;

/** One allow list: its admins, managers and enabled addresses, with the block each last changed. */
export function AllowListRoles({ chain, list, roles, events }: { chain: string; list: AllowListPrecompile; roles: Record<string, bigint>; events: readonly PrecompileEvent[] }) {
  const { governs } = list;
  const lastChange = (account: string) => events.find((event) => event.kind === 'role' && event.precompile === list.address && event.account.toLowerCase() === account);
  return (
    <Card title={list.title}>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
        {t`Only the addresses below can ${governs}`} (<code className="text-xs">{list.address}</code>).
      </p>
      <div className="space-y-3">
        {GROUPS.map((group) => {
          const members = Object.entries(roles)
            .filter(([, role]) => role === group.role)
            .map(([account]) => account);
          return (
            <section key={group.role.toString()} aria-label={`${list.title}: ${group.label}`}>
              <h3 className="text-sm font-semibold">
                {group.label} <span className="font-normal text-slate-600 dark:text-slate-300">({group.meaning})</span>
              </h3>
              {members.length === 0 ? (
                <p className="text-sm text-muted">{t`none found`}</p>
              ) : (
                <ul className="space-y-1">
                  {members.map((account) => {
                    const change = lastChange(account);
                    return (
                      <li key={account} className="flex flex-wrap items-center gap-2 text-sm">
                        <EvmAddressId chain={chain} address={account} />
                        {change ? (
                          <span className="text-slate-600 dark:text-slate-300">
                            {t`since block`} <EvmBlockNumberLink chain={chain} number={change.block} />
                          </span>
                        ) : (
                          <span className="text-slate-600 dark:text-slate-300">{t`named in the chain config`}</span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </Card>
  );
}

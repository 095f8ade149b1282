import { t } from '@lingui/core/macro';
import { lazy, memo, Suspense, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { paths } from '../lib/paths';
import { useNetwork } from '../network/network-context';
import { PageQueries, PageQueriesContext } from '../queries/page-queries';
import { SearchBox } from '../components/search/SearchBox';
import { KeyboardShortcuts } from '../components/shortcuts/KeyboardShortcuts';
import { MAIN_CONTENT_ID, SkipLink } from '../components/shortcuts/SkipLink';
import { BackgroundFeeSampler } from './BackgroundFeeSampler';
import { chosenNetworkPath } from './custom-node';
import { ConnectionGate } from './ConnectionGate';
import { useDeployment } from './deployment';
import { CustomNodeBanner } from './CustomNodeBanner';
import { EndpointStatusControl } from './EndpointStatusControl';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NodeSettings } from './NodeSettings';
import { SectionNav, type Section } from './SectionNav';
import { ThemeSwitcher } from './ThemeSwitcher';
import { TimeZoneSwitcher } from './TimeZoneSwitcher';

// The watchlist's store and rules are chunks of their own: neither is needed to paint the page.
const ALERT_COUNT_SPACE = <span className="inline-block h-7 w-10" aria-hidden="true" />;
const AlertIndicator = lazy(async () => ({ default: (await import('../components/watchlist/AlertIndicator')).AlertIndicator }));
const AlertWatcher = lazy(async () => ({ default: (await import('./AlertWatcher')).AlertWatcher }));

/**
 * The frame of every network page: navigation, network switcher (when there are networks to switch
 * between), search, theme and node settings.
 * Memoised: a change of the page's search parameters (a table's sort or filter) redraws the page, not the frame.
 */
export const Layout = memo(function Layout() {
  const { ref, networks, preset } = useNetwork();
  const navigate = useNavigate();
  const { title, defaultChain } = useDeployment();
  // The page's queries, for its raw view; the frame's own (search, alerts, fee sampling) are not among them.
  const [pageQueries] = useState(() => new PageQueries());
  const sections: Section[] = [
    { label: t`Dashboard`, to: paths.dashboard(ref), end: true },
    { label: t`Blocks`, to: paths.blocks(ref) },
    { label: t`Validators`, to: paths.validators(ref) },
    { label: t`Subnets`, to: paths.subnets(ref) },
    // `end`: the EVM chain pages below /chains/ have their own entry (the default chain).
    { label: t`Chains`, to: paths.allChains(ref), end: true },
    { label: t`Fees`, to: paths.fees(ref) },
    { label: defaultChain.name, to: paths.evmHome(ref, defaultChain.id) },
    { label: t`Decode`, to: paths.decode(ref) },
    { label: t`Broadcast`, to: paths.broadcast(ref) },
    { label: t`Rewards`, to: paths.rewards(ref) },
    { label: t`Node`, to: paths.node(ref) },
    { label: t`Watchlist`, to: paths.watchlist(ref) },
  ];

  return (
    <div className="min-h-screen">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-2">
          <NavLink to={paths.dashboard(ref)} className="font-semibold text-indigo-700 dark:text-indigo-300">
            {title}
          </NavLink>
          {/* A deployment of one network (an L1 operator's) has nothing to switch to. */}
          {networks.length > 1 && (
            <label className="flex items-center gap-1 text-sm">
              <span className="sr-only">{t`Network`}</span>
              <select
                value={preset.id}
                // Not a transition: the frame after the change shows the new network's page, never the last one's values under its address.
                onChange={(event) => navigate(chosenNetworkPath(event.target.value), { flushSync: true })}
                className="rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
              >
                {networks.map((network) => (
                  <option key={network.id} value={network.id}>
                    {network.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className="min-w-64 flex-1">
            <SearchBox />
          </div>
          <Suspense fallback={ALERT_COUNT_SPACE}>
            <AlertIndicator />
          </Suspense>
          <ThemeSwitcher />
          <LanguageSwitcher />
          <TimeZoneSwitcher />
          {/* At the row's end, wrapped or not, so that their panels (opening leftwards) stay on screen. */}
          <div className="ml-auto flex items-center gap-3">
            <EndpointStatusControl />
            <NodeSettings />
          </div>
        </div>
        <SectionNav sections={sections} />
      </header>
      <CustomNodeBanner />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6">
        <ConnectionGate>
          <PageQueriesContext.Provider value={pageQueries}>
            <Outlet />
          </PageQueriesContext.Provider>
          <BackgroundFeeSampler />
          <Suspense fallback={null}>
            <AlertWatcher />
          </Suspense>
        </ConnectionGate>
      </main>
      <KeyboardShortcuts defaultChain={defaultChain} />
    </div>
  );
});

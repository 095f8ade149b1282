import { t } from '@lingui/core/macro';
import { P_CHAIN_NAME } from '../../lib/id-constants';
import { ChainStats } from '../../components/dashboard/ChainStats';
import { FeeGauges } from '../../components/dashboard/FeeGauges';
import { LatestBlocks } from '../../components/dashboard/LatestBlocks';
import { NetworkCounts } from '../../components/dashboard/NetworkCounts';
import { StakingStats } from '../../components/dashboard/StakingStats';
import { SectionBoundary } from '../../components/status/SectionBoundary';
import { UpgradesGlance } from '../../components/upgrades/UpgradesGlance';
import { usePageTitle } from '../../components/ui/use-page-title';
import { useNetwork } from '../../network/network-context';

/** `/:net`: the network at a glance. */
export function Component() {
  const { settings } = useNetwork();
  const name = settings.name;
  usePageTitle(t`${name} dashboard`);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{settings.name}</h1>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4">
            <SectionBoundary what={P_CHAIN_NAME}>
              <ChainStats />
            </SectionBoundary>
            <SectionBoundary what={t`Subnets and chains`}>
              <NetworkCounts />
            </SectionBoundary>
            <SectionBoundary what={t`Network upgrades`}>
              <UpgradesGlance />
            </SectionBoundary>
        </div>
        {/* Exact supply needs the room of two columns beside its label. */}
        <div className="lg:col-span-2">
            <SectionBoundary what={t`Staking`}>
              <StakingStats />
            </SectionBoundary>
        </div>
      </div>
        <SectionBoundary what={t`Fees`}>
          <FeeGauges />
        </SectionBoundary>
        <SectionBoundary what={t`Latest blocks`}>
          <LatestBlocks />
        </SectionBoundary>
    </div>
  );
}

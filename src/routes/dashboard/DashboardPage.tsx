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
  usePageTitle(`${settings.name} dashboard`);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{settings.name}</h1>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4">
            <SectionBoundary what="P-Chain">
              <ChainStats />
            </SectionBoundary>
            <SectionBoundary what="Subnets and chains">
              <NetworkCounts />
            </SectionBoundary>
            <SectionBoundary what="Network upgrades">
              <UpgradesGlance />
            </SectionBoundary>
        </div>
        {/* Exact supply needs the room of two columns beside its label. */}
        <div className="lg:col-span-2">
            <SectionBoundary what="Staking">
              <StakingStats />
            </SectionBoundary>
        </div>
      </div>
        <SectionBoundary what="Fees">
          <FeeGauges />
        </SectionBoundary>
        <SectionBoundary what="Latest blocks">
          <LatestBlocks />
        </SectionBoundary>
    </div>
  );
}

import { ChainStats } from '../../components/dashboard/ChainStats';
import { FeeGauges } from '../../components/dashboard/FeeGauges';
import { LatestBlocks } from '../../components/dashboard/LatestBlocks';
import { NetworkCounts } from '../../components/dashboard/NetworkCounts';
import { StakingStats } from '../../components/dashboard/StakingStats';
import { SectionBoundary } from '../../components/status/SectionBoundary';
import { InTurn } from '../../components/ui/InTurn';
import { usePageTitle } from '../../components/ui/use-page-title';
import { useNetwork } from '../../queries/network-context';

/** `/:net`: the network at a glance, drawn a section per task. */
export function Component() {
  const { settings } = useNetwork();
  usePageTitle(`${settings.name} dashboard`);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{settings.name}</h1>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4">
          <InTurn>
            <SectionBoundary what="P-Chain">
              <ChainStats />
            </SectionBoundary>
          </InTurn>
          <InTurn>
            <SectionBoundary what="Subnets and chains">
              <NetworkCounts />
            </SectionBoundary>
          </InTurn>
        </div>
        {/* Exact supply needs the room of two columns beside its label. */}
        <div className="lg:col-span-2">
          <InTurn>
            <SectionBoundary what="Staking">
              <StakingStats />
            </SectionBoundary>
          </InTurn>
        </div>
      </div>
      <InTurn>
        <SectionBoundary what="Fees">
          <FeeGauges />
        </SectionBoundary>
      </InTurn>
      <InTurn>
        <SectionBoundary what="Latest blocks">
          <LatestBlocks />
        </SectionBoundary>
      </InTurn>
    </div>
  );
}

import { useMemo } from 'react';
import { AdminActions } from '../../components/node/AdminActions';
import { KeptAnswersCard } from '../../components/node/KeptAnswersCard';
import { MethodMatrix } from '../../components/node/MethodMatrix';
import { EndpointsCard } from '../../components/node/EndpointsCard';
import { NodeDialectCard } from '../../components/node/NodeDialectCard';
import { ProbeTable } from '../../components/node/ProbeTable';
import { UpgradesCard } from '../../components/upgrades/UpgradesCard';
import { QueryView } from '../../components/status/QueryView';
import { Skeleton } from '../../components/status/Skeleton';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { usePageTitle } from '../../components/ui/use-page-title';
import { useEvmChains, type EvmChainRef } from '../../queries/chains';
import { useNetwork } from '../../network/network-context';
import { useNodeDialect } from '../../queries/node-dialect';
import { nodeProbes, useNodeProbes } from '../../queries/node-probe';
import { PAGE_HEADINGS } from '../../lib/page-headings';
import { applyDialect } from '../../rpc/node-dialect';

/** `/:net/node`: which endpoints and optional methods the node offers and, with the admin API on, its actions. */
export function Component() {
  usePageTitle('Node');
  const network = useNetwork();
  const chains = useEvmChains();
  const dialect = useNodeDialect();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{PAGE_HEADINGS.node}</h1>
      <p className="text-sm text-muted">
        What <span className="font-mono">{network.settings.baseUrl || window.location.origin}</span> offers, found by asking it: an endpoint is there when it
        answers; a method is there unless the node says it does not exist. Only harmless reads are sent.
      </p>
      <EndpointsCard />
      <NodeDialectCard />
      <UpgradesCard />
      <QueryView query={chains} what="The node's chains" skeleton={<Skeleton lines={10} className="h-80" label="Loading the node's chains" />}>
        {(data) => (dialect.isPending ? <Skeleton lines={10} className="h-80" label="Asking the node what it speaks" /> : <NodeOffers chains={data} />)}
      </QueryView>
      <KeptAnswersCard />
    </div>
  );
}

function NodeOffers({ chains }: { chains: readonly EvmChainRef[] }) {
  const { settings } = useNetwork();
  const dialect = useNodeDialect();
  // The probes ask for the chain-native group where the node serves it, once that is known.
  const probes = useMemo(() => nodeProbes(dialect.data ? applyDialect(settings, dialect.data) : settings, chains), [settings, dialect.data, chains]);
  const { results, again } = useNodeProbes(probes);
  const indexOf = (probe: (typeof probes)[number]) => probes.indexOf(probe);
  const endpoints = probes.filter((probe) => probe.what === 'endpoint');
  const methods = probes.filter((probe) => probe.what === 'method');
  const admin = endpoints.find((probe) => probe.method === 'admin.getVMConfig');
  const adminState = admin ? results[indexOf(admin)]?.data?.state : undefined;
  return (
    <>
      <Card
        title="Endpoints"
        actions={
          <Button onClick={again} variant="secondary">
            Probe again
          </Button>
        }
      >
        <ProbeTable probes={endpoints} results={results} indexOf={indexOf} />
      </Card>
      <Card title="Optional methods">
        <p className="mb-2 text-sm text-muted">Absent means the node answered that the method does not exist; hover a state for what was found.</p>
        <MethodMatrix probes={methods} results={results} indexOf={indexOf} />
      </Card>
      {adminState === 'available' ? (
        <AdminActions />
      ) : (
        adminState !== undefined && (
          <Card title="Admin actions">
            <p className="text-sm">
              The admin API is off on this node, so its actions (log level, profilers) are not offered. A node turns it on with{' '}
              <code>admin-api-enabled</code> in the C-Chain config; the devnet with <code>--admin</code>.
            </p>
          </Card>
        )
      )}
    </>
  );
}

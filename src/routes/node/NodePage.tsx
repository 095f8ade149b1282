import { useMemo } from 'react';
import { t } from '@lingui/core/macro';
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
import { SLOT } from '../../lib/message-slot';
import { Slotted } from '../../components/ui/Slotted';

/** The C-Chain config key and the devnet's flag that turn the admin API on: names, not words. */
const ADMIN_CONFIG_KEY = 'admin-api-enabled';
const DEVNET_ADMIN_FLAG = '--admin';

/** `/:net/node`: which endpoints and optional methods the node offers and, with the admin API on, its actions. */
export function Component() {
  usePageTitle(PAGE_HEADINGS.node);
  const network = useNetwork();
  const chains = useEvmChains();
  const dialect = useNodeDialect();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{PAGE_HEADINGS.node}</h1>
      <p className="text-sm text-muted">
        <Slotted text={t`What ${SLOT} offers, found by asking it: an endpoint is there when it answers; a method is there unless the node says it does not exist. Only harmless reads are sent.`}>
          <span className="font-mono">{network.settings.baseUrl || window.location.origin}</span>
        </Slotted>
      </p>
      <EndpointsCard />
      <NodeDialectCard />
      <UpgradesCard />
      <QueryView query={chains} what={t`The node's chains`} skeleton={<Skeleton lines={10} className="h-80" label={t`Loading the node's chains`} />}>
        {(data) => (dialect.isPending ? <Skeleton lines={10} className="h-80" label={t`Asking the node what it speaks`} /> : <NodeOffers chains={data} />)}
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
        title={t`Endpoints`}
        actions={
          <Button onClick={again} variant="secondary">
            {t`Probe again`}
          </Button>
        }
      >
        <ProbeTable probes={endpoints} results={results} indexOf={indexOf} />
      </Card>
      <Card title={t`Optional methods`}>
        <p className="mb-2 text-sm text-muted">{t`Absent means the node answered that the method does not exist; hover a state for what was found.`}</p>
        <MethodMatrix probes={methods} results={results} indexOf={indexOf} />
      </Card>
      {adminState === 'available' ? (
        <AdminActions />
      ) : (
        adminState !== undefined && (
          <Card title={t`Admin actions`}>
            <p className="text-sm">
              <Slotted text={t`The admin API is off on this node, so its actions (log level, profilers) are not offered. A node turns it on with ${SLOT} in the C-Chain config; the devnet with ${SLOT}.`}>
                <code>{ADMIN_CONFIG_KEY}</code>
                <code>{DEVNET_ADMIN_FLAG}</code>
              </Slotted>
            </p>
          </Card>
        )
      )}
    </>
  );
}

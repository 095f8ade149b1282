import { useEndpointDialect } from '../../queries/node-dialect';
import type { EndpointStatus } from '../../rpc/endpoint-pool';
import type { NodeDialect } from '../../rpc/node-dialect';
import { Badge } from '../ui/Badge';

/** A dialect in a few words: two endpoints that speak alike read alike. */
export function dialectSummary(dialect: NodeDialect): string {
  const apis = (['keyStore', 'debug'] as const).filter((api) => dialect[api].offered).map((api) => (api === 'keyStore' ? 'key store' : api));
  return [
    dialect.nativeGroup ? `${dialect.nativeGroup}.*` : 'no chain-native API',
    dialect.rulesKey,
    `getValidatorsAt ${dialect.validatorsAtShape ?? 'not told'}`,
    apis.length ? apis.join(', ') : 'no optional APIs',
  ].join(' · ');
}

/**
 * What one endpoint speaks, asked of it once it is in use, and whether it differs from the first
 * endpoint: each is called in its own dialect, so a differing one is still used.
 */
export function EndpointDialect({ status, first }: { status: EndpointStatus; first: string }) {
  const inUse = status.health !== 'refused' && status.health !== 'checking';
  const own = useEndpointDialect(status.url, inUse);
  const firsts = useEndpointDialect(first, inUse && status.url !== first);
  if (!inUse) return <span className="text-muted">—</span>;
  if (own.isPending) return <span className="text-muted">asking…</span>;
  if (own.isError) return <span className="text-xs text-muted">not learned yet: {own.error.message}</span>;
  const summary = dialectSummary(own.data);
  const differs = status.url !== first && firsts.data !== undefined && dialectSummary(firsts.data) !== summary;
  return (
    <span className="text-xs">
      {summary}
      {differs && (
        <span className="ml-2">
          <Badge tone="warning">differs</Badge> <span className="text-muted">from the first endpoint; called in its own dialect</span>
        </span>
      )}
    </span>
  );
}

import { t } from '@lingui/core/macro';
import { useEndpointDialect } from '../../queries/node-dialect';
import type { EndpointStatus } from '../../rpc/endpoint-pool';
import type { NodeDialect } from '../../rpc/node-dialect';
import { Badge } from '../ui/Badge';
import { errorText } from '../status/error-text';

/** A dialect in a few words: two endpoints that speak alike read alike. */
export function dialectSummary(dialect: NodeDialect): string {
  const apis = (['keyStore', 'debug'] as const).filter((api) => dialect[api].offered).map((api) => (api === 'keyStore' ? t`key store` : api));
  return [
    dialect.nativeGroup ? `${dialect.nativeGroup}.*` : t`no chain-native API`,
    dialect.rulesKey,
    `getValidatorsAt ${dialect.validatorsAtShape ?? t`not told`}`,
    apis.length ? apis.join(', ') : t`no optional APIs`,
  ].join(' · ');
}

const notLearned = (message: string) => t`not learned yet: ${message}`;

/**
 * What one endpoint speaks, asked of it once it is in use, and whether it differs from the first
 * endpoint: each is called in its own dialect, so a differing one is still used.
 */
export function EndpointDialect({ status, first }: { status: EndpointStatus; first: string }) {
  const inUse = status.health !== 'refused' && status.health !== 'checking';
  const own = useEndpointDialect(status.url, inUse);
  const firsts = useEndpointDialect(first, inUse && status.url !== first);
  if (!inUse) return <span className="text-muted">—</span>;
  if (own.isPending) return <span className="text-muted">{t`asking…`}</span>;
  if (own.isError) return <span className="text-xs text-muted">{notLearned(errorText(own.error))}</span>;
  const summary = dialectSummary(own.data);
  const differs = status.url !== first && firsts.data !== undefined && dialectSummary(firsts.data) !== summary;
  return (
    <span className="text-xs">
      {summary}
      {differs && (
        <span className="ml-2">
          <Badge tone="warning">{t`differs`}</Badge> <span className="text-muted">{t`from the first endpoint; called in its own dialect`}</span>
        </span>
      )}
    </span>
  );
}

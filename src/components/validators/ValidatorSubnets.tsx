import { t } from '@lingui/core/macro';
import { useSubnetsOfValidator } from '../../queries/subnets';
import { Skeleton } from '../status/Skeleton';
import { ErrorPanel } from '../status/ErrorPanel';
import { Badge } from '../ui/Badge';
import { Card } from '../ui/Card';
import { Id } from '../ui/Id';
import { Weight } from '../ui/Weight';

/** The subnets (besides the Primary Network) whose current set includes this node. */
export function ValidatorSubnets({ nodeId }: { nodeId: string }) {
  const { subnets, pending, found } = useSubnetsOfValidator(nodeId);
  const total = subnets.data?.length ?? 0;
  return (
    <Card title={t`Subnets it validates`}>
      {subnets.isPending ? (
        <Skeleton lines={2} label={t`Loading subnets`} />
      ) : subnets.isError ? (
        <ErrorPanel what={t`Subnet list`} error={subnets.error} onRetry={() => void subnets.refetch()} />
      ) : (
        <div className="space-y-2 text-sm">
          {pending > 0 && <p role="status">{t`Checking ${pending} of ${total} subnets…`}</p>}
          {found.length === 0 && pending === 0 && <p className="text-muted">{t`None besides the Primary Network.`}</p>}
          <ul className="space-y-1">
            {found.map(({ subnetID, validator }) => (
              <li key={subnetID} className="flex flex-wrap items-center gap-2">
                <Id value={subnetID} kind="subnet" />
                {validator.validationID ? (
                  <>
                    <Badge tone="info">L1</Badge>
                    <Id value={validator.validationID} kind="l1Validator" />
                  </>
                ) : (
                  <Badge>{t`permissioned`}</Badge>
                )}
                <span className="text-muted">
                  {t`weight`} <Weight value={validator.weight} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

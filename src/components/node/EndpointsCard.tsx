import { t } from '@lingui/core/macro';
import { useEndpointStatuses } from '../../network/network-endpoints';
import { Card } from '../ui/Card';
import { EndpointTable } from './EndpointTable';

/** The network's endpoints, when it has several: which are in use, which are out and why. */
export function EndpointsCard() {
  const statuses = useEndpointStatuses();
  if (statuses.length === 0) return null;
  return (
    <Card title={t`Endpoints in use`}>
      <p className="mb-2 text-sm text-muted">
        {t`Reads are spread over the healthy endpoints, the faster ones more; one that fails is out for a while and tried again. Transactions go to one endpoint only. Each endpoint is asked once what it speaks and called in its own dialect. The answers below and the raw views name the endpoint that answered.`}
      </p>
      <EndpointTable statuses={statuses} dialects />
    </Card>
  );
}

import { t } from '@lingui/core/macro';
import { useNetwork } from '../../network/network-context';
import { Badge } from '../ui/Badge';

/** The network ID a tx names, flagged when it is not the network being browsed. */
export function NetworkCheck({ networkId }: { networkId: bigint }) {
  const { settings } = useNetwork();
  const matches = networkId === BigInt(settings.networkId);
  const ownId = settings.networkId;
  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-mono">{networkId.toString()}</span>
      {!matches && <Badge tone="danger">{t`not this network (${ownId}): the node will refuse it`}</Badge>}
    </span>
  );
}

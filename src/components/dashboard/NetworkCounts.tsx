import { groupDigits } from '../../lib/amount';
import { paths } from '../../lib/paths';
import { subnetCountText } from '../../lib/subnet-count';
import { useBlockchainCount, useSubnetCount } from '../../queries/dashboard';
import { useNetwork } from '../../network/network-context';
import { InlineValue } from '../status/InlineValue';
import { Card } from '../ui/Card';
import { KeyValueList } from '../ui/KeyValueList';
import { CardLink } from './CardLink';

/** How many subnets and blockchains the P-Chain knows. */
export function NetworkCounts() {
  const { ref } = useNetwork();
  const subnets = useSubnetCount();
  const blockchains = useBlockchainCount();
  return (
    <Card title="Subnets and chains" actions={<CardLink to={paths.subnets(ref)}>Subnets</CardLink>}>
      <KeyValueList
        items={[
          { label: 'Subnets', value: <InlineValue query={subnets} what="subnet count">{(count) => subnetCountText(count)}</InlineValue> },
          { label: 'Blockchains', hint: 'Every chain except the P-Chain', value: <InlineValue query={blockchains} what="blockchain count">{(count) => groupDigits(count)}</InlineValue> },
        ]}
      />
    </Card>
  );
}

import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useChainHead } from '../../queries/chain-head';
import { useChainTime, useProposedHeight } from '../../queries/dashboard';
import { useNetwork } from '../../queries/network-context';
import { InlineValue } from '../status/InlineValue';
import { Card } from '../ui/Card';
import { KeyValueList } from '../ui/KeyValueList';
import { Time } from '../ui/Time';

/** P-Chain height, proposed height and chain time, following the head. */
export function ChainStats() {
  const { ref } = useNetwork();
  const head = useChainHead();
  const proposed = useProposedHeight();
  const time = useChainTime();
  return (
    <Card title="P-Chain">
      <KeyValueList
        items={[
          {
            label: 'Height',
            hint: 'Last accepted block',
            value: (
              <InlineValue query={head} what="height">
                {(height) => (
                  <Link to={paths.block(ref, height)} className="font-mono text-indigo-700 hover:underline dark:text-indigo-300">
                    {height.toString()}
                  </Link>
                )}
              </InlineValue>
            ),
          },
          {
            label: 'Proposed height',
            hint: 'This node’s proposer-VM height',
            value: <InlineValue query={proposed} what="proposed height">{(height) => <span className="font-mono">{height.toString()}</span>}</InlineValue>,
          },
          { label: 'Chain time', value: <InlineValue query={time} what="chain time">{(date) => <Time value={date} />}</InlineValue> },
        ]}
      />
    </Card>
  );
}

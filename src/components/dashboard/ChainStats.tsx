import { t } from '@lingui/core/macro';
import { P_CHAIN_NAME } from '../../lib/id-constants';
import { paths } from '../../lib/paths';
import { useChainHead } from '../../queries/chain-head';
import { useChainTime, useProposedHeight } from '../../queries/dashboard';
import { useNetwork } from '../../network/network-context';
import { InlineValue, ValuePlaceholder } from '../status/InlineValue';
import { Card } from '../ui/Card';
import { KeyValueList } from '../ui/KeyValueList';
import { TextLink } from '../ui/TextLink';
import { Time } from '../ui/Time';

/** P-Chain height, proposed height and chain time, following the head. */
export function ChainStats() {
  const { ref } = useNetwork();
  const head = useChainHead();
  const proposed = useProposedHeight();
  const time = useChainTime();
  return (
    <Card title={P_CHAIN_NAME}>
      <KeyValueList
        items={[
          {
            label: t`Height`,
            hint: t`Last accepted block`,
            value: (
              <InlineValue query={head} what={t`height`}>
                {(height) => (
                  <TextLink to={paths.block(ref, height)} underline="hover" className="font-mono">
                    {height.toString()}
                  </TextLink>
                )}
              </InlineValue>
            ),
          },
          {
            label: t`Proposed height`,
            hint: t`This node’s proposer-VM height`,
            value: <InlineValue query={proposed} what={t`proposed height`}>{(height) => <span className="font-mono">{height.toString()}</span>}</InlineValue>,
          },
          {
            label: t`Chain time`,
            // Two lines whatever the card's width, loading or not, so its arrival does not push the cards below.
            value: (
              <InlineValue query={time} what={t`chain time`} placeholder={<ValuePlaceholder label={t`Loading chain time`} lines={2} />}>
                {(date) => <Time value={date} stacked />}
              </InlineValue>
            ),
          },
        ]}
      />
    </Card>
  );
}

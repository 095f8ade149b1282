import { t } from '@lingui/core/macro';
import { useRewardManagerState } from '../../queries/evm-permissions';
import { EvmAddressId } from '../evm/EvmIds';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Card } from '../ui/Card';
import { KeyValueList } from '../ui/KeyValueList';

const BLACKHOLE = '0x0100000000000000000000000000000000000000';

/** Where block fees go, as the reward manager precompile says (`currentRewardAddress`). */
export function RewardManagerCard({ chain, head }: { chain: string; head: bigint | undefined }) {
  const state = useRewardManagerState(chain, head, true);
  return (
    <Card title={t`Reward manager`}>
      <QueryView query={state} what={t`The reward address`} skeleton={<Skeleton lines={2} className="h-12" label={t`Loading the reward address`} />}>
        {(data) => (
          <KeyValueList
            items={[
              {
                label: t`Block fees go to`,
                value: data.feeRecipientsAllowed ? (
                  t`each block’s producer (fee recipients allowed)`
                ) : data.rewardAddress.toLowerCase() === BLACKHOLE ? (
                  t`nobody: burned (rewards disabled)`
                ) : (
                  <EvmAddressId chain={chain} address={data.rewardAddress} />
                ),
              },
              { label: t`Reward address`, value: <EvmAddressId chain={chain} address={data.rewardAddress} /> },
            ]}
          />
        )}
      </QueryView>
    </Card>
  );
}

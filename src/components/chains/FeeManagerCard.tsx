import { t } from '@lingui/core/macro';
import { paths } from '../../lib/paths';
import { useFeeManagerState } from '../../queries/evm-permissions';
import { useNetwork } from '../../network/network-context';
import { EvmBlockNumberLink } from '../evm/EvmBlockNumberLink';
import { ConfigTable } from '../fees/ConfigTable';
import { configRows } from '../fees/config-rows';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Card } from '../ui/Card';
import { TextLink } from '../ui/TextLink';
import { EVM_FEE_CONFIG_TEXT } from './evm-chain-text';

/** The fee config the fee manager precompile holds now (`getFeeConfig`) and when it last changed. */
export function FeeManagerCard({ chain, head }: { chain: string; head: bigint | undefined }) {
  const { ref } = useNetwork();
  const state = useFeeManagerState(chain, head, true);
  return (
    <Card title={t`Fee manager`}>
      <QueryView query={state} what={t`The fee manager's config`} skeleton={<Skeleton lines={8} className="h-48" label={t`Loading the fee manager's config`} />}>
        {(data) => (
          <div className="space-y-2">
            <p className="text-sm">
              {data.lastChangedAt === 0n ? (
                t`Unchanged since genesis.`
              ) : (
                <>
                  {t`Last changed in block`} <EvmBlockNumberLink chain={chain} number={data.lastChangedAt} />.
                </>
              )}{' '}
              <TextLink to={paths.chain(ref, chain, 'fees')}>{t`Fee config history`}</TextLink>
            </p>
            <ConfigTable caption={t`Fee manager's current fee config`} rows={configRows(data.config, EVM_FEE_CONFIG_TEXT)} />
          </div>
        )}
      </QueryView>
    </Card>
  );
}

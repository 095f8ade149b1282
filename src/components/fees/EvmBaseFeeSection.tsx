import { t } from '@lingui/core/macro';
import { paths } from '../../lib/paths';
import { useEvmChains } from '../../queries/chains';
import { useNetwork } from '../../network/network-context';
import { BaseFeeChart } from '../chains/BaseFeeChart';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Card } from '../ui/Card';
import { TextLink } from '../ui/TextLink';

const baseFee = (name: string) => t`${name} base fee`;
const feeConfig = (name: string) => t`${name} fee config`;

/** The base fee of the C-Chain and of every subnet-EVM chain, block by block. */
export function EvmBaseFeeSection() {
  const { ref } = useNetwork();
  const chains = useEvmChains();
  return (
    <Card title={t`EVM base fees`}>
      <QueryView query={chains} what={t`EVM chains`} skeleton={<Skeleton lines={6} className="h-64" label={t`Loading EVM chains`} />}>
        {(list) => (
          <div className="grid gap-6 lg:grid-cols-2">
            {list.map((chain) => (
              <section key={chain.chainId} aria-label={baseFee(chain.name)}>
                <BaseFeeChart chain={chain.chainId} name={chain.name} />
                <TextLink to={paths.chain(ref, chain.chainId, 'fees')} className="text-sm">
                  {feeConfig(chain.name)}
                </TextLink>
              </section>
            ))}
          </div>
        )}
      </QueryView>
    </Card>
  );
}

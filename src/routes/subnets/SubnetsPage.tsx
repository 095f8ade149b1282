import { t } from '@lingui/core/macro';
import { QueryView } from '../../components/status/QueryView';
import { Skeleton } from '../../components/status/Skeleton';
import { SubnetsTable } from '../../components/subnets/SubnetsTable';
import { Card } from '../../components/ui/Card';
import { TextLink } from '../../components/ui/TextLink';
import { usePageTitle } from '../../components/ui/use-page-title';
import { paths } from '../../lib/paths';
import { subnetCountText } from '../../lib/subnet-count';
import { useNetwork } from '../../network/network-context';
import { useBlockchains, useSubnets } from '../../queries/subnets';
import { PAGE_HEADINGS } from '../../lib/page-headings';

/** `/:net/subnets`: every subnet the node knows. */
export function Component() {
  usePageTitle(t`Subnets`);
  const { ref } = useNetwork();
  const subnets = useSubnets();
  const blockchains = useBlockchains();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{PAGE_HEADINGS.subnets}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t`The Primary Network validates the P-, X- and C-Chains;`}{' '}
        <TextLink to={paths.validators(ref)}>
          {t`its validators`}
        </TextLink>{' '}
        {t`are listed separately.`}
      </p>
      <Card title={t`All subnets`}>
        <QueryView query={subnets} what={t`Subnets`} skeleton={<Skeleton lines={8} className="h-64" label={t`Loading subnets`} />}>
          {(data) => (
            <div className="space-y-3">
              <p className="text-sm">{subnetCountText(data.length)}</p>
              <SubnetsTable subnets={data} blockchains={blockchains.data ?? []} />
            </div>
          )}
        </QueryView>
      </Card>
    </div>
  );
}

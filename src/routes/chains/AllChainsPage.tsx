import { AllChainsTable } from '../../components/chains/AllChainsTable';
import { QueryView } from '../../components/status/QueryView';
import { Skeleton } from '../../components/status/Skeleton';
import { Card } from '../../components/ui/Card';
import { usePageTitle } from '../../components/ui/use-page-title';
import { ALL_CHAINS_TEXT as TEXT } from '../../lib/all-chains-text';
import { useBlockchains } from '../../queries/subnets';

/** `/:net/chains`: every blockchain of every subnet in one sortable table. */
export function Component() {
  usePageTitle(TEXT.pageTitle);
  const blockchains = useBlockchains();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{TEXT.heading}</h1>
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">{TEXT.intro}</p>
      <Card title={TEXT.what}>
        <QueryView query={blockchains} what={TEXT.what} skeleton={<Skeleton lines={8} className="h-64" label={TEXT.loading} />}>
          {(data) => <AllChainsTable blockchains={data} />}
        </QueryView>
      </Card>
    </div>
  );
}

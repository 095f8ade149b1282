import { t } from '@lingui/core/macro';
import { useNavigate } from 'react-router';
import { weiToGweiText } from '../../lib/evm-fee';
import { toPlotNumber } from '../../lib/fee-history';
import { paths } from '../../lib/paths';
import { useBaseFeeHistory } from '../../queries/fees';
import { useNetwork } from '../../network/network-context';
import { LineChartFigure } from '../charts/LineChartFigure';
import { formatGwei } from '../charts/chart-format';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { TextLink } from '../ui/TextLink';
import { GweiPrice } from '../evm/WeiAmount';
import { blockText } from './block-text';

/** Base fee of an EVM chain's recent blocks (`eth_feeHistory`) and the next block's (`eth_baseFee`); a point opens its block. */
export function BaseFeeChart({ chain, name }: { chain: string; name: string }) {
  const { ref } = useNetwork();
  const navigate = useNavigate();
  const history = useBaseFeeHistory(chain);
  const blockHref = (x: number) => paths.evmBlock(ref, chain, BigInt(x));
  const noBlocks = t`No blocks yet.`;
  return (
    <QueryView query={history} what={t`${name} base fee`} skeleton={<Skeleton lines={6} className="h-64" label={t`Loading ${name} base fee`} />}>
      {(data) => {
        const points = data.blocks.map((block) => ({ x: Number(block.block), y: toPlotNumber(block.baseFee) }));
        const first = data.blocks[0];
        const last = data.blocks.at(-1);
        const firstBlock = first?.block.toString() ?? '';
        const lastBlock = last?.block.toString() ?? '';
        const latestGwei = last ? weiToGweiText(last.baseFee) : '';
        return (
          <div>
            <LineChartFigure
              title={t`${name}: base fee per block`}
              summary={first && last ? t`Blocks ${firstBlock} to ${lastBlock}; latest base fee ${latestGwei} gwei.` : noBlocks}
              points={points}
              xLabel={t`Block`}
              yLabel={t`Base fee`}
              formatX={(x) => x.toString()}
              formatY={formatGwei}
              fromZero={false}
              emptyText={noBlocks}
              pointHref={blockHref}
              onPointClick={(x) => void navigate(blockHref(x))}
            />
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {last && (
                <>
                  {t`Latest:`}{' '}
                  <TextLink to={paths.evmBlock(ref, chain, last.block)} className="font-mono">
                    {blockText(last.block)}
                  </TextLink>
                  {' · '}
                </>
              )}
              {t`Next block:`}{' '}
              {data.next === null ? (
                t`this chain has no dynamic base fee`
              ) : (
                <GweiPrice wei={data.next} />
              )}
            </p>
          </div>
        );
      }}
    </QueryView>
  );
}

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

/** Base fee of an EVM chain's recent blocks (`eth_feeHistory`) and the next block's (`eth_baseFee`); a point opens its block. */
export function BaseFeeChart({ chain, name }: { chain: string; name: string }) {
  const { ref } = useNetwork();
  const navigate = useNavigate();
  const history = useBaseFeeHistory(chain);
  const blockHref = (x: number) => paths.evmBlock(ref, chain, BigInt(x));
  return (
    <QueryView query={history} what={`${name} base fee`} skeleton={<Skeleton lines={6} className="h-64" label={`Loading ${name} base fee`} />}>
      {(data) => {
        const points = data.blocks.map((block) => ({ x: Number(block.block), y: toPlotNumber(block.baseFee) }));
        const first = data.blocks[0];
        const last = data.blocks.at(-1);
        return (
          <div>
            <LineChartFigure
              title={`${name}: base fee per block`}
              summary={
                first && last
                  ? `Blocks ${first.block} to ${last.block}; latest base fee ${weiToGweiText(last.baseFee)} gwei.`
                  : 'No blocks yet.'
              }
              points={points}
              xLabel="Block"
              yLabel="Base fee"
              formatX={(x) => x.toString()}
              formatY={formatGwei}
              fromZero={false}
              emptyText="No blocks yet."
              pointHref={blockHref}
              onPointClick={(x) => void navigate(blockHref(x))}
            />
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {last && (
                <>
                  Latest:{' '}
                  <TextLink to={paths.evmBlock(ref, chain, last.block)} className="font-mono">
                    block {last.block.toString()}
                  </TextLink>
                  {' · '}
                </>
              )}
              Next block:{' '}
              {data.next === null ? (
                'this chain has no dynamic base fee'
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

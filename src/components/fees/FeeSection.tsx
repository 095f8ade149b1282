import type { UseQueryResult } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { QueryView } from '../status/QueryView';
import { Skeleton, type SkeletonProps } from '../status/Skeleton';
import { Card } from '../ui/Card';
import { KeyValueList, type KeyValueItem } from '../ui/KeyValueList';
import { ConfigTable, type ConfigRow } from './ConfigTable';
import { FeeHistoryCharts, type FeeHistorySeries } from './FeeHistoryCharts';

type SkeletonSize = Pick<SkeletonProps, 'lines' | 'className'>;

export interface FeeSectionProps<State, Config> {
  title: string;
  /** The fee's name in messages: "<name> state", "<name> config". */
  name: string;
  /** The method the config comes from, named above its table. */
  configMethod: string;
  state: UseQueryResult<State>;
  config: UseQueryResult<Config>;
  /** Placeholder sizes of the state and of the charts with the config, as they render. */
  stateSkeleton: SkeletonSize;
  configSkeleton: SkeletonSize;
  stateItems: (state: State) => KeyValueItem[];
  /** The sampled history as charts; they need the config for their reference lines. */
  series: (config: Config) => FeeHistorySeries[];
  configTableRows: (config: Config) => ConfigRow[];
}

/** A fee as the node reports it: its state now, its sampled history as charts, and its config. */
export function FeeSection<State, Config>(props: FeeSectionProps<State, Config>) {
  const { title, name, configMethod, state, config } = props;
  const stateWhat = t`${name} state`;
  const configWhat = t`${name} config`;
  return (
    <Card title={title}>
      <div className="space-y-4">
        <QueryView query={state} what={stateWhat} skeleton={<Skeleton {...props.stateSkeleton} label={t`Loading ${stateWhat}`} />}>
          {(now) => <KeyValueList items={props.stateItems(now)} />}
        </QueryView>
        <QueryView query={config} what={configWhat} skeleton={<Skeleton {...props.configSkeleton} label={t`Loading ${configWhat}`} />}>
          {(feeConfig) => (
            <>
              <FeeHistoryCharts series={props.series(feeConfig)} />
              <h3 className="text-sm font-semibold">{t`Config (${configMethod})`}</h3>
              <ConfigTable caption={configWhat} rows={props.configTableRows(feeConfig)} />
            </>
          )}
        </QueryView>
      </div>
    </Card>
  );
}

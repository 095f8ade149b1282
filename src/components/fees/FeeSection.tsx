import type { UseQueryResult } from '@tanstack/react-query';
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
  return (
    <Card title={title}>
      <div className="space-y-4">
        <QueryView query={state} what={`${name} state`} skeleton={<Skeleton {...props.stateSkeleton} label={`Loading ${name} state`} />}>
          {(now) => <KeyValueList items={props.stateItems(now)} />}
        </QueryView>
        <QueryView query={config} what={`${name} config`} skeleton={<Skeleton {...props.configSkeleton} label={`Loading ${name} config`} />}>
          {(feeConfig) => (
            <>
              <FeeHistoryCharts series={props.series(feeConfig)} />
              <h3 className="text-sm font-semibold">Config ({configMethod})</h3>
              <ConfigTable caption={`${name} config`} rows={props.configTableRows(feeConfig)} />
            </>
          )}
        </QueryView>
      </div>
    </Card>
  );
}

import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { paths } from '../../lib/paths';
import { isUnsupported, useEvmFeeConfig, useFeeConfigHistory } from '../../queries/chains';
import { useNetwork } from '../../network/network-context';
import { ConfigTable } from '../fees/ConfigTable';
import { configRows } from '../fees/config-rows';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { KeyValueList } from '../ui/KeyValueList';
import { TextLink } from '../ui/TextLink';
import { BaseFeeChart } from './BaseFeeChart';
import { blockText } from './block-text';
import { EVM_FEE_CONFIG_TEXT } from './evm-chain-text';
import { FeeConfigBlockLink } from './FeeConfigBlockLink';
import { FeeConfigHistoryTable } from './FeeConfigHistoryTable';
import { UnsupportedMethod } from './UnsupportedMethod';

const BLOCK_PATTERN = /^\d+$/;

export interface ChainFeesSectionProps {
  chain: string;
  name: string;
  /** `?block=` as given (empty: latest). */
  block: string;
  onBlockChange: (block: string) => void;
}

function BlockForm({ block, onBlockChange }: Pick<ChainFeesSectionProps, 'block' | 'onBlockChange'>) {
  const [input, setInput] = useState(block);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onBlockChange(input.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2 text-sm">
      <label className="flex flex-col gap-1">
        <span>{t`Block number (empty for the latest)`}</span>
        <input
          inputMode="numeric"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          className="rounded border border-slate-300 bg-white px-2 py-1 font-mono dark:border-slate-700 dark:bg-slate-900"
        />
      </label>
      <Button type="submit" variant="primary" size="lg">{t`Show fee config`}</Button>
    </form>
  );
}

/** `eth_feeConfig` at `?block=`, where it last changed, and every change found by walking back. */
export function ChainFeesSection({ chain, name, block, onBlockChange }: ChainFeesSectionProps) {
  const { ref } = useNetwork();
  const validBlock = block === '' || BLOCK_PATTERN.test(block);
  const at = useEvmFeeConfig(chain, validBlock && block !== '' ? BigInt(block) : undefined);
  const history = useFeeConfigHistory(chain);
  const unsupported = at.data !== undefined && isUnsupported(at.data);
  return (
    <div className="space-y-4">
      <Card title={t`Fee config`}>
        <BlockForm key={block} block={block} onBlockChange={onBlockChange} />
        {!validBlock && <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">{t`“${block}” is not a block number.`}</p>}
        <div className="mt-4">
          <QueryView query={at} what={t`Fee config`} skeleton={<Skeleton lines={9} className="h-72" label={t`Loading fee config`} />}>
            {(data) =>
              isUnsupported(data) ? (
                <UnsupportedMethod chain={chain} missing="fees" message={data.message} />
              ) : (
                <div className="space-y-3">
                  <KeyValueList
                    items={[
                      { label: t`At block`, value: block === '' ? t`latest` : <span className="font-mono">{block}</span> },
                      {
                        label: t`Last changed at`,
                        value:
                          data.lastChangedAt === undefined ? (
                            t`not reported (before subnet-EVM activation)`
                          ) : data.lastChangedAt === 0n ? (
                            t`never changed (genesis config, or no FeeManager)`
                          ) : (
                            <span className="inline-flex flex-wrap gap-2">
                              <FeeConfigBlockLink chain={chain} block={data.lastChangedAt}>
                                {blockText(data.lastChangedAt)}
                              </FeeConfigBlockLink>
                              <TextLink to={paths.evmBlock(ref, chain, data.lastChangedAt)}>
                                {t`open that block`}
                              </TextLink>
                            </span>
                          ),
                      },
                    ]}
                  />
                  <ConfigTable
                    caption={t`Fee config`}
                    rows={configRows(data.feeConfig, EVM_FEE_CONFIG_TEXT)}
                  />
                </div>
              )
            }
          </QueryView>
        </div>
      </Card>
      {!unsupported && (
        <Card title={t`Fee config history`}>
          <QueryView query={history} what={t`Fee config history`} skeleton={<Skeleton lines={4} className="h-40" label={t`Loading fee config history`} />}>
            {(data) =>
              isUnsupported(data) ? null : (
                <div className="space-y-2">
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {data.truncated
                      ? t`Found by asking eth_feeConfig for the block before each change; older changes were not walked.`
                      : t`Found by asking eth_feeConfig for the block before each change.`}
                  </p>
                  <FeeConfigHistoryTable chain={chain} changes={data.changes} />
                </div>
              )
            }
          </QueryView>
        </Card>
      )}
      <Card title={t`Base fee`}>
        <BaseFeeChart chain={chain} name={name} />
      </Card>
    </div>
  );
}

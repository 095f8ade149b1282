import { t } from '@lingui/core/macro';
import type { FeeConfigChange } from '../../lib/fee-config-history';
import type { EvmFeeConfig } from '../../lib/evm-fee';
import { EVM_FEE_CONFIG_FIELDS } from './evm-chain-text';
import { FeeConfigBlockLink } from './FeeConfigBlockLink';
import { formatInteger } from '../../lib/amount';
import { useLocale } from '../ui/use-locale';
import { ScrollX } from '../ui/ScrollX';

function ChangedValue({ field, config, previous }: { field: keyof EvmFeeConfig; config: EvmFeeConfig; previous?: EvmFeeConfig }) {
  const locale = useLocale();
  return (
    <span className="font-mono">
      {previous && previous[field] !== config[field] && <span className="text-muted line-through">{formatInteger(previous[field], locale)}</span>}{' '}
      {formatInteger(config[field], locale)}
    </span>
  );
}

/** Each fee config change, newest first: where it took effect, what changed, and every field with its old value struck through. */
export function FeeConfigHistoryTable({ chain, changes }: { chain: string; changes: readonly FeeConfigChange<EvmFeeConfig>[] }) {
  return (
    <ScrollX label={t`Fee config changes, newest first`}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t`Fee config changes, newest first`}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600 dark:border-slate-700 dark:text-slate-300">
            <th scope="col" className="px-2 py-1 font-medium">{t`Block`}</th>
            <th scope="col" className="px-2 py-1 font-medium">{t`Changed`}</th>
            {EVM_FEE_CONFIG_FIELDS.map((field) => (
              <th key={field} scope="col" className="px-2 py-1 text-right font-mono text-xs font-medium">{field}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.block.toString()} className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                <FeeConfigBlockLink chain={chain} block={change.block}>{change.block === 0n ? t`genesis` : change.block.toString()}</FeeConfigBlockLink>
              </th>
              <td className="px-2 py-1">{change.previous ? change.changedFields.join(', ') || t`nothing` : t`initial`}</td>
              {EVM_FEE_CONFIG_FIELDS.map((field) => (
                <td key={field} className="px-2 py-1 text-right whitespace-nowrap">
                  <ChangedValue field={field} config={change.config} previous={change.previous} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollX>
  );
}

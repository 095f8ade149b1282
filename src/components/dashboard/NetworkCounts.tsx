import { plural, t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';
import { paths } from '../../lib/paths';
import { useBlockchainCount, useSubnetCount } from '../../queries/dashboard';
import { useNetwork } from '../../network/network-context';
import { InlineValue } from '../status/InlineValue';
import { Card } from '../ui/Card';
import { KeyValueList } from '../ui/KeyValueList';
import { useLocale } from '../ui/use-locale';
import { CardLink } from './CardLink';

/** How many subnets and blockchains the P-Chain knows. */
export function NetworkCounts() {
  const { ref } = useNetwork();
  const locale = useLocale();
  const subnets = useSubnetCount();
  const blockchains = useBlockchainCount();
  return (
    <Card title={t`Subnets and chains`} actions={<CardLink to={paths.subnets(ref)}>{t`Subnets`}</CardLink>}>
      <KeyValueList
        items={[
          { label: t`Subnets`, value: <InlineValue query={subnets} what={t`subnet count`}>{(count) => plural(count, { one: '# subnet (+ Primary Network)', other: '# subnets (+ Primary Network)' })}</InlineValue> },
          { label: t`Blockchains`, hint: t`Every chain except the P-Chain`, value: <InlineValue query={blockchains} what={t`blockchain count`}>{(count) => formatInteger(count, locale)}</InlineValue> },
        ]}
      />
    </Card>
  );
}

import { useMemo } from 'react';
import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { checkPChainAddress } from '../../components/address/address-check';
import { AddressBalances } from '../../components/address/AddressBalances';
import { AddressStaking } from '../../components/address/AddressStaking';
import { RewardUtxos } from '../../components/address/RewardUtxos';
import { UtxoSources } from '../../components/address/UtxoSources';
import { UtxoTable } from '../../components/address/UtxoTable';
import { MalformedIdNotice } from '../../components/status/MalformedIdNotice';
import { Card } from '../../components/ui/Card';
import { EntityHeader } from '../../components/ui/EntityHeader';
import { TextLink } from '../../components/ui/TextLink';
import { StarButton } from '../../components/watchlist/StarButton';
import { Id } from '../../components/ui/Id';
import { usePageTitle } from '../../components/ui/use-page-title';
import { formatAddress, parseAddress } from '../../lib/address';
import { paths } from '../../lib/paths';
import { useBalance, validationsOwnedBy } from '../../queries/address';
import { useNetwork } from '../../network/network-context';
import { useCurrentValidators } from '../../queries/validators';
import { SLOT } from '../../lib/message-slot';
import { Slotted } from '../../components/ui/Slotted';

const lookUp = (address: string) => t`Look up ${address}`;

/** How many related txs are offered as quick picks for reward UTXOs. */
const MAX_CANDIDATES = 8;

/** `/:net/address/:address`: balances, stake, UTXOs, stakes and the txs its UTXOs came from (its staking history among them) of a P-Chain address. */
export function Component() {
  const { address = '' } = useParams();
  const { settings, ref } = useNetwork();
  const heading = t`Address ${address}`;
  usePageTitle(heading);
  const check = checkPChainAddress(address, settings.hrp);
  if (!check.ok) {
    return (
      <MalformedIdNotice heading={heading} title={t`This address cannot be looked up`} value={address} reason={check.reason}>
        {check.pChainAddress && (
          <p className="mt-2">
            <TextLink to={paths.address(ref, check.pChainAddress)}>
              {lookUp(check.pChainAddress)}
            </TextLink>
          </p>
        )}
      </MalformedIdNotice>
    );
  }
  return <AddressDetail key={check.address} address={check.address} />;
}

function AddressDetail({ address }: { address: string }) {
  const { settings } = useNetwork();
  const cChainAddress = formatAddress('C', settings.hrp, parseAddress(address).bytes);
  return (
    <div className="space-y-4">
      <EntityHeader title={t`Address`} id={address} actions={<StarButton kind="address" id={address} />} />
      <AddressBalances address={address} />
      <AddressStaking address={address} />
      <Card title={t`UTXOs on the P-Chain`}>
        <UtxoTable address={address} chain="P" caption={t`UTXOs`} exportName={`utxos-${address}`} emptyText={t`This address holds no UTXO.`} />
      </Card>
      <UtxoSources address={address} />
      <RewardCandidates address={address} />
      <Card title={t`Atomic UTXOs waiting on the C-Chain`}>
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
          <Slotted text={t`Exported from the P-Chain to ${SLOT} and not imported yet.`}>
            <Id value={cChainAddress} />
          </Slotted>
        </p>
        <UtxoTable
          address={cChainAddress}
          chain="C"
          sourceChain="P"
          caption={t`Atomic UTXOs`}
          exportName={`atomic-utxos-${address}`}
          emptyText={t`Nothing is waiting to be imported.`}
        />
      </Card>
    </div>
  );
}

function RewardCandidates({ address }: { address: string }) {
  const validators = useCurrentValidators();
  const balance = useBalance(address);
  const candidates = useMemo(() => {
    const staking = validationsOwnedBy(validators.data ?? [], address).flatMap((validator) => (validator.txID ? [validator.txID] : []));
    const sources = balance.data?.utxoIDs.map((utxo) => utxo.txID) ?? [];
    return [...new Set([...staking, ...sources])].slice(0, MAX_CANDIDATES);
  }, [validators.data, balance.data, address]);
  return <RewardUtxos candidates={candidates} />;
}

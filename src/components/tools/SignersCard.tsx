import { t } from '@lingui/core/macro';
import { formatAddress } from '../../lib/address';
import type { Signer } from '../../lib/codec/signers';
import { toHex } from '../../lib/hex';
import { useNetwork } from '../../network/network-context';
import { Badge } from '../ui/Badge';
import { Card } from '../ui/Card';
import { Id } from '../ui/Id';

export interface SignersCardProps {
  /** Per credential, per signature. */
  signers: ReadonlyArray<ReadonlyArray<Signer | undefined>>;
  /** Also show the C-Chain account of each key (what an atomic export spends from). */
  showEvmAddress?: boolean;
}

/**
 * Who signed: each signature's key, recovered from the signature over sha256 of the unsigned bytes.
 * A tx signed by the wrong key shows an unexpected address here before the node rejects it.
 */
export function SignersCard({ signers, showEvmAddress = false }: SignersCardProps) {
  const { settings } = useNetwork();
  const rows = signers.flatMap((list, credential) => list.map((signer, signature) => ({ credential, signature, signer })));
  return (
    <Card title={t`Signers`}>
      <p className="mb-2 text-sm text-muted">{t`Recovered from the credentials over sha256 of the unsigned transaction, as the node checks them.`}</p>
      {rows.length === 0 ? (
        <p className="text-sm">{t`This transaction carries no signatures.`}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t`Signers of the credentials`}</caption>
          <thead>
            <tr className="text-muted">
              <th className="py-1 pr-4 font-normal">{t`Credential`}</th>
              <th className="py-1 pr-4 font-normal">{t`Signature`}</th>
              <th className="py-1 pr-4 font-normal">{t`Signer`}</th>
              {showEvmAddress && <th className="py-1 font-normal">{t`C-Chain account`}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ credential, signature, signer }) => {
              const address = signer && formatAddress('P', settings.hrp, signer.address);
              return (
                <tr key={`${credential}-${signature}`} className="border-t border-slate-100 dark:border-slate-800">
                  <td className="py-1 pr-4">{credential}</td>
                  <td className="py-1 pr-4">{signature}</td>
                  <td className="py-1 pr-4">{address ? <Id value={address} kind="address" full /> : <Badge tone="danger">{t`no key made this signature`}</Badge>}</td>
                  {showEvmAddress && <td className="py-1">{signer ? <Id value={toHex(signer.ethAddress)} full /> : null}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Card>
  );
}

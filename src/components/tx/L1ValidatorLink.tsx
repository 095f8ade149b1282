import { useNetwork } from '../../network/network-context';
import { paths } from '../../lib/paths';
import { Id } from '../ui/Id';

/** A link to an L1 validator from the tx that registered it: the page can then check its key against that tx. */
export function L1ValidatorLink({ validationId, txId, full = false }: { validationId: string; txId: string | undefined; full?: boolean }) {
  const { ref } = useNetwork();
  return <Id value={validationId} href={paths.l1Validator(ref, validationId, txId === undefined ? {} : { tx: txId })} full={full} />;
}

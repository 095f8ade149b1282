import { usePageTitle } from '../../components/ui/use-page-title';

/** `/:net/fees`: the P-Chain fee and the L1 validator fee, with their configs and history. */
export function Component() {
  usePageTitle('Fees');
  return <h1 className="text-2xl font-semibold">Fees</h1>;
}

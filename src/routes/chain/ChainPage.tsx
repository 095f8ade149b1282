import { useParams } from 'react-router';
import { usePageTitle } from '../../components/ui/use-page-title';

/** `/:net/chains/:chainId/:section`: an EVM chain (`C` or a blockchain ID). */
export function Component() {
  const { chainId = '' } = useParams();
  usePageTitle(`Chain ${chainId}`);
  return <h1 className="text-2xl font-semibold">Chain {chainId}</h1>;
}

import { Navigate, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { chosenNetworkPath } from './custom-node';
import { useNetworks } from './networks';

/** `/` goes to the first (default) network: with the query's `?rpc=` if any, else on its saved node. */
export function RootRedirect() {
  const networks = useNetworks();
  const { search } = useLocation();
  const [first] = networks;
  if (first === undefined) throw new Error('RootRedirect: no network is configured');
  const id = first.id;
  return <Navigate to={search ? `${paths.dashboard(id)}${search}` : chosenNetworkPath(id)} replace />;
}

import { Navigate, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { useNetworks } from './networks';

/** `/` goes to the first (default) network, keeping the query (e.g. `?rpc=`). */
export function RootRedirect() {
  const networks = useNetworks();
  const { search } = useLocation();
  return <Navigate to={`${paths.dashboard(networks[0]!.id)}${search}`} replace />;
}

import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { TextLink } from '../components/ui/TextLink';
import { paths } from '../lib/paths';
import type { NetworkSettings } from '../rpc/network';
import { NetworkContext } from '../network/network-context';
import { parseRpcParam } from './custom-node';
import { Layout } from './Layout';
import { networkScope } from './network-scope';
import { useNetworks } from './networks';
import { errorText } from '../components/status/error-text';

/** Resolves `/:net` and `?rpc=` into a client and provides it to every page below. */
export function NetworkRoot() {
  const { net = '' } = useParams();
  const [searchParams] = useSearchParams();
  const networks = useNetworks();
  const preset = networks.find((network) => network.id === net);
  const rpc = parseRpcParam(searchParams.get('rpc'));

  if (!preset) return <UnknownNetwork id={net} networks={networks} />;
  if (rpc.kind === 'invalid') return <InvalidRpc net={net} input={rpc.input} reason={errorText(rpc.error)} />;
  return <NetworkScope preset={preset} networks={networks} customRpc={rpc.kind === 'valid' ? rpc.url : undefined} />;
}

function NetworkScope({ preset, networks, customRpc }: { preset: NetworkSettings; networks: readonly NetworkSettings[]; customRpc?: string }) {
  const value = useMemo(() => networkScope(preset, networks, customRpc), [preset, networks, customRpc]);

  return (
    <NetworkContext.Provider value={value}>
      <Layout />
    </NetworkContext.Provider>
  );
}

function UnknownNetwork({ id, networks }: { id: string; networks: readonly NetworkSettings[] }) {
  return (
    <main className="mx-auto my-12 max-w-xl px-4">
      <h1 className="text-2xl font-semibold">{t`Unknown network “${id}”`}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t`This explorer knows these networks:`}</p>
      <ul className="mt-3 list-disc pl-6">
        {networks.map((network) => (
          <li key={network.id}>
            <TextLink to={paths.dashboard(network.id)}>
              {network.name}
            </TextLink>{' '}
            <span className="text-muted">({network.id})</span>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** The query parameter that names a custom node, as typed in the URL. */
const RPC_QUERY = '?rpc=';

function InvalidRpc({ net, input, reason }: { net: string; input: string; reason: string }) {
  return (
    <main className="mx-auto my-12 max-w-xl px-4" role="alert">
      <h1 className="text-2xl font-semibold">{t`This custom node URL cannot be used`}</h1>
      <p className="mt-2 break-all">
        <code>
          {RPC_QUERY}
          {input}
        </code>
        {t`: ${reason}.`}
      </p>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t`Give the node’s base URL, like http://127.0.0.1:9650 or https://api.example.org.`}</p>
      <TextLink to={paths.dashboard(net)} className="mt-4 inline-block">
        {t`Use the ${net} network’s own node instead`}
      </TextLink>
    </main>
  );
}

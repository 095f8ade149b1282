import { createContext, useContext } from 'react';
import { isRecord } from '../lib/json-value';
import { DEFAULT_APP_TITLE } from '../components/ui/app-title';
import { NetworkConfigError } from '../rpc/network';

/** The chain the nav's chain entry opens: the C-Chain, or an L1's own EVM chain. */
export interface DefaultChain {
  /** `C` or a blockchain ID, as in `/:net/chains/:chainId`. */
  id: string;
  /** The nav entry's label. */
  name: string;
}

/**
 * What networks.json says about the deployment beside its networks, when written as
 * `{ "title": …, "defaultChain": { "id": …, "name": … }, "networks": [...] }` (docs/deploy.md).
 * Both fields are optional; a plain array of networks keeps the defaults.
 */
export interface Deployment {
  title: string;
  defaultChain: DefaultChain;
}

export const DEFAULT_DEPLOYMENT: Deployment = { title: DEFAULT_APP_TITLE, defaultChain: { id: 'C', name: 'C-Chain' } };

const CHAIN_ID_PATTERN = /^[A-Za-z0-9]+$/;

function optionalText(value: unknown, path: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') throw new NetworkConfigError(`${path}: must be a non-empty string`);
  return value.trim();
}

function parseDefaultChain(value: unknown): DefaultChain {
  if (value === undefined) return DEFAULT_DEPLOYMENT.defaultChain;
  if (!isRecord(value)) throw new NetworkConfigError('defaultChain: must be an object with an id (C or a blockchain ID) and a name');
  const id = optionalText(value.id, 'defaultChain.id');
  if (id === undefined) throw new NetworkConfigError('defaultChain.id: must be a non-empty string');
  if (!CHAIN_ID_PATTERN.test(id)) throw new NetworkConfigError(`defaultChain.id: invalid value ${JSON.stringify(id)}`);
  return { id, name: optionalText(value.name, 'defaultChain.name') ?? (id === 'C' ? 'C-Chain' : id) };
}

/** Validates the deployment fields of networks.json's content (the networks themselves are parseNetworks's). */
export function parseDeployment(json: unknown): Deployment {
  if (!isRecord(json)) return DEFAULT_DEPLOYMENT;
  return {
    title: optionalText(json.title, 'title') ?? DEFAULT_DEPLOYMENT.title,
    defaultChain: parseDefaultChain(json.defaultChain),
  };
}

export const DeploymentContext = createContext<Deployment>(DEFAULT_DEPLOYMENT);

export function useDeployment(): Deployment {
  return useContext(DeploymentContext);
}

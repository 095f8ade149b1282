import { createContext, useContext } from 'react';
import { parseNetworks, type NetworkSettings } from '../rpc/network';
import { parseDeployment, type Deployment } from './deployment';

/** Runtime presets: served beside the app so a deployment edits them without a rebuild. */
export const NETWORKS_URL = `${import.meta.env.BASE_URL}networks.json`;

/** What networks.json holds: the networks, and the deployment's title and default chain. */
export interface ExplorerSettings {
  networks: NetworkSettings[];
  deployment: Deployment;
}

export async function loadSettings(fetchImpl: typeof fetch = fetch): Promise<ExplorerSettings> {
  const response = await fetchImpl(NETWORKS_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${NETWORKS_URL} answered HTTP ${response.status}`);
  const json: unknown = await response.json();
  return { networks: parseNetworks(json), deployment: parseDeployment(json) };
}

let latestLoad: Promise<ExplorerSettings> | undefined;

/** Loads the settings and remembers the load, so route loaders wait for the same answer the app shows. */
export function startSettingsLoad(): Promise<ExplorerSettings> {
  latestLoad = loadSettings();
  return latestLoad;
}

/** The settings of the latest load (starting one if none was). */
export function settingsLoaded(): Promise<ExplorerSettings> {
  return latestLoad ?? startSettingsLoad();
}

/** The presets of the latest load (starting one if none was). */
export async function networksLoaded(): Promise<NetworkSettings[]> {
  return (await settingsLoaded()).networks;
}

export const NetworksContext = createContext<readonly NetworkSettings[]>([]);

export function useNetworks(): readonly NetworkSettings[] {
  return useContext(NetworksContext);
}

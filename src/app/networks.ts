import { createContext, useContext } from 'react';
import { parseNetworks, type NetworkSettings } from '../rpc/network';

/** Runtime presets: served beside the app so a deployment edits them without a rebuild. */
export const NETWORKS_URL = `${import.meta.env.BASE_URL}networks.json`;

export async function loadNetworks(fetchImpl: typeof fetch = fetch): Promise<NetworkSettings[]> {
  const response = await fetchImpl(NETWORKS_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${NETWORKS_URL} answered HTTP ${response.status}`);
  return parseNetworks(await response.json());
}

let latestLoad: Promise<NetworkSettings[]> | undefined;

/** Loads the presets and remembers the load, so route loaders wait for the same answer the app shows. */
export function startNetworksLoad(): Promise<NetworkSettings[]> {
  latestLoad = loadNetworks();
  return latestLoad;
}

/** The presets of the latest load (starting one if none was). */
export function networksLoaded(): Promise<NetworkSettings[]> {
  return latestLoad ?? startNetworksLoad();
}

export const NetworksContext = createContext<readonly NetworkSettings[]>([]);

export function useNetworks(): readonly NetworkSettings[] {
  return useContext(NetworksContext);
}

import type { Service } from '../handler';
import type { Dialect } from '../pchain/dialect';
import { upgradeConfigJson, type UpgradeSchedule } from '../upgrades';
import type { AnswerCache } from './answer-cache';
import type { GorillaEndpoint } from './gorilla';
import type { EvmEndpoint, RouteTable } from './http-server';

const P_CHAIN_PATHS = new Set(['/ext/bc/P', '/ext/P', '/ext/platform', '/ext/bc/platform', '/ext/bc/11111111111111111111111111111111LpoYY']);
const INFO_PATH = '/ext/info';
const CHAIN_PATH = /^\/ext\/bc\/([^/]+)\/([^/]+)$/;

/** The node's services as the routes reach them; read per request, since a reset replaces them. */
export interface RoutedNode {
  dialect: Dialect;
  networkId: number;
  upgrades: UpgradeSchedule;
  platform(): Service;
  platformAnswers: AnswerCache;
  /** The C-Chain's chain-native group (`native` or `avax`). */
  native(): Service;
  admin: Service | undefined;
  /** A subnet's chain's `validators` group, when the P-Chain knows the chain. */
  validators(chain: string): Service | undefined;
  /** The blockchain ID of the EVM chain a path names (by ID, or `C`), when the node serves it. */
  evmId(key: string): string | undefined;
  cChainId(): string | undefined;
  /** An EVM chain's endpoint, at once when the chain is built, else once it is. */
  evm(id: string): EvmEndpoint | Promise<EvmEndpoint> | undefined;
}

/** The node's `info` API, as far as the explorer asks it: which network the node is on, and its upgrade schedule. */
function infoService(networkId: number, upgrades: UpgradeSchedule): Service {
  // A reference node answers the ID as a JSON string (avajson.Uint32).
  return { getNetworkID: () => ({ networkID: String(networkId) }), upgrades: () => upgradeConfigJson(upgrades) };
}

/** Which service answers which path, as a reference node lays them out. */
export function nodeRoutes(node: RoutedNode, control?: GorillaEndpoint): RouteTable {
  const nativeGroup = node.dialect === 'spec' ? 'native' : 'avax';
  const info = infoService(node.networkId, node.upgrades);
  return {
    control,
    gorilla: (path) => {
      if (P_CHAIN_PATHS.has(path)) return { serviceName: 'platform', service: node.platform(), answers: node.platformAnswers };
      if (path === INFO_PATH) return { serviceName: 'info', service: info };
      const [, chain, group] = CHAIN_PATH.exec(path) ?? [];
      if (chain === undefined || group === undefined) return undefined;
      const evmId = node.evmId(chain);
      const isCChain = evmId !== undefined && evmId === node.cChainId();
      if (isCChain && group === nativeGroup) return { serviceName: nativeGroup, service: node.native() };
      if (isCChain && group === 'admin' && node.admin) return { serviceName: 'admin', service: node.admin };
      if (group === 'validators' && !isCChain) {
        const service = node.validators(chain);
        if (service) return { serviceName: 'validators', service };
      }
      return undefined;
    },
    evm: (key) => {
      const id = node.evmId(key);
      return id === undefined ? undefined : node.evm(id);
    },
  };
}

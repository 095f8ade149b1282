import { useMutation } from '@tanstack/react-query';
import type { LogLevel } from '../rpc/methods/admin';
import { useNetwork } from '../network/network-context';

/** The admin API's actions; each changes the node, so the page asks before sending one. */
export type AdminAction =
  | { kind: 'setLogLevel'; level: LogLevel }
  | { kind: 'startCPUProfiler' }
  | { kind: 'stopCPUProfiler' }
  | { kind: 'memoryProfile' }
  | { kind: 'lockProfile' };

export const LOG_LEVELS: readonly LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error', 'crit'];

/** The admin API lives on the C-Chain. */
const ADMIN_CHAIN = 'C';

/** Sends one admin action; resolves with the node's answer (`{}` on success). */
export function useAdminAction() {
  const { client } = useNetwork();
  return useMutation({
    mutationFn: async (action: AdminAction): Promise<unknown> => {
      const options = { chain: ADMIN_CHAIN };
      switch (action.kind) {
        case 'setLogLevel':
          return client.call('admin.setLogLevel', { level: action.level }, options);
        case 'startCPUProfiler':
          return client.call('admin.startCPUProfiler', {}, options);
        case 'stopCPUProfiler':
          return client.call('admin.stopCPUProfiler', {}, options);
        case 'memoryProfile':
          return client.call('admin.memoryProfile', {}, options);
        case 'lockProfile':
          return client.call('admin.lockProfile', {}, options);
      }
    },
  });
}

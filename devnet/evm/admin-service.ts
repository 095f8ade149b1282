import { MethodError, type Service } from '../handler';
import { objectParams, str } from '../params';

/**
 * The C-Chain admin API (`/ext/bc/C/admin`, only with --admin). Profiling is simulated: the
 * calls keep the profiler state and answer `{}` as the node does.
 */
const LOG_LEVELS = new Set(['trace', 'trce', 'debug', 'dbug', 'info', 'warn', 'error', 'eror', 'crit']);

const ETH_APIS = ['eth', 'eth-filter', 'net', 'web3', 'internal-eth', 'internal-blockchain', 'internal-transaction'];

export function adminService(): Service {
  let profiling = false;
  let logLevel = 'info';
  return {
    startCPUProfiler: () => {
      if (profiling) throw new MethodError('cpu profiler already running');
      profiling = true;
      return {};
    },
    stopCPUProfiler: () => {
      if (!profiling) throw new MethodError("cpu profiler doesn't exist");
      profiling = false;
      return {};
    },
    memoryProfile: () => ({}),
    lockProfile: () => ({}),
    setLogLevel: (params) => {
      const level = str(objectParams(params).level, 'level');
      if (!LOG_LEVELS.has(level.toLowerCase())) throw new MethodError(`failed to parse log level: unknown level: ${level} `);
      logLevel = level.toLowerCase();
      return {};
    },
    getVMConfig: () => ({
      config: { 'admin-api-enabled': true, 'eth-apis': ETH_APIS, 'log-level': logLevel, 'pruning-enabled': true, 'batch-request-limit': 1000 },
    }),
  };
}

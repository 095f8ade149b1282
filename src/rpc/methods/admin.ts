import { jsonObject, object } from '../schema';
import { define, type NoParams } from './definition';

/** C-Chain admin API at `/ext/bc/<chain>/admin` (disabled by default on nodes: HTTP 404). */
export type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'crit';

/** The profiling methods answer `{}`. */
const empty = object({});

export const adminMethods = {
  'admin.setLogLevel': define<{ level: LogLevel }>()('admin', empty),
  'admin.startCPUProfiler': define<NoParams>()('admin', empty),
  'admin.stopCPUProfiler': define<NoParams>()('admin', empty),
  'admin.memoryProfile': define<NoParams>()('admin', empty),
  'admin.lockProfile': define<NoParams>()('admin', empty),
  /** Reference-node extra: the VM config as lossless JSON. */
  'admin.getVMConfig': define<NoParams>()('admin', object({ config: jsonObject })),
};

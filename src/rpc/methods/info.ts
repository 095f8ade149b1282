import { object, integer } from '../schema';
import { define, type NoParams } from './definition';

/** The node's own `info` API: only what the explorer needs to tell which network a node is on. */
export const infoMethods = {
  /** Answered as a decimal string by a reference node. */
  'info.getNetworkID': define<NoParams>()('info', object({ networkID: integer })),
};

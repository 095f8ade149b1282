import { date, object, integer, optional } from '../schema';
import { define, type NoParams } from './definition';

/** The node's own `info` API: only what the explorer needs to tell which network a node is on. */
export const infoMethods = {
  /** Answered as a decimal string by a reference node. */
  'info.getNetworkID': define<NoParams>()('info', object({ networkID: integer })),
  /** The upgrade schedule the node runs (`upgrade.Config`); the recent upgrades, which the explorer shows. */
  'info.upgrades': define<NoParams>()(
    'info',
    object({
      durangoTime: optional(date),
      etnaTime: optional(date),
      fortunaTime: optional(date),
      graniteTime: optional(date),
      heliconTime: optional(date),
    }),
  ),
};

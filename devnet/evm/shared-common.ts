import { Common } from '@ethereumjs/common';

/**
 * Makes `common` the one Common of everything made on its chain. ethereumjs gives every block
 * header and transaction a `copy()` of the Common it is given, and each copy builds its own cache
 * of the fork's parameters (with an event emitter); a devnet keeps every block it made, so those
 * copies grew its heap with every block (docs/performance.md). A devnet chain never changes fork (every
 * copy is set to the one fork it was made with), so the Common itself serves as its copy.
 */
export function sharedCommon(common: Common): Common {
  common.copy = () => common;
  return common;
}

/**
 * A Common of its own, for a machine that does not live as long as the chain (an EVM listens to
 * its Common's events: on the shared one, every machine ever made would stay reachable).
 */
export function ownCommon(common: Common): Common {
  return Common.prototype.copy.call(common);
}

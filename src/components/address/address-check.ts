import { t } from '@lingui/core/macro';
import { AddressError, formatAddress, parseAddress } from '../../lib/address';

export type AddressCheck =
  | { ok: true; address: string }
  | { ok: false; reason: string; /** The same key's P-Chain address, when only the chain prefix was wrong. */ pChainAddress?: string };

/** Checks that `text` is a P-Chain address of the network with `hrp`, explaining what is wrong otherwise. */
export function checkPChainAddress(text: string, hrp: string): AddressCheck {
  let parsed;
  try {
    parsed = parseAddress(text.trim());
  } catch (error) {
    const message = error instanceof AddressError ? error.message : String(error);
    return { ok: false, reason: t`not a valid address (${message}); check for a typo` };
  }
  if (parsed.hrp !== hrp) {
    const prefix = parsed.hrp;
    return { ok: false, reason: t`this address is for another network: it has the prefix "${prefix}", this network uses "${hrp}"` };
  }
  if (parsed.chain !== 'P') {
    const chain = `${parsed.chain}-Chain`;
    return {
      ok: false,
      reason: t`this is a ${chain} address; the lookup reads P-Chain addresses`,
      pChainAddress: formatAddress('P', hrp, parsed.bytes),
    };
  }
  return { ok: true, address: formatAddress('P', hrp, parsed.bytes) };
}

import { t } from '@lingui/core/macro';

/** What each fee config field means, in words, for the config tables; read when shown, in the active locale. */

export const GAS_FEE_CONFIG_TEXT = {
  get weights() {
    return t`How much gas one unit of each resource costs: [bandwidth per byte, database read, database write, compute per µs]. A transaction’s gas is its complexity in each dimension times these weights.`;
  },
  get maxCapacity() { return t`The most gas that can be spent at once: the bucket that blocks draw from. A block using more gas than is left is invalid.`; },
  get maxPerSecond() { return t`How fast the bucket refills, in gas per second, up to the maximum capacity. It is also the highest sustained gas rate.`; },
  get targetPerSecond() {
    return t`The gas rate the network aims for. Excess grows by the gas used and drains at this rate, so use above the target raises the price and use below it lowers it.`;
  },
  get minPrice() { return t`The lowest gas price, in base units (10⁻⁹ of the token) per gas; the price when excess is zero.`; },
  get excessConversionConstant() {
    return t`How strongly excess raises the price: price = minPrice · e^(excess / this constant). Sized so the price doubles every 30 s when blocks use the maximum rate.`;
  },
};

export const VALIDATOR_FEE_CONFIG_TEXT = {
  get target() {
    return t`The number of active L1 validators the network aims for. With more, excess grows by the difference every second and the fee rises; with fewer, it falls.`;
  },
  get capacity() { return t`The most active L1 validators the network allows at once.`; },
  get minPrice() { return t`The lowest fee, in base units (10⁻⁹ of the token) per validator per second; the fee when excess is zero.`; },
  get excessConversionConstant() {
    return t`How strongly excess raises the fee: price = minPrice · e^(excess / this constant). Sized so the fee doubles in a set time (a minute locally, an hour on Fuji, a day on Mainnet) when the network is full.`;
  },
};

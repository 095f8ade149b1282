/**
 * Checks a Warp message's BLS multi-signature off the main thread: its pairings take longer than a
 * frame. One request in, its checks out.
 */
import type { Check } from '../lib/verify/check';
import type { CheckReason } from '../lib/verify/check-reason';
import { verifyWarp, type WarpSetAnswer } from '../lib/verify/warp';

export interface WarpCheckRequest {
  message: Uint8Array;
  set: WarpSetAnswer | undefined;
  noSet: CheckReason;
}

/** The Worker's global scope, as far as this file uses it (the app's types are the window's). */
declare const self: {
  onmessage: ((event: MessageEvent<WarpCheckRequest>) => void) | null;
  postMessage(checks: Check[]): void;
};

self.onmessage = (event) => {
  self.postMessage(verifyWarp(event.data.message, event.data.set, event.data.noSet));
};

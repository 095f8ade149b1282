import { toHex } from '../../../src/lib/hex';
import type { JsonObject } from '../../../src/lib/json-value';
import { EncodedJson, escapeHtml } from '../../encoded-json';
import { P_CHAIN_ID } from '../constants';
import { signerJson } from '../dialect';
import { l1Balance } from '../fee-state';
import type { L1ValidatorState, Staker } from '../state';
import { currentStakers } from '../validator-sets';
import { float4, ownerJson } from './format';
import { observedConnected, observedUptime } from './observer';
import { uptimeStep } from './uptime';
import type { View } from './view';
import { cached } from './view';

const PERCENT_DENOMINATOR = 1_000_000;

/**
 * getCurrentValidators, encoded. A grown network's answer is tens of megabytes and is asked for
 * again after every block, while a block changes few of its entries (a delegation, a validator
 * joining or leaving; every validator's uptime moves only each 30 s of chain time). So each
 * Primary Network validator's entry is kept encoded with the values it was encoded from, encoded
 * again only when one of them changed; the answer is those entries in pieces of about
 * ENTRIES_PER_PIECE, a piece reused while its entries are, so the transport compresses it once.
 */

/** One member of the answer: its node ID (for `nodeIDs`), its encoded entry, and the staker behind it. */
export interface CurrentEntry {
  nodeId: string;
  text: string;
  validator?: Staker;
}

/** The members of a validator's entry that never change while it is current, encoded, in answer order around the others. */
interface FixedText {
  /** From `{"txID"` to `potentialReward`, without the closing brace. */
  head: string;
  delegationFee: string;
  /** `,"signer":{…}`, or empty without a BLS key. */
  signer: string;
}

/** A validator's encoded entry and the changing values it was encoded from (uptime and connection through their step). */
interface KeptText {
  accruedDelegateeReward: bigint;
  uptimeStep: bigint;
  delegatorCount: number;
  delegatorWeight: bigint;
  text: string;
}

interface ViewTexts {
  fixed: WeakMap<Staker, FixedText>;
  kept: WeakMap<Staker, KeptText>;
}

/** Per view, since the dialect, HRP and observer are the view's. */
const textsOfViews = new WeakMap<View, ViewTexts>();

function textsOf(view: View): ViewTexts {
  let texts = textsOfViews.get(view);
  if (!texts) {
    texts = { fixed: new WeakMap(), kept: new WeakMap() };
    textsOfViews.set(view, texts);
  }
  return texts;
}

/** Encoded as the transport encodes a result (the native encoder, then HTML characters escaped). */
function encoded(json: JsonObject | JsonObject[]): string {
  return escapeHtml(JSON.stringify(json));
}

function fixedText(view: View, texts: ViewTexts, validator: Staker): FixedText {
  let fixed = texts.fixed.get(validator);
  if (!fixed) {
    const head = encoded({
      txID: validator.txId,
      startTime: validator.start.toString(),
      endTime: validator.end.toString(),
      weight: validator.weight.toString(),
      nodeID: validator.nodeIdText,
      validationRewardOwner: ownerJson(validator.rewardOwner, view.hrp),
      delegationRewardOwner: ownerJson(validator.delegationRewardOwner, view.hrp),
      potentialReward: validator.potentialReward.toString(),
    });
    const signer = validator.publicKey && validator.proofOfPossession ? encoded(signerJson(view.dialect, toHex(validator.publicKey), toHex(validator.proofOfPossession))) : undefined;
    fixed = {
      head: head.slice(0, -1),
      delegationFee: float4((Number(validator.shares) * 100) / PERCENT_DENOMINATOR),
      signer: signer === undefined ? '' : `,"signer":${signer}`,
    };
    texts.fixed.set(validator, fixed);
  }
  return fixed;
}

/** The validator's entry; its changing members are decimal strings and a boolean, which need no escaping. */
function primaryValidatorText(view: View, texts: ViewTexts, validator: Staker, step: bigint): string {
  const kept = texts.kept.get(validator);
  if (
    kept &&
    kept.uptimeStep === step &&
    kept.accruedDelegateeReward === validator.accruedDelegateeReward &&
    kept.delegatorCount === validator.delegatorCount &&
    kept.delegatorWeight === validator.delegatorWeight
  ) {
    return kept.text;
  }
  const time = view.network.state.time;
  const uptime = observedUptime(view.observer, validator, time);
  const connected = observedConnected(view.observer, validator, time);
  const fixed = fixedText(view, texts, validator);
  const text =
    `${fixed.head},"accruedDelegateeReward":"${validator.accruedDelegateeReward}","delegationFee":"${fixed.delegationFee}","uptime":"${float4(uptime)}",` +
    `"connected":${connected}${fixed.signer},"delegatorCount":"${validator.delegatorCount}","delegatorWeight":"${validator.delegatorWeight}"}`;
  texts.kept.set(validator, {
    accruedDelegateeReward: validator.accruedDelegateeReward,
    uptimeStep: step,
    delegatorCount: validator.delegatorCount,
    delegatorWeight: validator.delegatorWeight,
    text,
  });
  return text;
}

function subnetValidatorJson(validator: Staker): JsonObject {
  return { txID: validator.txId, startTime: validator.start.toString(), endTime: validator.end.toString(), weight: validator.weight.toString(), nodeID: validator.nodeIdText };
}

export function l1ValidatorJson(view: View, validator: L1ValidatorState): JsonObject {
  return {
    nodeID: validator.nodeIdText,
    weight: validator.weight.toString(),
    startTime: validator.startTime.toString(),
    validationID: validator.validationId,
    publicKey: toHex(validator.publicKey),
    remainingBalanceOwner: ownerJson(validator.remainingBalanceOwner, view.hrp),
    deactivationOwner: ownerJson(validator.deactivationOwner, view.hrp),
    minNonce: validator.minNonce.toString(),
    balance: l1Balance(view.network.state, validator).toString(),
  };
}

/** The members of `subnetId`'s current set, in answer order; worked out once per block. */
export function currentEntries(view: View, subnetId: string): CurrentEntry[] {
  return cached(view, `current:${subnetId}`, () => {
    const state = view.network.state;
    if (subnetId === P_CHAIN_ID) {
      const texts = textsOf(view);
      const step = uptimeStep(state.time);
      const entries: CurrentEntry[] = [];
      // One pass over every staker that has not left (delegators are most of them), validators first checked by kind.
      for (const staker of state.endQueue) {
        if (staker.kind === 'validator' && staker.subnetId === subnetId) entries.push({ nodeId: staker.nodeIdText, text: primaryValidatorText(view, texts, staker, step), validator: staker });
      }
      return entries;
    }
    const entries: CurrentEntry[] = currentStakers(state, subnetId).map((v) => ({ nodeId: v.nodeIdText, text: encoded(subnetValidatorJson(v)) }));
    for (const validator of state.l1Validators.values()) {
      if (validator.subnetId === subnetId && validator.endHeight === undefined) entries.push({ nodeId: validator.nodeIdText, text: encoded(l1ValidatorJson(view, validator)) });
    }
    return entries;
  });
}

const ANSWER_OPENING = '{"validators":[';
const ANSWER_CLOSING = ']}';

/** The answer listing `entries`, each as encoded, or with its delegators added when they are given. */
export function validatorsAnswer(entries: readonly CurrentEntry[], delegators?: (validator: Staker) => JsonObject[]): EncodedJson {
  const texts = entries.map((entry) => (delegators && entry.validator ? `${entry.text.slice(0, -1)},"delegators":${encoded(delegators(entry.validator))}}` : entry.text));
  return new EncodedJson(`${ANSWER_OPENING}${texts.join(',')}${ANSWER_CLOSING}`);
}

/**
 * A run of consecutive entries of a whole-set answer, joined (with the comma before it, or the
 * answer's opening). Runs end after entries whose node ID says so (about one in
 * ENTRIES_PER_PIECE), so a validator joining or leaving changes only its own run.
 */
interface Piece {
  texts: string[];
  text: string;
}

const ENTRIES_PER_PIECE = 64;

function endsPiece(nodeId: string): boolean {
  // Node IDs are hashes: their last characters are as good as random.
  return (nodeId.charCodeAt(nodeId.length - 1) * 31 + nodeId.charCodeAt(nodeId.length - 2)) % ENTRIES_PER_PIECE === 0;
}

/** The last whole-set answer's pieces, per view and subnet, by their opening and first entry. */
const piecesOfSets = new WeakMap<View, Map<string, Map<string, Piece>>>();

function piecesOf(view: View): Map<string, Map<string, Piece>> {
  let sets = piecesOfSets.get(view);
  if (!sets) {
    sets = new Map();
    piecesOfSets.set(view, sets);
  }
  return sets;
}

const sameTexts = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((text, i) => text === b[i]);

/** The whole current set of `subnetId`, in pieces that are the same strings as the last answer's where its entries are. */
function wholeSetAnswer(view: View, subnetId: string): EncodedJson {
  const sets = piecesOf(view);
  const previous = sets.get(subnetId);
  const next = new Map<string, Piece>();
  const pieces: string[] = [];
  let texts: string[] = [];
  const close = () => {
    const opening = pieces.length === 0 ? ANSWER_OPENING : ',';
    const key = `${opening}${texts[0]}`;
    const held = previous?.get(key);
    const piece = held && sameTexts(held.texts, texts) ? held : { texts, text: `${opening}${texts.join(',')}` };
    next.set(key, piece);
    pieces.push(piece.text);
    texts = [];
  };
  for (const entry of currentEntries(view, subnetId)) {
    texts.push(entry.text);
    if (endsPiece(entry.nodeId)) close();
  }
  if (texts.length > 0) close();
  sets.set(subnetId, next);
  if (pieces.length === 0) pieces.push(ANSWER_OPENING);
  pieces.push(ANSWER_CLOSING);
  return new EncodedJson(pieces);
}

/** The whole current set of `subnetId`, put together once per block. */
export function currentSetAnswer(view: View, subnetId: string): EncodedJson {
  return cached(view, `current-answer:${subnetId}`, () => wholeSetAnswer(view, subnetId));
}

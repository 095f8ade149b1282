import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { AcrossWhat, CheckName } from '../../lib/verify/check-name';
import type { ComparedLabel, ComparedValue } from '../../lib/verify/compared';
import { formatInteger } from '../../lib/amount';
import { formatRatioPercent } from '../../lib/percent';

/** The value a check across endpoints compares, as a sentence names it. */
export const acrossWhatText = (what: AcrossWhat): string => (what === 'blockId' ? t`block ID` : t`block hash`);

/** The names of the checks without values, each read when shown (in the active locale). */
const NAMES: Record<Extract<CheckName, string>, () => string> = {
  blockId: () => t`Block ID`,
  blockContent: () => t`Block content`,
  txId: () => t`Transaction ID`,
  txContent: () => t`Transaction content`,
  evmBlockHash: () => t`Block hash`,
  evmTxHash: () => t`Transaction hash`,
  evmSender: () => t`Sender`,
  transactionsRoot: () => t`Transactions root`,
  receiptsRoot: () => t`Receipts root`,
  logsBloom: () => t`Logs bloom`,
  receiptInBloom: () => t`Logs in the block’s bloom`,
  warpSignature: () => t`Warp signature`,
  warpQuorum: () => t`Warp quorum`,
  accountProof: () => t`Account proof`,
  balance: () => t`Balance`,
  nonce: () => t`Nonce`,
  code: () => t`Code`,
  parentLink: () => t`Parent link`,
  proofOfPossession: () => t`Proof of possession`,
  stakedKey: () => t`Key in the staking transaction`,
  registeredKey: () => t`Key in the registering transaction`,
  blsKey: () => t`BLS key`,
};

/** A check's name as the page lists it. */
export function checkNameText(name: CheckName): string {
  if (typeof name === 'string') return NAMES[name]();
  if (name.code === 'inputSignatures') {
    const number = formatInteger(name.input + 1, i18n.locale);
    return t`Signatures of input ${number}`;
  }
  const what = acrossWhatText(name.what);
  return t`Same ${what} on every node`;
}

/** The labels without values of the two sides a check compares. */
const LABELS: Record<Extract<ComparedLabel, string>, () => string> = {
  idShown: () => t`ID shown`,
  sha256OfBytes: () => t`sha256 of the bytes`,
  parentIdShown: () => t`parent ID shown`,
  publicKeyShown: () => t`public key shown`,
  publicKeyInTx: () => t`public key in the transaction`,
  balanceShown: () => t`balance shown`,
  nonceShown: () => t`nonce shown`,
  codeKeccakShown: () => t`keccak256 of the code shown`,
  hashShown: () => t`hash shown`,
  headerKeccak: () => t`keccak256 of the header`,
  fieldsKeccak: () => t`keccak256 of the fields`,
  senderShown: () => t`sender shown`,
  signerRecovered: () => t`signer recovered`,
  rootShown: () => t`root shown`,
  transactionsRoot: () => t`root of the transactions`,
  receiptsRoot: () => t`root of the receipts`,
  bloomShown: () => t`bloom shown`,
  logsBloom: () => t`bloom of the logs`,
  blockBloom: () => t`block’s bloom`,
  txLogsBloom: () => t`bloom of this transaction’s logs`,
  keysThatSigned: () => t`keys that signed`,
  quorum: () => t`quorum`,
};

/** What one side of a comparison is. */
export function comparedLabelText(label: ComparedLabel): string {
  if (typeof label === 'string') return LABELS[label]();
  switch (label.code) {
    case 'pathShown': {
      const { path } = label;
      return t`${path} shown`;
    }
    case 'pathInBytes': {
      const { path } = label;
      return t`${path} in the bytes`;
    }
    case 'idOfBlock': {
      const height = String(label.height);
      return t`ID of block ${height}`;
    }
    case 'acrossShown': {
      const what = acrossWhatText(label.what);
      return t`${what} shown`;
    }
    case 'acrossFrom': {
      const [what, url] = [acrossWhatText(label.what), label.url];
      return t`${what} from ${url}`;
    }
    case 'balanceInState': {
      const block = String(label.block);
      return t`balance in the state of block ${block}`;
    }
    case 'nonceInState': {
      const block = String(label.block);
      return t`nonce in the state of block ${block}`;
    }
    case 'codeHashInState': {
      const block = String(label.block);
      return t`code hash in the state of block ${block}`;
    }
    case 'ownersNamed': {
      const threshold = formatInteger(label.threshold, i18n.locale);
      return t`owners named (threshold ${threshold})`;
    }
    case 'signersWeight': {
      const signers = formatInteger(label.signers, i18n.locale);
      return t`weight of the ${signers} signers`;
    }
  }
}

/** One side's value: as shown, or what stands in its place. Weights stay exact, as the node gives them. */
export function comparedValueText(value: ComparedValue): string {
  if (typeof value === 'string') return value;
  switch (value.kind) {
    case 'none':
      return t`(none)`;
    case 'absent':
      return t`(absent)`;
    case 'no-block':
      return t`(no block)`;
    case 'addresses':
      return value.addresses.map((address) => address ?? t`no key`).join(', ') || t`none`;
    case 'weight': {
      const [weight, total, percent] = [String(value.weight), String(value.total), formatRatioPercent(value.weight, value.total, { locale: i18n.locale })];
      return t`${weight} of ${total} (${percent})`;
    }
    case 'quorum': {
      const [percent, total] = [String(value.percent), String(value.total)];
      return t`${percent} % of ${total}`;
    }
  }
}

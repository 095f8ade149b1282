import { t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';
import { formatDuration } from '../../lib/format-time';
import { toHex } from '../../lib/hex';
import { P_CHAIN_NAME, PRIMARY_NETWORK_ID } from '../../lib/id-constants';
import { bigintOf, isRecord as isJsonObject, type JsonValue } from '../../lib/json-value';
import { JsonBlock } from '../raw/JsonBlock';
import { Amount } from '../ui/Amount';
import { Id, type IdLinkKind } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';
import { useLocale } from '../ui/use-locale';
import { LongText } from '../ui/LongText';
import { ChainTime } from '../ui/ChainTime';
import { Weight } from '../ui/Weight';
import { fieldLabel } from './field-label';
import { nodeIdOf, stringsOf } from './json-access';
import { L1MessageView } from './L1MessageView';
import { hexByteLength } from './memo';
import { Owners } from './Owners';
import { decodeL1Message } from '../../lib/codec/warp';
import { formatPartsPerMillion } from '../../lib/percent';

const AMOUNT_KEYS = new Set(['balance', 'initialSupply', 'maximumSupply', 'minValidatorStake', 'maxValidatorStake', 'minDelegatorStake']);
const TIME_KEYS = new Set(['start', 'end', 'time', 'startTime', 'endTime', 'timestamp']);
const DURATION_KEYS = new Set(['minStakeDuration', 'maxStakeDuration']);
const OWNER_KEYS = new Set([
  'owner',
  'newOwner',
  'rewardsOwner',
  'validationRewardsOwner',
  'delegationRewardsOwner',
  'validatorAuthority',
  'remainingBalanceOwner',
  'deactivationOwner',
]);
const AUTH_KEYS = new Set(['subnetAuthorization', 'disableAuthorization', 'auth']);
/** Parts per million shown as percentages. */
const SHARE_KEYS = new Set(['shares', 'delegationShares', 'autoCompoundRewardShares', 'minDelegationFee', 'uptimeRequirement']);
const LINKS: Record<string, IdLinkKind> = {
  subnetID: 'subnet',
  chainID: 'blockchain',
  txID: 'tx',
  validationID: 'l1Validator',
};
const CHAIN_KEYS = new Set(['blockchainID', 'sourceChain', 'destinationChain']);
const BYTE_SIZE_KEYS = new Set(['message', 'address']);

function base64Size(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.floor((text.length * 3) / 4) - padding;
}

function ChainId({ value }: { value: string }) {
  // The P-Chain's ID is the Primary Network ID; other chains have blockchain pages.
  if (value === PRIMARY_NETWORK_ID) return <span>{P_CHAIN_NAME}</span>;
  return <Id value={value} kind="blockchain" />;
}

export interface TxFieldValueProps {
  /** The JSON key, which says how to show the value. */
  name: string;
  value: JsonValue;
  /** The tx's `weight` is Primary Network stake, an amount of the token (see `weightIsNativeStake`); otherwise a plain number. */
  weightIsStake?: boolean;
  /** The tx the field is of: a registration's validator link names it. */
  txId?: string;
}

/** One field of an unsigned tx, shown by what it means: links for IDs, amounts, weights, times, owners. */
export function TxFieldValue({ name, value, weightIsStake = false, txId }: TxFieldValueProps) {
  const locale = useLocale();
  const member = (key: string, inner: JsonValue) => <TxFieldValue name={key} value={inner} weightIsStake={weightIsStake} />;
  const integer = bigintOf(value);
  if (typeof value === 'string' && CHAIN_KEYS.has(name)) return <ChainId value={value} />;
  if (typeof value === 'string' && name === 'subnetID' && value === PRIMARY_NETWORK_ID) {
    return (
      <span>
        {t`Primary Network`} <Id value={value} />
      </span>
    );
  }
  if (typeof value === 'string' && LINKS[name]) return <Id value={value} kind={LINKS[name]} full />;
  if (typeof value === 'string' && name === 'nodeID') {
    const nodeId = nodeIdOf(value);
    return nodeId ? <Id value={nodeId} kind="validator" full /> : <Id value={value} full />;
  }
  if (integer !== undefined && name === 'weight') return weightIsStake ? <Amount value={integer} /> : <Weight value={integer} />;
  if (integer !== undefined && AMOUNT_KEYS.has(name)) return <Amount value={integer} />;
  if (integer !== undefined && TIME_KEYS.has(name)) return <ChainTime value={integer} />;
  if (integer !== undefined && name === 'locktime') return integer === 0n ? <span>{t`none`}</span> : <ChainTime value={integer} />;
  if (integer !== undefined && DURATION_KEYS.has(name)) return <span>{formatDuration(Number(integer), locale)}</span>;
  // An auto-renewed validator's cycle; 0 asks it to exit when the current cycle ends.
  if (integer !== undefined && name === 'period') return <span>{integer === 0n ? t`none: exits at the end of the current cycle` : formatDuration(Number(integer), locale)}</span>;
  if (integer !== undefined && SHARE_KEYS.has(name)) {
    const parts = integer.toString();
    return <span title={t`${parts} parts per million`}>{formatPartsPerMillion(integer, locale)}</span>;
  }
  if (isJsonObject(value) && OWNER_KEYS.has(name)) return <Owners owners={value} />;
  if (isJsonObject(value) && AUTH_KEYS.has(name)) {
    const indices = Array.isArray(value.signatureIndices) ? value.signatureIndices.map(String) : [];
    const shown = indices.join(', ');
    return <span>{indices.length === 0 ? t`no signatures` : t`signature indices ${shown}`}</span>;
  }
  if (isJsonObject(value) && name === 'signer') {
    if (typeof value.publicKey !== 'string') return <span>{t`none (no BLS key)`}</span>;
    return <KeyValueList items={Object.entries(value).map(([key, inner]) => ({ label: fieldLabel(key), value: member(key, inner) }))} />;
  }
  if (isJsonObject(value)) {
    const start = bigintOf(value.start);
    const end = bigintOf(value.end);
    const period = name === 'validator' && start !== undefined && end !== undefined && end >= start ? end - start : undefined;
    return (
      <KeyValueList
        items={[
          ...Object.entries(value).map(([key, inner]) => ({ label: fieldLabel(key), value: member(key, inner) })),
          period !== undefined && { label: t`Duration`, value: <span>{formatDuration(Number(period), locale)}</span> },
        ]}
      />
    );
  }
  if (Array.isArray(value) && name === 'proofOfPossession') {
    const bytes = Uint8Array.from(value.map((byte) => Number(byte)));
    return <Id value={toHex(bytes)} />;
  }
  if (Array.isArray(value) && name === 'fxIDs') {
    const ids = stringsOf(value);
    return ids.length === 0 ? <span>{t`none`}</span> : <span className="flex flex-col">{ids.map((id) => <Id key={id} value={id} />)}</span>;
  }
  if (typeof value === 'string' && name === 'genesisData') {
    const bytes = formatInteger(base64Size(value), locale);
    return <span>{t`${bytes} bytes (base64)`}</span>;
  }
  if (typeof value === 'string' && name === 'message') {
    const message = decodeL1Message(value);
    if (message) return <L1MessageView hex={value} message={message} txId={txId} />;
  }
  if (typeof value === 'string' && value.startsWith('0x')) {
    const bytes = String(hexByteLength(value));
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <Id value={value} />
        {BYTE_SIZE_KEYS.has(name) && <span className="text-muted">{t`${bytes} bytes`}</span>}
      </span>
    );
  }
  if (typeof value === 'string') return <LongText text={value} className="break-all" />;
  if (integer !== undefined) return <span className="font-mono">{integer.toString()}</span>;
  if (typeof value === 'boolean') return <span>{value ? t`yes` : t`no`}</span>;
  return <JsonBlock label={fieldLabel(name)} value={value} />;
}

import { t } from '@lingui/core/macro';
import { SLOT } from '../../lib/message-slot';
import type { DialectSetting, NativeGroup, NativeGroupFinding, NodeDialect, Offered } from '../../rpc/node-dialect';

/** A finding as the node page writes it: a sentence with a `SLOT` for each of `code`, drawn as code. */
export interface FindingText {
  text: string;
  code: readonly string[];
}

export const plainFinding = (text: string): FindingText => ({ text, code: [] });

/** The setting's name, as the node page's table heads its row. */
export function dialectSettingLabel(setting: DialectSetting): string {
  switch (setting) {
    case 'native-group':
      return t`C-Chain native group`;
    case 'native-asset-alias':
      return t`Native asset alias`;
    case 'rules-key':
      return t`Rules key`;
    case 'validators-at-shape':
      return t`getValidatorsAt shape`;
  }
}

const assumed = () => plainFinding(t`assumed (not asked)`);
const otherGroup = (group: NativeGroup): NativeGroup => (group === 'native' ? 'avax' : 'native');

/** How the C-Chain's native group was found. */
export function nativeGroupFindingText(finding: NativeGroupFinding): FindingText {
  switch (finding.code) {
    case 'assumed':
      return assumed();
    case 'neither': {
      const { first } = finding;
      return { text: t`neither ${SLOT} nor ${SLOT} answers`, code: [`/ext/bc/C/${first}`, `/ext/bc/C/${otherGroup(first)}`] };
    }
    case 'answered': {
      const { group } = finding;
      return { text: t`${SLOT} answers ${SLOT}`, code: [`/ext/bc/C/${group}`, `${group}.getAtomicTxStatus`] };
    }
  }
}

/** What getValidatorsAt's answer looks like, written as code. */
const SHAPES = { wrapped: '{validators: {nodeID: weight}}', bare: '{nodeID: {publicKey, weight}}' };

/** How the shape of getValidatorsAt's answer was found. */
export function validatorsAtFindingText({ validatorsAtShape, validatorsAtFrom }: NodeDialect): FindingText {
  if (validatorsAtFrom === 'assumed') return assumed();
  if (validatorsAtShape === null) return { text: t`the P-Chain does not answer ${SLOT}`, code: ['platform.getValidatorsAt'] };
  return { text: validatorsAtShape === 'wrapped' ? t`a ${SLOT} map` : t`a bare ${SLOT} map`, code: [SHAPES[validatorsAtShape]] };
}

/** How an optional API was found: the key store, or the C-Chain's debug_* methods. */
export function offeredFindingText(api: 'key-store' | 'debug', offered: Offered): FindingText {
  return offered.finding === 'assumed' ? assumed() : plainFinding(api === 'key-store' ? keyStoreText(offered.finding) : debugText(offered.finding));
}

function keyStoreText(finding: Exclude<Offered['finding'], 'assumed'>): string {
  switch (finding) {
    case 'on':
      return t`The key store is on`;
    case 'off':
      return t`The key store is off`;
    case 'silent':
      return t`The key store did not answer`;
    case 'no-native-api':
      return t`The key store is off (no chain-native API)`;
  }
}

function debugText(finding: Exclude<Offered['finding'], 'assumed'>): string {
  const debugApi = 'debug_*';
  return finding === 'on' ? t`${debugApi} is on` : finding === 'silent' ? t`${debugApi} did not answer` : t`${debugApi} is off`;
}

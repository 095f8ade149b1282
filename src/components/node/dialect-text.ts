import { t } from '@lingui/core/macro';
import type { DialectSetting, NativeGroup, NativeGroupFinding, NodeDialect, Offered } from '../../rpc/node-dialect';

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

const assumed = () => t`assumed (not asked)`;
const otherGroup = (group: NativeGroup): NativeGroup => (group === 'native' ? 'avax' : 'native');

/** How the C-Chain's native group was found. */
export function nativeGroupFindingText(finding: NativeGroupFinding): string {
  switch (finding.code) {
    case 'assumed':
      return assumed();
    case 'neither': {
      const { first } = finding;
      const second = otherGroup(first);
      return t`neither /ext/bc/C/${first} nor /ext/bc/C/${second} answers`;
    }
    case 'answered': {
      const { group } = finding;
      return t`/ext/bc/C/${group} answers ${group}.getAtomicTxStatus`;
    }
  }
}

/** What getValidatorsAt's answer looks like, written as code. */
const SHAPES = { wrapped: '{validators: {nodeID: weight}}', bare: '{nodeID: {publicKey, weight}}' };

/** How the shape of getValidatorsAt's answer was found. */
export function validatorsAtFindingText({ validatorsAtShape, validatorsAtFrom }: NodeDialect): string {
  if (validatorsAtFrom === 'assumed') return assumed();
  if (validatorsAtShape === null) return t`the P-Chain does not answer platform.getValidatorsAt`;
  const shape = SHAPES[validatorsAtShape];
  return validatorsAtShape === 'wrapped' ? t`a ${shape} map` : t`a bare ${shape} map`;
}

/** How an optional API was found: the key store, or the C-Chain's debug_* methods. */
export function offeredFindingText(api: 'key-store' | 'debug', { finding }: Offered): string {
  if (finding === 'assumed') return assumed();
  if (api === 'key-store') {
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
  const debugApi = 'debug_*';
  return finding === 'on' ? t`${debugApi} is on` : finding === 'silent' ? t`${debugApi} did not answer` : t`${debugApi} is off`;
}

import { assumedDialect, type NodeDialect, type Offered } from '../../rpc/node-dialect';
import { SPEC_SETTINGS } from '../../rpc/testing/network-settings';
import { SLOT } from '../../lib/message-slot';
import { dialectSettingLabel, nativeGroupFindingText, offeredFindingText, validatorsAtFindingText, type FindingText } from './dialect-text';

/** The finding as one line, its code where the sentence places it. */
const written = ({ text, code }: FindingText) => code.reduce((sentence, part) => sentence.replace(SLOT, part), text);

const answered = (changes: Partial<NodeDialect>): NodeDialect => ({ ...assumedDialect(SPEC_SETTINGS), validatorsAtFrom: 'answered', ...changes });

describe('dialect-text', () => {
  test.each([
    ['native-group', 'C-Chain native group'],
    ['native-asset-alias', 'Native asset alias'],
    ['rules-key', 'Rules key'],
    ['validators-at-shape', 'getValidatorsAt shape'],
  ] as const)('args: the setting %s is named %j', (setting, english) => {
    expect(dialectSettingLabel(setting)).toBe(english);
  });

  test.each([
    [{ code: 'answered', group: 'avax' }, '/ext/bc/C/avax answers avax.getAtomicTxStatus'],
    [{ code: 'neither', first: 'avax' }, 'neither /ext/bc/C/avax nor /ext/bc/C/native answers'],
    [{ code: 'neither', first: 'native' }, 'neither /ext/bc/C/native nor /ext/bc/C/avax answers'],
    [{ code: 'assumed' }, 'assumed (not asked)'],
  ] as const)('args: the native group found %o is written %j', (finding, english) => {
    expect(written(nativeGroupFindingText(finding))).toBe(english);
  });

  test.each([
    [answered({ validatorsAtShape: 'wrapped' }), 'a {validators: {nodeID: weight}} map'],
    [answered({ validatorsAtShape: 'bare' }), 'a bare {nodeID: {publicKey, weight}} map'],
    [answered({ validatorsAtShape: null }), 'the P-Chain does not answer platform.getValidatorsAt'],
    [assumedDialect(SPEC_SETTINGS), 'assumed (not asked)'],
  ])('args: the getValidatorsAt shape is written %#', (dialect, english) => {
    expect(written(validatorsAtFindingText(dialect))).toBe(english);
  });

  test.each<['key-store' | 'debug', Offered, string]>([
    ['key-store', { offered: true, finding: 'on' }, 'The key store is on'],
    ['key-store', { offered: false, finding: 'off' }, 'The key store is off'],
    ['key-store', { offered: false, finding: 'silent' }, 'The key store did not answer'],
    ['key-store', { offered: false, finding: 'no-native-api' }, 'The key store is off (no chain-native API)'],
    ['key-store', { offered: true, finding: 'assumed' }, 'assumed (not asked)'],
    ['debug', { offered: true, finding: 'on' }, 'debug_* is on'],
    ['debug', { offered: false, finding: 'off' }, 'debug_* is off'],
    ['debug', { offered: false, finding: 'silent' }, 'debug_* did not answer'],
  ])('args: %s found %o is written %j', (api, offered, english) => {
    expect(written(offeredFindingText(api, offered))).toBe(english);
  });

  test('behavior: paths, methods and JSON shapes are code in the sentence, not words of it', () => {
    expect(nativeGroupFindingText({ code: 'answered', group: 'native' }).code).toEqual(['/ext/bc/C/native', 'native.getAtomicTxStatus']);
    expect(validatorsAtFindingText(answered({ validatorsAtShape: 'bare' })).code).toEqual(['{nodeID: {publicKey, weight}}']);
    expect(offeredFindingText('key-store', { offered: true, finding: 'on' }).code).toEqual([]);
  });
});

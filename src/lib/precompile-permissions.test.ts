import { encodeAbiParameters } from 'viem';
import { PRECOMPILE_ADDRESSES } from './abi/well-known';
import { addressTopic } from './token-transfers';
import { NATIVE_COIN_MINTED_TOPIC, precompileEventsOf, roleCandidates, ROLE_SET_TOPIC, roleName } from './precompile-permissions';

const ADMIN = '0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc';
const ACCOUNT = '0x00000000000000000000000000000000000000aa';
const list = PRECOMPILE_ADDRESSES.contractDeployerAllowList;
const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`;
const log = (address: string, topics: string[], data: string, block: bigint) => ({ address, topics, data, blockNumber: block, transactionHash: word(block), logIndex: 0n });

describe('precompile permissions', () => {
  it('default: RoleSet and NativeCoinMinted logs are read, newest first', () => {
    const events = precompileEventsOf([
      log(list, [ROLE_SET_TOPIC, word(1n), addressTopic(ACCOUNT), addressTopic(ADMIN)], word(0n), 3n),
      log(PRECOMPILE_ADDRESSES.contractNativeMinter, [NATIVE_COIN_MINTED_TOPIC, addressTopic(ADMIN), addressTopic(ACCOUNT)], encodeAbiParameters([{ type: 'uint256' }], [5n]), 4n),
    ]);
    expect(events.map((event) => [event.kind, event.block])).toEqual([
      ['mint', 4n],
      ['role', 3n],
    ]);
    expect(events[1]).toMatchObject({ kind: 'role', role: 1n, oldRole: 0n, precompile: list });
    expect(roleName(3n)).toBe('Manager');
  });

  it('behavior: candidates are the config’s addresses and the accounts of this list’s role events, each once', () => {
    const events = precompileEventsOf([
      log(list, [ROLE_SET_TOPIC, word(1n), addressTopic(ACCOUNT), addressTopic(ADMIN)], word(0n), 3n),
      log(PRECOMPILE_ADDRESSES.txAllowList, [ROLE_SET_TOPIC, word(1n), addressTopic('0x00000000000000000000000000000000000000bb'), addressTopic(ADMIN)], word(0n), 3n),
    ]);
    expect(roleCandidates([{ adminAddresses: [ADMIN.toUpperCase().replace('0X', '0x')] }, { enabledAddresses: [ACCOUNT] }], events, list)).toEqual([ACCOUNT, ADMIN]);
  });
});

// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { toChecksumAddress } from '../../lib/evm-address';
import { NetworkContext } from '../../network/network-context';
import { testNetwork } from '../../network/testing/test-network';
import { userAbiStoreFor } from '../../stores/user-abi-store';
import { UserAbiButton } from './UserAbiDialog';

const ROUTER = '0x00000000000000000000000000000000000000aa';
const ABI = [{ type: 'function', name: 'overfill', stateMutability: 'payable', inputs: [], outputs: [] }];

function open(scope: string) {
  render(
    <MemoryRouter>
      <NetworkContext.Provider value={testNetwork({ scope })}>
        <UserAbiButton chain="C" address={ROUTER} />
      </NetworkContext.Provider>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Decode with an ABI' }));
  return screen.getByRole('dialog', { name: 'Decode with an ABI' });
}

describe('UserAbiDialog', () => {
  it('default: a pasted ABI is saved for the address the dialog opened with, in this browser only', async () => {
    const dialog = open('abi-dialog-save');
    expect(within(dialog).getByLabelText('Contract address')).toHaveValue(ROUTER);
    fireEvent.change(within(dialog).getByLabelText('Name (optional)'), { target: { value: 'Router' } });
    fireEvent.change(within(dialog).getByLabelText('ABI JSON'), { target: { value: JSON.stringify(ABI) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save ABI' }));
    expect(await within(dialog).findByText(`Saved: calls to ${toChecksumAddress(ROUTER)} are now decoded with this ABI.`)).toHaveAttribute('role', 'status');
    expect(within(dialog).getByRole('list', { name: 'Your ABIs on this chain' })).toHaveTextContent('Router');
    expect(userAbiStoreFor('abi-dialog-save').getSnapshot().abis.get(`C:${ROUTER}`)?.abi).toEqual(ABI);
  });

  it('error: malformed JSON and a bad address are refused with a clear message, and nothing is saved', async () => {
    const dialog = open('abi-dialog-refuse');
    fireEvent.change(within(dialog).getByLabelText('ABI JSON'), { target: { value: '[{"type":"function","name":"f","inputs":[{"type":"uint300"}]}]' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save ABI' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This ABI is malformed: item 1 (function f): input 1 has type "uint300", which is not a Solidity type.');
    fireEvent.change(within(dialog).getByLabelText('Contract address'), { target: { value: '0x1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save ABI' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The address is not valid: an EVM address is 20 bytes');
    expect(userAbiStoreFor('abi-dialog-refuse').getSnapshot().abis.size).toBe(0);
  });
});

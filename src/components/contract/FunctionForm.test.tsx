// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getAbiItem, type AbiFunction } from 'viem';
import { ERC20_ABI } from '../../lib/abi/well-known';
import { FunctionForm } from './FunctionForm';

const ALLOWANCE: AbiFunction = getAbiItem({ abi: ERC20_ABI, name: 'allowance' });
const DEPOSIT: AbiFunction = { type: 'function', name: 'deposit', stateMutability: 'payable', inputs: [{ name: 'id', type: 'uint8' }], outputs: [] };

describe('FunctionForm', () => {
  it('error: a wrong field is explained beside it and nothing is submitted', () => {
    const submit = vi.fn();
    render(<FunctionForm fn={ALLOWANCE} submitLabel="Query" onSubmit={submit} />);
    fireEvent.change(screen.getByLabelText(/^owner/), { target: { value: '0x1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Query' }));
    expect(screen.getByLabelText(/^owner/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/this one has 4 hex digits/)).toBeInTheDocument();
    expect(screen.getByText(/an EVM address starts with 0x/)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('default: typed values are submitted parsed, checksummed, with a payable function’s value in wei', () => {
    const submit = vi.fn();
    render(<FunctionForm fn={ALLOWANCE} submitLabel="Query" onSubmit={submit} />);
    fireEvent.change(screen.getByLabelText(/^owner/), { target: { value: '0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc' } });
    fireEvent.change(screen.getByLabelText(/^spender/), { target: { value: '0x00000000000000000000000000000000000000aa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Query' }));
    expect(submit).toHaveBeenCalledWith(['0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC', '0x00000000000000000000000000000000000000AA'], undefined);

    const pay = vi.fn();
    render(<FunctionForm fn={DEPOSIT} submitLabel="Send" onSubmit={pay} />);
    fireEvent.change(screen.getByLabelText(/^id/), { target: { value: '0x0f' } });
    fireEvent.change(screen.getByLabelText(/^Value to send/), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(pay).toHaveBeenCalledWith([15n], 1_500_000_000_000_000_000n);
  });
});

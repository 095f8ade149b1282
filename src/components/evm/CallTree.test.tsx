// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { encodeErrorResult, encodeFunctionData, encodeFunctionResult, getAddress, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import type { AbiContext } from '../../lib/abi/decode';
import { ERC20_ABI } from '../../lib/abi/well-known';
import type { TraceFrame } from '../../lib/evm-trace';
import { NetworkContext } from '../../network/network-context';
import { testNetwork } from '../../network/testing/test-network';
import { CALL_PAGE, CallTree } from './CallTree';

const A = '0x00000000000000000000000000000000000000aa';
const VAULT = '0x00000000000000000000000000000000000000bb';
const TOKEN = '0x00000000000000000000000000000000000000cc';
const VAULT_ABI = parseAbi(['function deposit() payable', 'error TooMuch(uint256 asked, uint256 limit)']);
const noAbis = (): AbiContext => ({});
const vaultAbi = (address: string | undefined): AbiContext => (address === VAULT ? { user: { name: 'Vault', abi: VAULT_ABI } } : {});

function frame(type: string, to: string, extra: Partial<TraceFrame> = {}): TraceFrame {
  return { type, from: A, to, gas: 90_000n, gasUsed: 1_234n, input: '0x', calls: [], ...extra };
}

function renderTree(root: TraceFrame, abiFor: (address: string | undefined) => AbiContext = noAbis) {
  return render(
    <MemoryRouter>
      <NetworkContext.Provider value={testNetwork()}>
        <CallTree chain="C" root={root} abiFor={abiFor} />
      </NetworkContext.Provider>
    </MemoryRouter>,
  );
}

const calls = () => within(screen.getByRole('list', { name: 'Call tree' })).getAllByRole('listitem');

describe('CallTree', () => {
  it('default: nested calls with their kind, value, gas, the decoded call, and the revert at the depth where it happened', () => {
    const tooMuch = encodeErrorResult({ abi: VAULT_ABI, errorName: 'TooMuch', args: [6n, 5n] });
    const root = frame('CALL', TOKEN, {
      error: 'execution reverted',
      output: tooMuch,
      input: encodeFunctionData({ abi: ERC20_ABI, functionName: 'transfer', args: [VAULT, 7n] }),
      calls: [frame('CALL', VAULT, { value: 6n * 10n ** 18n, input: encodeFunctionData({ abi: VAULT_ABI, functionName: 'deposit' }), error: 'execution reverted', output: tooMuch })],
    });
    renderTree(root, vaultAbi);
    const [top, inner] = calls() as [HTMLElement, HTMLElement];
    expect(top).toHaveAccessibleName('Call 0: CALL transfer');
    expect(top).toHaveTextContent(`transfer(${VAULT}, 7)`);
    expect(top).toHaveTextContent('ERC-20');
    expect(top).toHaveTextContent('gas 1,234');
    // Said once, where it happened: the top call passed the vault's revert up.
    expect(top).toHaveTextContent('reverted, passing up the revert of call 0.0');
    expect(inner).toHaveAccessibleName('Call 0.0: CALL deposit');
    expect(inner).toHaveTextContent('your ABI: Vault');
    expect(inner).toHaveTextContent('6NATIVE');
    expect(inner).toHaveTextContent('reverted with TooMuch(asked: 6, limit: 5)');

    fireEvent.click(within(top).getByRole('button', { name: 'Details' }));
    expect(within(top).getByLabelText('Arguments of call 0')).toHaveTextContent(`to (address)${VAULT}value (uint256)7`);
    expect(within(top).getByText('Input of call 0')).toBeInTheDocument();
  });

  it('behavior: what a call returned is decoded beside it', () => {
    const balance = frame('STATICCALL', TOKEN, {
      input: encodeFunctionData({ abi: ERC20_ABI, functionName: 'balanceOf', args: [A] }),
      output: encodeFunctionResult({ abi: ERC20_ABI, functionName: 'balanceOf', result: 2n ** 80n }),
    });
    renderTree(frame('CALL', VAULT, { calls: [balance] }));
    expect(calls()[1]).toHaveTextContent(`balanceOf(${getAddress(A)})→ ${2n ** 80n}`);
  });

  it('behavior: a 500-call tree draws a page at a time, and a subtree folds', () => {
    const wide = frame('CALL', VAULT, { calls: Array.from({ length: 500 }, () => frame('STATICCALL', TOKEN)) });
    // How fast it draws is the bench's to measure (scripts/bench/trace-page.ts); here, that it draws one page.
    renderTree(wide);
    expect(screen.getByText('501 calls, 500 of them inside the transaction’s own call.')).toBeInTheDocument();
    expect(calls()).toHaveLength(CALL_PAGE);
    fireEvent.click(screen.getByRole('button', { name: `Show ${CALL_PAGE} more calls (401 not shown)` }));
    expect(calls()).toHaveLength(2 * CALL_PAGE);
    const fold = screen.getByRole('button', { name: 'Fold the 500 calls under call 0' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(fold);
    expect(calls()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Unfold the 500 calls under call 0' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('behavior: a large deep tree opens with its subtrees below the first level folded', () => {
    const branch = () => frame('CALL', VAULT, { calls: Array.from({ length: 30 }, () => frame('STATICCALL', TOKEN)) });
    renderTree(frame('CALL', A, { calls: [branch(), branch()] }));
    expect(calls().map((call) => call.getAttribute('aria-label'))).toEqual(['Call 0: CALL', 'Call 0.0: CALL', 'Call 0.1: CALL']);
    expect(calls()[1]).toHaveTextContent('(30 calls folded)');
  });
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { C_CHAIN_MISSING } from './evm-chain-text';
import { UnsupportedMethod } from './UnsupportedMethod';

const props = { title: 'This chain has no fee config method', missing: 'fees', otherChain: 'This node does not serve eth_feeConfig for this chain.', message: 'the method eth_feeConfig does not exist' } as const;

describe('UnsupportedMethod', () => {
  it('default', () => {
    render(<UnsupportedMethod {...props} chain="2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5" />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(props.title);
    expect(notice).toHaveTextContent(props.otherChain);
    expect(notice).toHaveTextContent(`The node said: ${props.message}`);
  });

  it('args: the C-Chain gets its own explanation and extra content is kept', () => {
    render(
      <UnsupportedMethod {...props} chain="C">
        <p>See the validators page.</p>
      </UnsupportedMethod>,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(C_CHAIN_MISSING.fees);
    expect(notice).not.toHaveTextContent(props.otherChain);
    expect(notice).toHaveTextContent('See the validators page.');
  });
});

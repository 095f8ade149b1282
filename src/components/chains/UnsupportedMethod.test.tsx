// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MISSING_METHODS } from './evm-chain-text';
import { UnsupportedMethod } from './UnsupportedMethod';

const MESSAGE = 'the method eth_feeConfig does not exist';

describe('UnsupportedMethod', () => {
  it('default', () => {
    render(<UnsupportedMethod chain="2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5" missing="fees" message={MESSAGE} />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('This chain has no fee config method');
    expect(notice).toHaveTextContent('This node does not serve eth_feeConfig for this chain.');
    expect(notice).toHaveTextContent(`The node said: ${MESSAGE}`);
  });

  it('args: the C-Chain gets its own explanation and extra content is kept', () => {
    render(
      <UnsupportedMethod chain="C" missing="validators" message={MESSAGE}>
        <p>See the validators page.</p>
      </UnsupportedMethod>,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('This chain has no validators API');
    expect(notice).toHaveTextContent(MISSING_METHODS.validators.cChain);
    expect(notice).not.toHaveTextContent(MISSING_METHODS.validators.otherChain);
    expect(notice).toHaveTextContent('See the validators page.');
  });
});

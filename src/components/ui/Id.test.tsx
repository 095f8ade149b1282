// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NetworkContext } from '../../network/network-context';
import { testNetwork } from '../../network/testing/test-network';
import { Amount } from './Amount';
import { Id } from './Id';

function withNetwork(children: ReactNode, rpc?: string) {
  return (
    <MemoryRouter>
      <NetworkContext.Provider value={testNetwork({ rpc })}>{children}</NetworkContext.Provider>
    </MemoryRouter>
  );
}

const TX_ID = '2n9uGsdvZHM2NQZ1ikhxU7N9Vp4Zf7P6gxip4wTv3sN6dXD2uD';

describe('Id', () => {
  it('default', () => {
    render(withNetwork(<Id value={TX_ID} kind="tx" />));
    // Named by the text it shows; the full ID is its description (title).
    const link = screen.getByRole('link', { name: '2n9uGs…dXD2uD' });
    expect(link).toHaveAttribute('href', `/local/tx/${TX_ID}`);
    expect(link).toHaveAccessibleDescription(TX_ID);
    expect(screen.getByRole('button', { name: `Copy ${TX_ID}` })).toBeInTheDocument();
  });
  it('behavior: links keep the custom node', () => {
    render(withNetwork(<Id value={TX_ID} kind="block" />, 'http://127.0.0.1:9650'));
    expect(screen.getByRole('link', { name: '2n9uGs…dXD2uD' })).toHaveAttribute('href', `/local/blocks/${TX_ID}?rpc=http%3A%2F%2F127.0.0.1%3A9650`);
  });
  it('args: no kind, full and no copy', () => {
    render(withNetwork(<Id value={TX_ID} full noCopy />));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(TX_ID)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Amount', () => {
  it('default', () => {
    render(withNetwork(<Amount value={18446744073709551615n} />));
    const amount = screen.getByText('18,446,744,073.709551615');
    expect(amount.closest('[title]')).toHaveAttribute('title', '18446744073709551615 base units');
    expect(screen.getByText('NATIVE')).toBeInTheDocument();
  });
  it('args: symbol and trimmed zeros', () => {
    render(<Amount value={2500000000n} symbol="AVAX" />);
    expect(screen.getByText('2.5')).toBeInTheDocument();
    expect(screen.getByText('AVAX')).toBeInTheDocument();
  });
  it('behavior: zero reads 0 with its unit, at 18 decimals too', () => {
    const { container } = render(withNetwork(<Amount value={0n} decimals={18} />));
    // The gap before the unit is a margin, so the text content has none.
    expect(container).toHaveTextContent(/^0NATIVE$/);
  });
});

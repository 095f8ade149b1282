// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MalformedIdNotice, NOT_A_CB58_ID } from './MalformedIdNotice';

describe('MalformedIdNotice', () => {
  it('default', () => {
    render(<MalformedIdNotice title="This is not a subnet ID" value="abc" reason={NOT_A_CB58_ID} />);
    expect(screen.getByRole('heading', { name: 'This is not a subnet ID' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('abc: not a cb58 ID of 32 bytes.');
  });
  it('args: children follow the reason', () => {
    render(
      <MalformedIdNotice title="This address cannot be looked up" value="X-abc" reason="an X-Chain address">
        <p>Look up P-abc</p>
      </MalformedIdNotice>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('X-abc: an X-Chain address.Look up P-abc');
  });
  it('args: a heading names what was asked for, above the notice', () => {
    render(<MalformedIdNotice heading="Subnet abc" title="This is not a subnet ID" value="abc" reason={NOT_A_CB58_ID} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Subnet abc');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('This is not a subnet ID');
  });
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NodeError, TimeoutError } from '../../rpc/errors';
import { ErrorMessage } from './ErrorMessage';

describe('ErrorMessage', () => {
  it('default: the client’s message is written by the page, in the page’s language', () => {
    render(<ErrorMessage error={new TimeoutError(20_000)} />);
    expect(screen.getByText('The node did not answer in time.').closest('[lang]')).toBeNull();
  });

  it('behavior: the node’s own words, and any other error’s, are marked English', () => {
    render(
      <>
        <ErrorMessage error={new NodeError(-32000, "couldn't get tx: not found", null)} />
        <ErrorMessage error="a plain failure" />
      </>,
    );
    expect(screen.getByText("couldn't get tx: not found")).toHaveAttribute('lang', 'en');
    expect(screen.getByText('a plain failure')).toHaveAttribute('lang', 'en');
  });
});

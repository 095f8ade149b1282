// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { LINK_STYLE } from './link-style';
import { TextLink } from './TextLink';

describe('TextLink', () => {
  it('default: a router link to a path, underlined, with the caller’s classes after the link style', () => {
    render(
      <MemoryRouter>
        <TextLink to={paths.validators({ id: 'local', rpc: 'http://127.0.0.1:9660' })} className="font-mono">
          Validators
        </TextLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Validators' });
    expect(link).toHaveAttribute('href', '/local/validators?rpc=http%3A%2F%2F127.0.0.1%3A9660');
    expect(link).toHaveAttribute('class', `${LINK_STYLE.always} font-mono`);
  });

  it('behavior: underlined on hover only in dense data', () => {
    render(
      <MemoryRouter>
        <TextLink to={paths.block('local', 12n)} underline="hover" title="Block 12">
          12
        </TextLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '12' })).toHaveAttribute('class', LINK_STYLE.hover);
  });
});

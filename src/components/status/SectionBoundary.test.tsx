// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SectionBoundary } from './SectionBoundary';

function Broken(): never {
  throw new Error('bad data');
}

describe('SectionBoundary', () => {
  it('default', () => {
    render(<SectionBoundary what="Fees"><p>fine</p></SectionBoundary>);
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
  it('error: a crash stays inside the section', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <SectionBoundary what="Fees"><Broken /></SectionBoundary>
        <p>other section</p>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Fees could not be shown.bad data');
    expect(screen.getByText('other section')).toBeInTheDocument();
  });
});

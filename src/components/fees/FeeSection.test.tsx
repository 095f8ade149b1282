// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeeSection } from './FeeSection';

interface TestState {
  level: bigint;
}
interface TestConfig {
  top: bigint;
}

/** A query that has its data at once, or never when `data` is undefined. */
function useFixed<T>(key: string, data: T | undefined) {
  return useQuery({
    queryKey: [key],
    queryFn: () => new Promise<T>(() => {}),
    ...(data === undefined ? {} : { initialData: data }),
    staleTime: Infinity,
  });
}

function TestFeeSection({ state, config }: { state?: TestState; config?: TestConfig }) {
  return (
    <FeeSection
      title="Test dynamic fee"
      name="Test fee"
      configMethod="test.getFeeConfig"
      state={useFixed('state', state)}
      config={useFixed('config', config)}
      stateSkeleton={{ lines: 2 }}
      configSkeleton={{ lines: 3 }}
      stateItems={(now) => [{ label: 'Level', value: now.level.toString() }]}
      series={(feeConfig) => [
        { title: 'Level (units)', unit: 'units', yLabel: 'Level', points: [], references: [{ y: Number(feeConfig.top), label: `top ${feeConfig.top}` }] },
        { title: 'Rate (units per second)', unit: 'units per second', yLabel: 'Rate', points: [], emptyText: 'Needs two samples.' },
      ]}
      configTableRows={(feeConfig) => [{ field: 'top', value: feeConfig.top.toString(), meaning: 'The highest level.' }]}
    />
  );
}

function renderSection(props: { state?: TestState; config?: TestConfig }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TestFeeSection {...props} />
    </QueryClientProvider>,
  );
}

describe('FeeSection', () => {
  it('default', () => {
    renderSection({ state: { level: 3n }, config: { top: 9n } });
    const section = screen.getByRole('region', { name: 'Test dynamic fee' });
    expect(within(section).getByText('Level', { selector: 'dt' }).nextElementSibling).toHaveTextContent('3');
    expect(within(section).getByRole('figure', { name: 'Level (units)' })).toHaveTextContent('No samples yet: they are taken while this page is open.');
    expect(within(section).getByRole('figure', { name: 'Rate (units per second)' })).toHaveTextContent('Needs two samples.');
    expect(within(section).getByRole('heading', { name: 'Config (test.getFeeConfig)' })).toBeInTheDocument();
    const row = within(within(section).getByRole('table', { name: 'Test fee config' })).getByRole('row', { name: /^top/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['9', 'The highest level.']);
  });

  it('behavior: each part waits for its own query', () => {
    renderSection({ config: { top: 9n } });
    expect(screen.getByRole('status', { name: 'Loading Test fee state' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Test fee config' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Test fee config' })).not.toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component } from './ChainPage';
import { renderPage } from './evm-test-node';

const FEE_CONFIG = {
  gasLimit: 8000000,
  targetBlockRate: 2,
  minBaseFee: 25000000000,
  targetGas: 15000000,
  baseFeeChangeDenominator: 36,
  minBlockGasCost: 0,
  maxBlockGasCost: 1000000,
  blockGasCost: 200000,
  blockGasCostStep: 200000,
};

describe('ChainPage: fees link to EVM blocks', () => {
  it('default: the base fee chart, its data table and the last fee config change open block pages; the Blocks tab is there', async () => {
    const chain = '2ebCneCbwthjQ1rYT41nhd7M76Hc6YmosMAQrTFhBq8qeqh6tt';
    renderPage('chains/:chainId/:section?', `/local/chains/${chain}/fees`, Component, {
      eth_feeHistory: { oldestBlock: '0x28', baseFeePerGas: ['0x5d21dba00', '0x5d21dba01', '0x5d21dba02'], gasUsedRatio: [0.5, 0.25] },
      eth_baseFee: '0x5d21dba02',
      eth_feeConfig: { feeConfig: FEE_CONFIG, lastChangedAt: 7 },
    });
    const latest = await screen.findByRole('link', { name: 'block 41' });
    expect(latest).toHaveAttribute('href', `/local/chains/${chain}/blocks/41`);
    const details = screen.getByText('Data table').closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const table = screen.getByRole('table', { name: /base fee per block/ });
    expect(within(table).getByRole('link', { name: '40' })).toHaveAttribute('href', `/local/chains/${chain}/blocks/40`);
    expect(await screen.findByRole('link', { name: 'open that block' })).toHaveAttribute('href', `/local/chains/${chain}/blocks/7`);
    expect(screen.getByRole('link', { name: 'Blocks' })).toHaveAttribute('href', `/local/chains/${chain}/blocks`);
    expect(screen.getByRole('link', { name: 'Fees' })).toHaveAttribute('aria-current', 'page');
  });
});

import { expect, test } from '@playwright/test';

test.describe('node page', () => {
  test('default: endpoints and optional methods are listed with what the node said', async ({ page }) => {
    await page.goto('/local');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Node', exact: true }).click();
    await expect(page).toHaveURL('/local/node');
    const endpoints = page.getByRole('table', { name: 'Endpoints of the node' });
    for (const [name, path] of [
      ['P-Chain', '/ext/bc/P'],
      ['EVM JSON-RPC', '/ext/bc/C/rpc'],
      ['EVM WebSocket', '/ext/bc/C/ws'],
      ['Chain-native group (native)', '/ext/bc/C/native'],
      ['Admin', '/ext/bc/C/admin'],
    ]) {
      const row = endpoints.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) }).filter({ hasText: path });
      await expect(row.getByText('available', { exact: true })).toBeVisible();
    }
    await expect(endpoints.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Validators', exact: true }) }).first()).toContainText('available');
    const methods = page.getByRole('table', { name: 'Optional methods of the EVM chains' });
    const feeConfig = methods.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'eth_feeConfig' }) });
    // The C-Chain (first column) has no fee config method; subnet-EVM chains do.
    await expect(feeConfig.getByRole('cell').first()).toHaveText('absent');
    await expect(feeConfig.getByRole('cell').nth(1)).toHaveText('available');
    await expect(methods.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'debug_traceTransaction' }) }).getByRole('cell').first()).toHaveText('absent');
  });

  test('behavior: an admin action is sent only after confirmation, with the node answer shown', async ({ page }) => {
    await page.goto('/local/node');
    const actions = page.getByRole('region', { name: 'Admin actions' });
    await actions.getByRole('button', { name: 'Start CPU profiler' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Start CPU profiler?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(actions.getByText('The node answered')).toHaveCount(0);

    await actions.getByRole('combobox', { name: 'Log level' }).selectOption('debug');
    await actions.getByRole('button', { name: 'Set log level' }).click();
    await page.getByRole('alertdialog', { name: 'Set the log level to debug?' }).getByRole('button', { name: 'Send' }).click();
    await expect(actions.getByLabel('The node answered')).toHaveText('{}');

    await actions.getByRole('button', { name: 'Stop CPU profiler' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
    await expect(actions.getByRole('alert')).toHaveText(/The node refused: cpu profiler doesn't exist/);
  });

  test('behavior: the confirmation is modal: Tab cycles inside it, Escape closes it and the focus goes back to its button', async ({ page }) => {
    await page.goto('/local/node');
    const opener = page.getByRole('region', { name: 'Admin actions' }).getByRole('button', { name: 'Write memory profile' });
    await opener.click();
    const dialog = page.getByRole('alertdialog', { name: 'Write memory profile?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    // Past the dialog's last button Chromium hands the focus to its own controls (the page loses it),
    // then back to the dialog's first: the page behind is never reached.
    const focusStops = async (key: string, presses: number) => {
      const stops: string[] = [];
      for (let press = 0; press < presses; press += 1) {
        await page.keyboard.press(key);
        const stop = await page.evaluate(() => {
          if (!document.hasFocus()) return null;
          const focused = document.activeElement;
          return focused?.closest('[role="alertdialog"]') ? focused.textContent!.trim() : `outside: ${focused?.outerHTML.slice(0, 80)}`;
        });
        if (stop !== null) stops.push(stop);
      }
      return stops;
    };
    expect(await focusStops('Tab', 6)).toEqual(['Send', 'Cancel', 'Send', 'Cancel']);
    expect(await focusStops('Shift+Tab', 3)).toEqual(['Send', 'Cancel']);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(page.getByRole('region', { name: 'Admin actions' }).getByText('The node answered')).toHaveCount(0);
  });
});

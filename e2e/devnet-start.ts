import { test } from '@playwright/test';
import { DEVNET_START_MS } from '../playwright.config';

/**
 * Gives the `beforeAll` it is called in the config's budget for a devnet starting: the one wait on
 * the machine's pace a spec may have (a devnet started late makes every block it missed).
 */
export function allowDevnetStart(): void {
  test.setTimeout(DEVNET_START_MS);
}

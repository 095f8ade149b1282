import type { Keystore } from '../keystore/keystore';
import { devnetLog } from '../log';
import { saveKeystore } from './data-dir';

/** Keeps a key store in a data directory after every change (users, keys), one save at a time. */
export class KeystoreSaves {
  private saves: Promise<void> = Promise.resolve();

  constructor(private readonly dir: string) {}

  /** Saves `keystore` now and after each of its changes (a rebuilt chain's key store replaces the last one). */
  keep(keystore: Keystore): void {
    const save = () => {
      this.saves = this.saves.then(async () => saveKeystore(this.dir, await keystore.record())).catch((error: unknown) => {
        devnetLog.error(`devnet: could not keep the key store in ${this.dir}: ${(error as Error).message}`);
      });
    };
    keystore.onChange = save;
    save();
  }

  /** Resolves once every save asked for so far is on disk (or has failed and been logged). */
  flushed(): Promise<void> {
    return this.saves;
  }
}

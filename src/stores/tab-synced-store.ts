/**
 * The plumbing of a browser-kept store of one network scope: a snapshot for `useSyncExternalStore`,
 * its listeners, and a BroadcastChannel on which a tab that wrote tells the others to read again.
 */
export abstract class TabSyncedStore<S> {
  private readonly listeners = new Set<() => void>();
  private readonly channel: BroadcastChannel | null;

  constructor(
    protected readonly scope: string,
    channelName: string,
    protected snapshot: S,
  ) {
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
    this.channel?.addEventListener('message', (event: MessageEvent<string>) => {
      if (event.data === this.scope) void this.load();
    });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): S => this.snapshot;

  /** Reads the stored state into the snapshot. */
  protected abstract load(): Promise<void>;

  /** Tells the other tabs of this scope that the stored state changed. */
  protected announce(): void {
    this.channel?.postMessage(this.scope);
  }

  protected update(next: S): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

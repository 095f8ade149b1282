import type { JsonValue } from '../handler';
import type { HeadSource } from '../server/websocket';

/** Fans new heads out to subscribers; outlives a reset of the chain it reports on. */
export class HeadHub implements HeadSource {
  private readonly listeners = new Set<(head: JsonValue) => void>();

  onHead(listener: (head: JsonValue) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(head: JsonValue): void {
    for (const listener of this.listeners) listener(head);
  }
}

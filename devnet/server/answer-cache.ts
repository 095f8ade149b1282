import { EncodedJson } from '../encoded-json';
import { encodeJson, type WritableJson } from './json-write';

/** Bounds the memory one state's answers may take (a few mainnet validator sets and their variants). */
const DEFAULT_LIMIT_CHARS = 64 * 1024 * 1024;
/** Answers this long (a grown validator set) are prepared again after each block while clients read them. */
const READY_MIN_CHARS = 1024 * 1024;
/**
 * How many states after a request last read a large answer it is still prepared for the next: the
 * explorer reads a validator set again every 5 blocks, so an open page finds it ready each time.
 */
const READY_FOR_STATES = 6;

type Compute = () => Promise<WritableJson | EncodedJson>;

/**
 * Encoded results of read-only methods whose answer depends only on the accepted state (a
 * mainnet-scale validator set is megabytes of JSON): encoded once, then reused until the state's
 * version changes. The version names the last accepted block (so a new block, or time moving, which
 * takes a block, drops every entry) and anything else the answer depends on, such as the dialect.
 * Entries are keyed by method and the exact params text, so different params never share one.
 */
export class AnswerCache {
  private version: string | undefined;
  private readonly entries = new Map<string, EncodedJson>();
  private chars = 0;
  /** States seen so far: counts how long ago a request read an answer. */
  private states = 0;
  /** Large answers requests read, by key: how to compute each and the state a request last read it in. */
  private readonly read = new Map<string, { compute: Compute; state: number }>();

  /**
   * @param methods Go-style method names (`GetCurrentValidators`) whose results may be kept.
   * @param stateVersion What the answers were read from; when it changes, every entry goes.
   */
  constructor(
    private readonly methods: ReadonlySet<string>,
    private readonly stateVersion: () => string,
    private readonly limitChars = DEFAULT_LIMIT_CHARS,
  ) {}

  keeps(method: string): boolean {
    return this.methods.has(method);
  }

  /** The encoded result of `method` with `paramsText`, computed and kept when not already held. */
  async encoded(method: string, paramsText: string, compute: Compute): Promise<EncodedJson> {
    const key = `${method}\u0000${paramsText}`;
    const result = await this.held(key, compute);
    if (result.length >= READY_MIN_CHARS) this.read.set(key, { compute, state: this.states });
    return result;
  }

  /**
   * The large answers requests read in the last READY_FOR_STATES states, computed for the current
   * one (kept, so the next request finds them): called after a block, before clients ask again.
   */
  async prepare(): Promise<EncodedJson[]> {
    const prepared: EncodedJson[] = [];
    for (const [key, { compute, state }] of this.read) {
      this.syncVersion();
      if (this.states - state > READY_FOR_STATES) {
        this.read.delete(key);
        continue;
      }
      try {
        prepared.push(await this.held(key, compute));
      } catch {
        // An answer that became an error is computed again only when asked.
        this.read.delete(key);
      }
    }
    return prepared;
  }

  /** Forgets every answer and what requests read: the state they were computed from is gone (a reset). */
  forget(): void {
    this.read.clear();
    this.entries.clear();
    this.chars = 0;
    this.version = undefined;
  }

  private syncVersion(): string {
    const version = this.stateVersion();
    if (version !== this.version) this.clear(version);
    return version;
  }

  private async held(key: string, compute: Compute): Promise<EncodedJson> {
    const version = this.syncVersion();
    const held = this.entries.get(key);
    if (held) return held;
    const computed = await compute();
    const result = computed instanceof EncodedJson ? computed : new EncodedJson(encodeJson(computed));
    // A handler that yielded may have seen a later state than the one this entry would be filed under.
    if (this.stateVersion() !== version) return result;
    if (this.chars + result.length > this.limitChars) this.clear(version);
    this.entries.set(key, result);
    this.chars += result.length;
    return result;
  }

  private clear(version: string): void {
    if (version !== this.version) this.states++;
    this.entries.clear();
    this.chars = 0;
    this.version = version;
  }
}

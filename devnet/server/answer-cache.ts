import { encodeJson, type WritableJson } from './json-write';

/** Bounds the memory one state's answers may take (a few grown validator sets and their variants). */
const DEFAULT_LIMIT_CHARS = 64 * 1024 * 1024;

/** A result encoded once and kept: the transport keeps its compressed form beside it, for as long as it is kept. */
export class KeptAnswer {
  constructor(readonly text: string) {}
}

/**
 * Encoded results of read-only methods whose answer depends only on the accepted state (a grown
 * validator set is tens of megabytes of JSON): encoded once, then reused until the state's version
 * changes. The version names the last accepted block (so a new block, or time moving, which takes a
 * block, drops every entry) and anything else the answer depends on, such as the dialect. A frozen
 * devnet's state never changes, so each answer is encoded (and compressed) once for its whole run.
 * Entries are keyed by method and the exact params text, so different params never share one.
 */
export class AnswerCache {
  private version: string | undefined;
  private readonly entries = new Map<string, KeptAnswer>();
  private chars = 0;

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
  async encoded(method: string, paramsText: string, compute: () => Promise<WritableJson>): Promise<KeptAnswer> {
    const key = `${method}\u0000${paramsText}`;
    const version = this.stateVersion();
    if (version !== this.version) this.clear(version);
    const held = this.entries.get(key);
    if (held) return held;
    const result = new KeptAnswer(encodeJson(await compute()));
    // A handler that yielded may have seen a later state than the one this entry would be filed under.
    if (this.stateVersion() !== version || this.version !== version) return result;
    if (this.chars + result.text.length > this.limitChars) this.clear(version);
    this.entries.set(key, result);
    this.chars += result.text.length;
    return result;
  }

  private clear(version: string): void {
    this.entries.clear();
    this.chars = 0;
    this.version = version;
  }
}

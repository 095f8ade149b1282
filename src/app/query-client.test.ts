import { describe, expect, it } from 'vitest';
import { NetworkError, NodeError, SchemaError } from '../rpc/errors';
import { createQueryClient, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('default', () => {
    expect(shouldRetry(0, new NetworkError({ cause: new TypeError('x') }))).toBe(true);
    expect(shouldRetry(1, new NetworkError({ cause: new TypeError('x') }))).toBe(false);
  });
  it('behavior: never retries node or schema errors', () => {
    expect(shouldRetry(0, new NodeError(-32000, 'not found', undefined))).toBe(false);
    expect(shouldRetry(0, new SchemaError('platform.getHeight', '.height', 'an integer', 'null'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('default', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.refetchIntervalInBackground).toBe(false);
    expect(defaults.retry).toBe(shouldRetry);
  });
});

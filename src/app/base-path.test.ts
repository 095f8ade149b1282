import { describe, expect, it } from 'vitest';
import { routerPathOf } from './base-path';

describe('routerPathOf', () => {
  it('keeps the path when the app is served at /', () => {
    expect(routerPathOf('/local/blocks', '')).toBe('/local/blocks');
  });

  it('takes the base off the path', () => {
    expect(routerPathOf('/explorer/local/blocks', '/explorer')).toBe('/local/blocks');
    expect(routerPathOf('/explorer', '/explorer')).toBe('/');
    expect(routerPathOf('/explorer/', '/explorer')).toBe('/');
  });

  it('leaves a path outside the base as it is', () => {
    expect(routerPathOf('/explorers/local', '/explorer')).toBe('/explorers/local');
  });
});

import { parseLighthouse } from './lighthouse';

const report = (overrides: object = {}) =>
  JSON.stringify({
    categories: { performance: { score: 0.97 }, accessibility: { score: 1 } },
    audits: {
      'first-contentful-paint': { numericValue: 1210.5 },
      'largest-contentful-paint': { numericValue: 1490 },
      'total-blocking-time': { numericValue: 30 },
      'cumulative-layout-shift': { numericValue: 0.002 },
    },
    ...overrides,
  });

describe('parseLighthouse', () => {
  it('default', () => {
    expect(parseLighthouse(report())).toEqual({ performance: 97, accessibility: 100, fcpMs: 1210.5, lcpMs: 1490, tbtMs: 30, cls: 0.002 });
  });

  it('error: a page Lighthouse could not load', () => {
    expect(() => parseLighthouse(report({ runtimeError: { message: 'NO_FCP' } }))).toThrow('lighthouse: NO_FCP');
  });

  it('error: a category without a score', () => {
    expect(() => parseLighthouse(report({ categories: { performance: { score: null }, accessibility: { score: 1 } } }))).toThrow('no performance score');
  });
});

import { describe, expect, it } from 'vitest';
import { isLocale, localeOf, preferredLocale } from './locales';

describe('localeOf', () => {
  it('default: a shipped code is itself', () => {
    expect(localeOf('ko')).toBe('ko');
    expect(localeOf('zh-Hans')).toBe('zh-Hans');
  });
  it('args: a regional tag reads as its language, any case or separator', () => {
    expect(localeOf('es-MX')).toBe('es');
    expect(localeOf('ja_JP')).toBe('ja');
    expect(localeOf('ZH-cn')).toBe('zh-Hans');
  });
  it('behavior: traditional Chinese is not given the simplified catalog', () => {
    expect(localeOf('zh-TW')).toBeUndefined();
    expect(localeOf('zh-Hant-HK')).toBeUndefined();
  });
  it('error: a language the explorer does not ship', () => {
    expect(localeOf('tr-TR')).toBeUndefined();
    expect(localeOf('')).toBeUndefined();
  });
});

describe('preferredLocale', () => {
  it('default: the first of the browser languages that is shipped', () => {
    expect(preferredLocale(['tr-TR', 'ko-KR', 'es'])).toBe('ko');
  });
  it('behavior: English when none is', () => {
    expect(preferredLocale(['tr', 'zh-TW'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });
});

describe('isLocale', () => {
  it('is true only for a shipped code', () => {
    expect(isLocale('ja')).toBe(true);
    expect(isLocale('ja-JP')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});

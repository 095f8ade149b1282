import { askableEndpoints, markAgreement } from './agreement';

describe('markAgreement', () => {
  test('default: the answer most endpoints gave is the agreed one, the others are marked', () => {
    expect(markAgreement([
      { url: 'a', answer: 'Committed' },
      { url: 'b', answer: 'Processing' },
      { url: 'c', answer: 'Committed' },
    ])).toEqual([
      { url: 'a', answer: 'Committed', agrees: true },
      { url: 'b', answer: 'Processing', agrees: false },
      { url: 'c', answer: 'Committed', agrees: true },
    ]);
  });

  test('behavior: on a tie the first endpoint\'s answer is the agreed one', () => {
    expect(markAgreement([{ url: 'a', answer: 'x' }, { url: 'b', answer: 'y' }]).map((item) => item.agrees)).toEqual([true, false]);
  });
});

describe('askableEndpoints', () => {
  test('default: healthy and slow endpoints are asked, out, refused and unchecked ones are not', () => {
    expect(askableEndpoints([
      { url: 'a', health: 'healthy', calls: 0 },
      { url: 'b', health: 'slow', calls: 0 },
      { url: 'c', health: 'out', calls: 0 },
      { url: 'd', health: 'refused', calls: 0 },
      { url: 'e', health: 'checking', calls: 0 },
    ])).toEqual(['a', 'b']);
  });
});

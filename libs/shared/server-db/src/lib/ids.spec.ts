import { idPattern, newId } from './ids';

describe('newId', () => {
  it('is 24 lowercase hex characters', () => {
    expect(newId()).toMatch(idPattern);
  });

  it('starts with the creation time in seconds, like an ObjectId', () => {
    const date = new Date('2026-11-21T00:00:00Z');
    expect(parseInt(newId(date).slice(0, 8), 16)).toBe(date.getTime() / 1000);
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newId()));
    expect(ids.size).toBe(10_000);
  });
});

import { containsPattern } from './list-query';

describe('containsPattern', () => {
  it('escapes the ILIKE wildcards so they match themselves', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('puts the text in NFC, as names are stored', () => {
    const decomposed = 'Nguye\u0302\u0303n';
    expect(containsPattern(decomposed)).toBe('%Nguyễn%');
    expect(containsPattern(decomposed)).not.toBe(`%${decomposed}%`);
  });
});

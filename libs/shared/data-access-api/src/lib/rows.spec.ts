import { mapRows, replaceRow, updateRow } from './rows';

describe('row updaters', () => {
  const page = {
    total: 2,
    data: [
      { _id: 'a', n: 1 },
      { _id: 'b', n: 2 },
    ],
  };

  it('replaceRow puts the answer in place of the row with its id, the rest untouched', () => {
    const next = replaceRow({ _id: 'b', n: 3 })(page);
    expect(next).toEqual({
      total: 2,
      data: [
        { _id: 'a', n: 1 },
        { _id: 'b', n: 3 },
      ],
    });
    expect(next.data[0]).toBe(page.data[0]);
    expect(page.data[1]!.n).toBe(2);
  });

  it('works on another field, and updateRow and mapRows change rows by a function', () => {
    const prods = { totalItem: 1, prods: [{ _id: 'a', n: 1 }] };
    expect(replaceRow({ _id: 'a', n: 5 }, 'prods')(prods).prods).toEqual([{ _id: 'a', n: 5 }]);
    expect(
      updateRow<{ _id: string; n: number }>('a', (r) => ({ ...r, n: r.n + 1 }))(page).data,
    ).toEqual([
      { _id: 'a', n: 2 },
      { _id: 'b', n: 2 },
    ]);
    expect(
      mapRows((r: { _id: string; n: number }) => ({ ...r, n: 0 }))(page).data.map((r) => r.n),
    ).toEqual([0, 0]);
  });
});

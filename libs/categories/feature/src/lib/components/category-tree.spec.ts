import type { ProductCategory } from '@app/categories-contract';
import { childrenByParent } from './category-tree';

const cat = (
  id: string,
  parent: string | null,
  position: number,
  createdAt = '2026-01-01',
): ProductCategory => ({
  _id: id,
  name: id,
  description: '',
  image: '',
  parent,
  active: true,
  position,
  createdAt,
});

describe('childrenByParent', () => {
  it('groups by parent in display order; a row whose parent is gone shows at the top', () => {
    const tree = childrenByParent([
      cat('b', null, 1),
      cat('a', null, 0),
      cat('c2', 'a', 0, '2026-02-01'),
      cat('c1', 'a', 0, '2026-01-15'),
      cat('orphan', 'zzz', 2),
    ]);
    expect(tree.get('')!.map((c) => c._id)).toEqual(['a', 'b', 'orphan']);
    expect(tree.get('a')!.map((c) => c._id)).toEqual(['c1', 'c2']);
  });
});

import type { CategoryItem, PropItem } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { categoryOptions, categoryTree, propsOfCategory } from './category-tree';

const cat = (
  id: string,
  parentId: string | null,
  sortNum: number,
  productCount = 0,
): CategoryItem => ({
  id,
  parentId,
  name: `名称${id.slice(3)}`,
  sortNum,
  productCode: '',
  productCount,
});

const LIST = [
  cat('cat0200', null, 2),
  cat('cat0100', null, 1, 1),
  cat('cat0102', 'cat0100', 2, 3),
  cat('cat0101', 'cat0100', 1, 2),
  cat('cat0301', 'cat0300', 1, 4),
];

describe('the category tree', () => {
  it('nests children under their parent by sort number and counts their products', () => {
    const tree = categoryTree(LIST);
    expect(tree.map((n) => n.id)).toEqual(['cat0100', 'cat0301', 'cat0200']);
    expect(tree[0]!.children.map((c) => c.id)).toEqual(['cat0101', 'cat0102']);
    expect(tree[0]!.totalProducts).toBe(6);
    // The orphan is kept at the top level.
    expect(tree[1]).toMatchObject({ id: 'cat0301', children: [], totalProducts: 4 });
  });

  it('offers every category in tree order, children named with their parent', () => {
    expect(categoryOptions(LIST).slice(0, 3)).toEqual([
      { value: 'cat0100', label: '名称0100' },
      { value: 'cat0101', label: '名称0100 / 名称0101' },
      { value: 'cat0102', label: '名称0100 / 名称0102' },
    ]);
  });

  it('splits the properties of a kind into linked and not linked', () => {
    const prop = (id: number, custom: boolean, categoryIds: string[]): PropItem => ({
      id,
      name: `属性${id}`,
      inputType: 'text',
      unit: '',
      custom,
      required: false,
      values: [],
      categoryIds,
    });
    const props = [prop(1, false, ['cat0101']), prop(2, false, []), prop(3, true, ['cat0101'])];
    const general = propsOfCategory(props, 'cat0101', false);
    expect(general.linked.map((p) => p.id)).toEqual([1]);
    expect(general.unlinked.map((p) => p.id)).toEqual([2]);
    expect(propsOfCategory(props, 'cat0101', true).linked.map((p) => p.id)).toEqual([3]);
  });
});

/** Interface copy shared by the case and solution pages. */

/** The strip over a back-office preview; the published hint names the kind of record. */
export const previewText = {
  label: '预览模式',
  draft: '草稿',
  published: '已发布',
  draftHint: '草稿仅内容编辑可见，发布后对访客展示',
  close: '关闭预览',
};

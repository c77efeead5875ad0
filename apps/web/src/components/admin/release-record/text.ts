import { ReleaseState } from './kind';

/** Words every kind of released record shares; `noun` is 资讯, 公告… */
export const releaseText = {
  keyword: '关键词',
  status: '状态',
  statusPlaceholder: '全部状态',
  add: (noun: string) => `新建${noun}`,
  empty: (noun: string) => `暂无${noun}`,
  colTitle: '标题',
  colStatus: '状态',
  colReleaseTime: '发布时间',
  colUpdateTime: '更新时间',
  colActions: '操作',
  scheduled: '定时发布',
  edit: '编辑',
  publish: '发布',
  withdraw: '撤回',
  preview: '预览',
  remove: '删除',
  removeBlocked: (noun: string) => `已发布的${noun}请先撤回再删除`,
  previewHeading: (noun: string) => `${noun}预览`,
  published: '发布成功',
  withdrawTitle: (noun: string) => `确定撤回该${noun}？`,
  withdrawn: '已撤回',
  removeTitle: (noun: string) => `确定删除该${noun}？`,
  removeContent: (title: string) => `删除后“${title}”将无法恢复。`,
  removed: '删除成功',
  // Editor
  newTitle: (noun: string) => `新建${noun}`,
  editTitle: (noun: string) => `编辑${noun}`,
  saved: '保存成功',
  loadFailed: (noun: string) => `${noun}加载失败`,
  notFound: (noun: string) => `${noun}不存在或已被删除`,
  releaseInfo: (time: string) => `发布时间：${time}`,
  updateInfo: (time: string) => `最后保存：${time}`,
} as const;

/** Status tags: label and antd Tag colour. */
export const RELEASE_STATUS_TAGS: Record<number, { label: string; color: string }> = {
  [ReleaseState.DRAFT]: { label: '草稿', color: 'default' },
  [ReleaseState.PUBLISHED]: { label: '已发布', color: 'success' },
  [ReleaseState.WITHDRAWN]: { label: '已撤回', color: 'warning' },
};

/** The status filter's options. */
export const RELEASE_STATUS_OPTIONS = Object.entries(RELEASE_STATUS_TAGS).map(([value, tag]) => ({
  value: Number(value),
  label: tag.label,
}));

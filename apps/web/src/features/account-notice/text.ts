/** Copy of the console's 消息通知 screens. */
export const accountNoticeText = {
  title: '消息通知',
  intro: '订单、告警、审批与系统消息都会发送到这里，重要消息同时以短信通知。',
  category: '消息类型',
  categoryPlaceholder: '全部类型',
  unreadOnly: '只看未读',
  readAll: '全部标为已读',
  readAllDone: (n: number) => (n > 0 ? `已将 ${n} 条消息标为已读` : '没有未读消息'),
  listLabel: '消息列表',
  empty: '暂无消息',
  emptyUnread: '没有未读消息',
  unread: '未读',
  detailTitle: '消息详情',
  back: '返回消息列表',
  goHandle: '前往处理',
  notFound: '消息不存在或已被删除',
} as const;

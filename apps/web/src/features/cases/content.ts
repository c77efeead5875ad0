/** Interface copy of the customer-case pages (the cases themselves come from the server). */

export const casesText = {
  title: '客户案例',
  eyebrow: '5G专网 · 行业实践',
  lead: '从港口岸桥远控到井下综采、从柔性产线到远程手术，看各行业客户如何借助5G专网提升安全水平与生产效率。',
  metaDescription:
    '5G专网客户案例：电力、港口、钢铁、制造、矿山、医疗、交通等行业的5G专网建设实践与成效。',
  filterLabel: '按行业筛选',
  all: '全部',
  count: (n: number) => `共 ${n} 个案例`,
  listLabel: '客户案例列表',
  empty: '暂无已发布的客户案例',
  more: '查看案例',
};

export const caseDetailText = {
  tabsLabel: '案例目录',
  needsLabel: '业务需求',
  servicesLabel: '服务内容',
  productMore: '了解产品',
  related: '同行业案例',
  relatedLead: '更多同行业的5G专网实践',
  consult: '咨询类似方案',
  ctaTitle: '想在贵单位落地类似的5G专网？',
  ctaText: '告诉我们您的行业场景与业务诉求，客户经理将与您联系，提供网络规划与方案建议。',
  ctaPrimary: '提交需求咨询',
  ctaSecondary: '浏览行业解决方案',
  notFound: {
    title: '案例不存在',
    message: '未找到该案例，可能已下线或链接有误',
    hint: '您可以返回客户案例列表，浏览其他行业的5G专网实践。',
    backLabel: '返回客户案例',
  },
  /** The back-office preview strip's hint on a published case. */
  previewPublishedHint: '该案例已发布，访客看到的内容与此一致',
};

/** The home page's case row. */
export const featuredText = {
  title: '客户案例',
  lead: '看看不同行业的企业如何用 5G 专网改造生产与运营。',
  more: '查看全部案例',
};

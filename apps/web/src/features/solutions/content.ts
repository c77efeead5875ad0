/** Interface copy of the industry-solution pages (the solutions themselves come from the server). */

export const solutionsText = {
  title: '行业解决方案',
  eyebrow: '5G专网 · 行业方案',
  lead: '以5G专网为底座，融合网络切片、边缘计算与确定性网络能力，为电力、港口、制造、矿山、医疗等行业提供可复制、可运营的整体方案。',
  metaDescription:
    '5G专网行业解决方案：面向电力、港口、制造、钢铁、矿山、医疗、交通、轨交、文娱与教育的5G专网整体方案。',
  consult: '咨询方案',
  tabsLabel: '行业导航',
  listLabel: (industry: string) => `${industry}解决方案`,
  empty: '暂无已发布的行业解决方案',
  more: '查看方案',
};

export const solutionDetailText = {
  tabsLabel: '方案目录',
  needsLabel: '行业痛点',
  scenesLabel: '应用场景',
  customersLabel: '客户案例',
  adopted: '方案采用',
  optional: '按需叠加',
  caseMore: '查看案例',
  consult: '咨询该方案',
  ctaTitle: '为您的行业场景定制5G专网方案',
  ctaText:
    '告诉我们您的业务场景、覆盖范围与性能诉求，方案专家将与您联系，结合现网条件给出规划建议。',
  ctaPrimary: '提交需求咨询',
  ctaSecondary: '浏览客户案例',
  notFound: {
    title: '方案不存在',
    message: '未找到该解决方案，可能已下线或链接有误',
    hint: '您可以返回行业解决方案列表，浏览其他行业的5G专网方案。',
    backLabel: '返回行业解决方案',
  },
  /** The back-office preview strip's hint on a published solution. */
  previewPublishedHint: '该方案已发布，访客看到的内容与此一致',
};

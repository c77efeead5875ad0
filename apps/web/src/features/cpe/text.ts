/** User-facing words of the 5G 快线 console (content aside). */
export const cpeText = {
  panelTitle: '业务总览',
  miniPanelTitle: '小微业务总览',
  miniPanelIntro:
    '本企业在5G快线网关上开通的小微业务：各状态业务数、承载网关在线情况、月费合计，以及按套餐、分组的分布和即将到期的业务。',
  miniServiceTitle: '小微业务',
  miniServiceIntro:
    '为商户在5G快线网关上开通的小微套餐：按商户、联系人、业务编号或网关序列号查询，按状态、套餐、分组筛选；可新增、编辑、暂停、恢复和续期。',
  miniDetailTitle: '小微业务详情',
  miniGroupTitle: '小微分组',
  miniGroupIntro:
    '按区域、商圈或客户经理给小微业务分组，便于筛选和统计。分组内仍有业务时不能删除。',
  services: (n: number) => `${n.toLocaleString('zh-CN')} 个`,
  noGateway: '未绑定网关',
  panelIntro:
    '本企业5G快线网关的在线情况、近24小时流量、信号分布与告警。数据随设备心跳实时更新，点击告警可查看对应终端。',
  listTitle: '终端列表',
  listIntro:
    '本企业的5G快线网关：按序列号、名称、IMEI或卡号查询，按型号、在线状态、分组和DNN筛选；可批量重启、查询固件版本或调整分组。设备离线时指令会保留，待其上线后下发。',
  detailTitle: '终端详情',
  groupTitle: '终端分组',
  groupIntro:
    '按产线、区域或用途给网关分组，便于筛选和对整组下发远程指令。分组内仍有终端时不能删除。',
  usersTitle: '上网用户',
  usersIntro:
    '接入各网关的局域网与Wi-Fi终端（上网用户）及其流量；可将终端MAC加入或移出网关黑名单，黑名单以远程指令下发到网关。',
  refresh: '刷新',
  retry: '重试',
  loadFailed: '数据加载失败',
  devices: (n: number) => `${n.toLocaleString('zh-CN')} 台`,
  selected: (n: number) => `已选择 ${n} 台终端`,
  clearSelection: '清空',
  selectFirst: '请先勾选终端',
  accepted: '指令已受理，将在终端在线时下发',
  export: '导出',
  detail: '详情',
  noGroup: '未分组',
  publicNet: '公网（CMNET）',
} as const;

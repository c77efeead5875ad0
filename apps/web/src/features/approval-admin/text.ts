/** Copy of the back office's 数据导出权限审批 screen. */
export const approvalText = {
  title: '数据导出权限审批',
  intro:
    '企业客户与管理员导出数据前须申请数据导出权限。请核对申请人身份与用途后审批：通过后申请人即可导出，驳回须写明原因；结果会以短信和站内消息通知申请人。管理员的申请由上级管理员审批，全国管理员的申请由导出审批员审批。',
  status: '审批状态',
  statusPlaceholder: '全部状态',
  keyword: '申请人',
  keywordPlaceholder: '账号、姓名、部门或4A账号',
  listTitle: '申请列表',
  listLabel: '数据导出权限申请列表',
  empty: '暂无符合条件的申请',
  emptyPending: '没有待审批的申请',

  colTime: '申请时间',
  colApplicant: '申请人',
  colLevel: '账号级别',
  colPlace: '所属区域',
  colDepartment: '所属部门',
  col4a: '4A账号',
  colTel: '手机号',
  colStatus: '状态',
  colDecision: '审批结果',
  colActions: '操作',

  detail: '详情',
  approve: '通过',
  reject: '驳回',
  higherLevel: '需上级管理员审批',
  ownApplication: '本人的申请由上级审批',

  approveTitle: '确定通过该申请吗？',
  approveContent: (name: string) =>
    `通过后“${name}”即可导出其数据范围内的数据，并会收到短信与站内消息通知。`,
  approved: '已通过申请',
  rejectTitle: '驳回申请',
  rejectIntro: (name: string) => `请写明驳回“${name}”申请的原因，申请人会在短信和站内消息中看到。`,
  rejectReason: '驳回原因',
  rejectPlaceholder: '例如：请补充部门负责人审批材料后重新申请',
  rejected: '已驳回申请',
  cancel: '取消',
  confirmReject: '确定驳回',

  drawerTitle: '申请详情',
  applicantSection: '申请人',
  applicationSection: '本次申请',
  historySection: '历次申请',
  historyEmpty: '没有其他申请',
  account: '账号',
  name: '姓名',
  kind: '账号类型',
  enterprise: '所属企业',
  email: '邮箱',
  region: '所在地区',
  accountStatus: '账号状态',
  lastLogin: '最近登录',
  created: '注册时间',
  applyTime: '申请时间',
  decideTime: '审批时间',
  approver: '审批人',
  remark: '审批意见',
  loadFailed: '申请详情加载失败',
  retry: '重试',
} as const;

export const APPROVAL_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: '待审批',
  1: '已通过',
  2: '已驳回',
};

export const ACCOUNT_KIND_LABELS: Readonly<Record<string, string>> = {
  customer: '企业客户',
  admin: '管理员',
  operator: '运营人员',
  visitor: '访客',
};

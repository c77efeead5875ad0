import {
  CASE_BUSINESS_NEEDS_MAX,
  ContentOperCode,
  SOLUTION_APP_SCENES_MAX,
  SOLUTION_BUSINESS_NEEDS_MAX,
  SOLUTION_CUSTOMER_CASES_MAX,
  type CaseDetail,
  type CaseListItem,
  type ContentVersionType,
  type SolutionDetail,
  type SolutionListItem,
} from '@pn/shared';

/**
 * The two kinds of record the content editors manage. Everything the shared list, editor
 * and version history need to know about a kind is here, so none of them is written twice.
 */

/** A row of the back-office list, whichever kind it is. */
export interface AdminRow {
  pkId: number;
  name: string;
  industryName: string;
  state: number;
  /** Display authorisation; null for kinds without one. */
  authorized: boolean | null;
  publishTime: string;
  updateTime: string;
}

/** How the version history shows a field. */
export type FieldFormat = 'text' | 'picture' | 'rows' | 'services' | 'net5g' | 'state' | 'flag';

export interface RecordField {
  key: string;
  label: string;
  format: FieldFormat;
}

/** What the editors of both kinds have in common in their details. */
export interface AdminDetail {
  pkId: number;
  state: number;
  updateTime: string;
}

export interface ContentKind<L, D extends AdminDetail> {
  type: Extract<ContentVersionType, 'case' | 'solution'>;
  /** The screen's title (menu name). */
  title: string;
  /** The record in a sentence: 案例, 方案. */
  noun: string;
  createLabel: string;
  paths: { list: string; detail: string; save: string; status: string };
  /** Where the display authorisation is set; only solutions have one. */
  authorizePath: string | null;
  /** The preview page, which shows drafts to editors. */
  preview: 'customerCasePreview' | 'industrySolutionPreview';
  codes: { add: ContentOperCode; edit: ContentOperCode };
  // Method signatures: a kind of one record type also serves code written for any kind.
  rowOf(item: L): AdminRow;
  nameOf(detail: D): string;
  authorizedOf(detail: D): boolean | null;
  /** The record's fields in form order, as the history compares them. */
  fields: readonly RecordField[];
}

/** Field labels shared by the case form and the case history. */
export const caseLabels = {
  name: '案例名称',
  trade: '所属行业',
  front: '封面图片',
  banner: '横幅图片',
  background: '案例背景',
  businessNeeds: '业务需求',
  resolveTitle: '解决方案标题',
  resolveDesc: '解决方案描述',
  resolvePic: '解决方案图片',
  serviceContent: '服务内容',
  serviceDesc: '服务说明',
  value: '案例价值',
  state: '状态',
} as const;

/** Field labels shared by the solution form and the solution history. */
export const solutionLabels = {
  methodName: '方案名称',
  methodDesc: '方案简介',
  trade: '所属行业',
  fontPic: '封面图片',
  bannerPic: '横幅图片',
  businessNeeds: '业务需求',
  appScenes: '应用场景',
  customerCases: '客户案例',
  net5gContent: '5G网络能力',
  net5gDesc: '5G网络说明',
  resolveTitle: '解决方案标题',
  resolveDesc: '解决方案描述',
  resolvePic: '解决方案图片',
  sceneContent: '场景说明',
  state: '状态',
  authorized: '展示授权',
} as const;

/** Row limits of the editors' lists (spec §5). */
export const ROW_LIMITS = {
  caseBusinessNeeds: CASE_BUSINESS_NEEDS_MAX,
  solutionBusinessNeeds: SOLUTION_BUSINESS_NEEDS_MAX,
  appScenes: SOLUTION_APP_SCENES_MAX,
  customerCases: SOLUTION_CUSTOMER_CASES_MAX,
} as const;

export const caseKind: ContentKind<CaseListItem, CaseDetail> = {
  type: 'case',
  title: '成功案例',
  noun: '案例',
  createLabel: '新建案例',
  paths: {
    list: 'sm/success/case/list',
    detail: 'sm/success/case/detail',
    save: 'sm/success/case',
    status: 'sm/success/case/updateStats',
  },
  authorizePath: null,
  preview: 'customerCasePreview',
  codes: { add: ContentOperCode.CASE_ADD, edit: ContentOperCode.CASE_EDIT },
  rowOf: (item) => ({
    pkId: item.pkId,
    name: item.name,
    industryName: item.industryName,
    state: item.state,
    authorized: null,
    publishTime: item.publishTime,
    updateTime: item.updateTime,
  }),
  nameOf: (detail) => detail.name,
  authorizedOf: () => null,
  fields: [
    { key: 'name', label: caseLabels.name, format: 'text' },
    { key: 'industryName', label: caseLabels.trade, format: 'text' },
    { key: 'front', label: caseLabels.front, format: 'picture' },
    { key: 'banner', label: caseLabels.banner, format: 'picture' },
    { key: 'background', label: caseLabels.background, format: 'text' },
    { key: 'businessNeeds', label: caseLabels.businessNeeds, format: 'rows' },
    { key: 'resolveTitle', label: caseLabels.resolveTitle, format: 'text' },
    { key: 'resolveDesc', label: caseLabels.resolveDesc, format: 'text' },
    { key: 'resolvePic', label: caseLabels.resolvePic, format: 'picture' },
    { key: 'serviceContent', label: caseLabels.serviceContent, format: 'services' },
    { key: 'serviceDesc', label: caseLabels.serviceDesc, format: 'text' },
    { key: 'value', label: caseLabels.value, format: 'text' },
    { key: 'state', label: caseLabels.state, format: 'state' },
  ],
};

export const solutionKind: ContentKind<SolutionListItem, SolutionDetail> = {
  type: 'solution',
  title: '行业解决方案',
  noun: '方案',
  createLabel: '新建方案',
  paths: {
    list: 'sm/content/manager/list',
    detail: 'sm/content/manager/detail',
    save: 'sm/content/manager',
    status: 'sm/content/manager/updateStats',
  },
  authorizePath: 'sm/content/manager/authorize',
  preview: 'industrySolutionPreview',
  codes: { add: ContentOperCode.SOLUTION_ADD, edit: ContentOperCode.SOLUTION_EDIT },
  rowOf: (item) => ({
    pkId: item.pkId,
    name: item.methodName,
    industryName: item.industryName,
    state: item.state,
    authorized: item.authorized,
    publishTime: item.publishTime,
    updateTime: item.updateTime,
  }),
  nameOf: (detail) => detail.methodName,
  authorizedOf: (detail) => detail.authorized,
  fields: [
    { key: 'methodName', label: solutionLabels.methodName, format: 'text' },
    { key: 'methodDesc', label: solutionLabels.methodDesc, format: 'text' },
    { key: 'industryName', label: solutionLabels.trade, format: 'text' },
    { key: 'fontPic', label: solutionLabels.fontPic, format: 'picture' },
    { key: 'bannerPic', label: solutionLabels.bannerPic, format: 'picture' },
    { key: 'businessNeeds', label: solutionLabels.businessNeeds, format: 'rows' },
    { key: 'appScenes', label: solutionLabels.appScenes, format: 'rows' },
    { key: 'customerCases', label: solutionLabels.customerCases, format: 'rows' },
    { key: 'net5gContent', label: solutionLabels.net5gContent, format: 'net5g' },
    { key: 'net5gDesc', label: solutionLabels.net5gDesc, format: 'text' },
    { key: 'resolveTitle', label: solutionLabels.resolveTitle, format: 'text' },
    { key: 'resolveDesc', label: solutionLabels.resolveDesc, format: 'text' },
    { key: 'resolvePic', label: solutionLabels.resolvePic, format: 'picture' },
    { key: 'sceneContent', label: solutionLabels.sceneContent, format: 'text' },
    { key: 'state', label: solutionLabels.state, format: 'state' },
    { key: 'authorized', label: solutionLabels.authorized, format: 'flag' },
  ],
};

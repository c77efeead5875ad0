import {
  dropBlankRows,
  emptyContentRow,
  parseNet5gContent,
  parseServiceContent,
  type CaseDetail,
  type CaseFormInput,
  type ContentRow,
  type SolutionDetail,
  type SolutionFormInput,
} from '@pn/shared';

/**
 * Between the records and the editor forms: what a form shows for a record (lists with at
 * least one row, JSON text as items) and what a save sends (blank rows dropped, items back
 * to JSON text).
 */

/** A product line of a case in the form; no code until one is picked. */
export interface ServiceItemValue {
  code: string | undefined;
  desc: string;
}

/** A 5G capability of a solution in the form. */
export interface Net5gItemValue {
  checked: boolean;
  desc: string;
}

export interface CaseFormValues {
  name: string;
  /** Industry id; undefined until one is picked (the select shows its placeholder). */
  trade: string | undefined;
  front: string;
  banner: string;
  background: string;
  businessNeeds: ContentRow[];
  resolveTitle: string;
  resolveDesc: string;
  resolvePic: string;
  serviceContent: ServiceItemValue[];
  serviceDesc: string;
  value: string;
}

export interface SolutionFormValues {
  methodName: string;
  methodDesc: string;
  trade: string | undefined;
  fontPic: string;
  bannerPic: string;
  businessNeeds: ContentRow[];
  appScenes: ContentRow[];
  customerCases: ContentRow[];
  net5gContent: Net5gItemValue[];
  net5gDesc: string;
  resolveTitle: string;
  resolveDesc: string;
  resolvePic: string;
  sceneContent: string;
}

/** A list as the editor shows it: its rows, or one empty row when it has none (spec §5). */
export function rowsForEditing(rows: readonly ContentRow[] | undefined): ContentRow[] {
  return rows && rows.length > 0 ? rows.map((r) => ({ ...r })) : [emptyContentRow()];
}

const blank = (text: string | undefined) => (text ?? '').trim() === '';

/** Service lines worth sending (a product or a description), as the JSON text of §3. */
export function serviceContentText(items: readonly ServiceItemValue[]): string {
  const kept = items
    .filter((i) => !blank(i.code) || !blank(i.desc))
    .map((i) => ({ code: i.code ?? '', desc: i.desc.trim() }));
  return JSON.stringify(kept);
}

/** Capabilities with a description, as the JSON text of §3. */
export function net5gContentText(items: readonly Net5gItemValue[]): string {
  const kept = items
    .filter((i) => !blank(i.desc))
    .map((i) => ({ checked: i.checked, desc: i.desc.trim() }));
  return JSON.stringify(kept);
}

const orUndefined = (id: string) => (id ? id : undefined);

export function emptyCaseValues(): CaseFormValues {
  return {
    name: '',
    trade: undefined,
    front: '',
    banner: '',
    background: '',
    businessNeeds: rowsForEditing([]),
    resolveTitle: '',
    resolveDesc: '',
    resolvePic: '',
    serviceContent: [],
    serviceDesc: '',
    value: '',
  };
}

export function caseValuesOf(detail: CaseDetail): CaseFormValues {
  return {
    name: detail.name,
    trade: orUndefined(detail.trade),
    front: detail.front,
    banner: detail.banner,
    background: detail.background,
    businessNeeds: rowsForEditing(detail.businessNeeds),
    resolveTitle: detail.resolveTitle,
    resolveDesc: detail.resolveDesc,
    resolvePic: detail.resolvePic,
    serviceContent: parseServiceContent(detail.serviceContent),
    serviceDesc: detail.serviceDesc,
    value: detail.value,
  };
}

/** What POST sm/success/case receives; `pkId` set for an existing case. */
export function casePayloadOf(values: CaseFormValues, pkId: number | undefined): CaseFormInput {
  return {
    ...(pkId !== undefined ? { pkId } : {}),
    name: values.name,
    trade: values.trade ?? '',
    front: values.front,
    banner: values.banner,
    background: values.background,
    businessNeeds: dropBlankRows(values.businessNeeds),
    resolveTitle: values.resolveTitle,
    resolveDesc: values.resolveDesc,
    resolvePic: values.resolvePic,
    serviceContent: serviceContentText(values.serviceContent),
    serviceDesc: values.serviceDesc,
    value: values.value,
  };
}

export function emptySolutionValues(): SolutionFormValues {
  return {
    methodName: '',
    methodDesc: '',
    trade: undefined,
    fontPic: '',
    bannerPic: '',
    businessNeeds: rowsForEditing([]),
    appScenes: rowsForEditing([]),
    customerCases: rowsForEditing([]),
    net5gContent: [],
    net5gDesc: '',
    resolveTitle: '',
    resolveDesc: '',
    resolvePic: '',
    sceneContent: '',
  };
}

export function solutionValuesOf(detail: SolutionDetail): SolutionFormValues {
  return {
    methodName: detail.methodName,
    methodDesc: detail.methodDesc,
    trade: orUndefined(detail.trade),
    fontPic: detail.fontPic,
    bannerPic: detail.bannerPic,
    businessNeeds: rowsForEditing(detail.businessNeeds),
    appScenes: rowsForEditing(detail.appScenes),
    customerCases: rowsForEditing(detail.customerCases),
    net5gContent: parseNet5gContent(detail.net5gContent),
    net5gDesc: detail.net5gDesc,
    resolveTitle: detail.resolveTitle,
    resolveDesc: detail.resolveDesc,
    resolvePic: detail.resolvePic,
    sceneContent: detail.sceneContent,
  };
}

/** What POST sm/content/manager receives; `pkId` set for an existing solution. */
export function solutionPayloadOf(
  values: SolutionFormValues,
  pkId: number | undefined,
): SolutionFormInput {
  return {
    ...(pkId !== undefined ? { pkId } : {}),
    methodName: values.methodName,
    methodDesc: values.methodDesc,
    trade: values.trade ?? '',
    fontPic: values.fontPic,
    bannerPic: values.bannerPic,
    businessNeeds: dropBlankRows(values.businessNeeds),
    appScenes: dropBlankRows(values.appScenes),
    customerCases: dropBlankRows(values.customerCases),
    net5gContent: net5gContentText(values.net5gContent),
    net5gDesc: values.net5gDesc,
    resolveTitle: values.resolveTitle,
    resolveDesc: values.resolveDesc,
    resolvePic: values.resolvePic,
    sceneContent: values.sceneContent,
  };
}

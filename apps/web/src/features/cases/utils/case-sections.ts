import { parseServiceContent, productHref, productNameOf, type CaseDetail } from '@pn/shared';

/** The parts of a case page, in order; the tab bar and the anchors use these ids. */
export const CASE_SECTIONS = [
  { id: 'background', label: '项目背景' },
  { id: 'needs', label: '业务需求' },
  { id: 'solution', label: '解决方案' },
  { id: 'services', label: '服务内容' },
  { id: 'value', label: '项目价值' },
] as const;
export type CaseSectionId = (typeof CASE_SECTIONS)[number]['id'];

const filled = (text: string) => text.trim() !== '';

/** The sections a case has something to show in (a draft may leave some empty). */
export function caseSections(detail: CaseDetail): (typeof CASE_SECTIONS)[number][] {
  const has: Record<CaseSectionId, boolean> = {
    background: filled(detail.background),
    needs: detail.businessNeeds.length > 0,
    solution:
      filled(detail.resolveTitle) || filled(detail.resolveDesc) || filled(detail.resolvePic),
    services: filled(detail.serviceDesc) || parseServiceContent(detail.serviceContent).length > 0,
    value: filled(detail.value),
  };
  return CASE_SECTIONS.filter((s) => has[s.id]);
}

export interface ServiceItem {
  code: string;
  /** The product's name, or the code itself when the catalogue does not know it. */
  label: string;
  /** The product's portal page, when it has one. */
  href: string | undefined;
  desc: string;
}

/** The products a case used, named and linked from the catalogue. */
export function serviceItems(serviceContent: string): ServiceItem[] {
  return parseServiceContent(serviceContent).map((item) => ({
    code: item.code,
    label: productNameOf(item.code),
    href: productHref(item.code),
    desc: item.desc,
  }));
}

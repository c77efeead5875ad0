import { parseNet5gContent, type SolutionDetail } from '@pn/shared';

/** The parts of a solution page, in order; the tab bar and the anchors use these ids. */
export const SOLUTION_SECTIONS = [
  { id: 'needs', label: '行业痛点' },
  { id: 'solution', label: '解决方案' },
  { id: 'network', label: '5G能力' },
  { id: 'scenes', label: '应用场景' },
  { id: 'customers', label: '客户案例' },
  { id: 'applications', label: '行业应用' },
] as const;
export type SolutionSectionId = (typeof SOLUTION_SECTIONS)[number]['id'];

const filled = (text: string) => text.trim() !== '';

/**
 * The sections a solution has something to show in (a draft may leave some empty);
 * 行业应用 when its industry has published market applications.
 */
export function solutionSections(
  detail: SolutionDetail,
  hasApplications = false,
): (typeof SOLUTION_SECTIONS)[number][] {
  const has: Record<SolutionSectionId, boolean> = {
    needs: detail.businessNeeds.length > 0,
    solution:
      filled(detail.resolveTitle) || filled(detail.resolveDesc) || filled(detail.resolvePic),
    network: filled(detail.net5gDesc) || parseNet5gContent(detail.net5gContent).length > 0,
    scenes: detail.appScenes.length > 0,
    customers: detail.customerCases.length > 0,
    applications: hasApplications,
  };
  return SOLUTION_SECTIONS.filter((s) => has[s.id]);
}

/**
 * Whether a row's link stays inside the portal (`/case/detail?type=…`): only those become
 * links; anything else (absolute or protocol-relative URLs, back-slashes) is shown as text.
 */
export function isInAppPath(url: string): boolean {
  const value = url.trim();
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/**
 * A 5G capability line split into its name and what it does ("业务隔离：专用DNN…");
 * a line without a full-width colon is all description.
 */
export function capabilityParts(desc: string): { name: string; detail: string } {
  const at = desc.indexOf('：');
  if (at <= 0) return { name: '', detail: desc.trim() };
  return { name: desc.slice(0, at).trim(), detail: desc.slice(at + 1).trim() };
}

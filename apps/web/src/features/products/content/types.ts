import type { ProductCode } from '@pn/shared';

/**
 * The long copy of one product page. The catalogue (`@pn/shared` catalogue.ts) holds the
 * code, name, one-line desc, family/group and order rules; this holds what only the
 * product's own page shows, so it loads with the product pages alone.
 */
export interface ProductDetail {
  code: ProductCode;
  /** One-line slogan under the title on the banner. */
  slogan: string;
  /** Two or three paragraphs: what it is and how it works. */
  overview: readonly string[];
  /** Who it is for: customer types or situations. */
  audiences: readonly string[];
  /** Four to eight capabilities, each a short title and one or two sentences. */
  capabilities: readonly { title: string; desc: string }[];
  /**
   * Typical figures. Values are typical or design targets, never promises: the page labels
   * them "典型指标" and says real values depend on the site survey and contract.
   */
  metrics: readonly { label: string; value: string; note?: string }[];
  /** Three or four scenarios with an industry id from INDUSTRIES where one fits. */
  scenarios: readonly { title: string; desc: string; industry?: string }[];
  /** Related product codes (must exist in the catalogue). */
  related: readonly ProductCode[];
  /** Built-in case types (CASE_TYPES) worth linking, if any. */
  cases?: readonly string[];
  /** Questions a buyer asks, with short answers. */
  faqs?: readonly { q: string; a: string }[];
}

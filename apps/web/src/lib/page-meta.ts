import { useEffect } from 'react';
import { pageTitle } from './document-title';

/** The description index.html ships with; pages without their own put it back. */
const DEFAULT_DESCRIPTION = '5G专网运营平台：5G行业专网产品、解决方案与企业控制台';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

export interface PageMeta {
  title: string;
  description: string;
}

let prerenderCollector: ((meta: PageMeta) => void) | null = null;

/**
 * Prerendering only (src/prerender.tsx), where no effect runs: hands it the meta of the page
 * it renders, for the page's HTML head. null stops collecting.
 */
export function collectPageMeta(collector: ((meta: PageMeta) => void) | null): void {
  prerenderCollector = collector;
}

/**
 * Sets the page title (`名称 - 5G专网运营平台`) and meta description while the calling
 * portal page is shown. `name` undefined (data still loading) leaves the previous values.
 */
export function usePageMeta(name: string | undefined, description?: string): void {
  if (prerenderCollector && name !== undefined) {
    prerenderCollector({
      title: pageTitle(name),
      description: description?.trim() || DEFAULT_DESCRIPTION,
    });
  }
  useEffect(() => {
    if (name === undefined) return;
    document.title = pageTitle(name);
    const tag = descriptionTag();
    tag.content = description?.trim() || DEFAULT_DESCRIPTION;
    return () => {
      tag.content = DEFAULT_DESCRIPTION;
    };
  }, [name, description]);
}

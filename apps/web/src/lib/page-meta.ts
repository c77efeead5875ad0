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

/**
 * Sets the page title (`名称 - 5G专网运营平台`) and meta description while the calling
 * portal page is shown. `name` undefined (data still loading) leaves the previous values.
 */
export function usePageMeta(name: string | undefined, description?: string): void {
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

import type { ComponentType } from 'react';

/**
 * A lazily loaded dialog that uses antd, rendered inside antd's providers (AntdScope): its
 * code and the providers' arrive together, on first use, so the page under it needs neither.
 */
export function scopedDialog<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<{ default: ComponentType<P> }> {
  return async () => {
    const [{ default: Dialog }, { AntdScope }] = await Promise.all([
      load(),
      import('./antd-scope'),
    ]);
    function AntdDialog(props: P) {
      return (
        <AntdScope>
          <Dialog {...props} />
        </AntdScope>
      );
    }
    return { default: AntdDialog };
  };
}

import { useEffect, type ReactNode } from 'react';
import { openContactDialog, preloadContactDialog, type ConsultSource } from '@/lib/contact-dialogs';

interface ConsultButtonProps {
  /** What the demand is about: the page, and the item when there is one. */
  source: ConsultSource;
  className?: string;
  children: ReactNode;
  /**
   * Also fetch the dialog's code once the page is idle: for pages whose main call to action
   * this is (an item's page), so that the dialog opens at once. Elsewhere hover and focus do.
   */
  preloadWhenIdle?: boolean;
}

/** How long an idle preload may wait for the browser to be idle. */
const IDLE_TIMEOUT_MS = 5000;

/** The Network Information API, where the browser has it. */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the visitor asked to save data or is on a 2G-class connection: no idle preload then. */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * A consult call to action: opens the market-demand dialog about `source` over the page.
 * The dialog's code is fetched as the pointer or focus reaches the button (a touch counts),
 * so it is usually there by the click; if not, the dialog shows a spinner until it is.
 */
export function ConsultButton({
  source,
  className,
  children,
  preloadWhenIdle,
}: ConsultButtonProps) {
  useEffect(() => {
    if (!preloadWhenIdle || savingData()) return;
    const preload = () => preloadContactDialog('advice');
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(preload, IDLE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [preloadWhenIdle]);

  const preload = () => preloadContactDialog('advice');
  return (
    <button
      type="button"
      className={className}
      onPointerEnter={preload}
      onPointerDown={preload}
      onFocus={preload}
      onClick={() => openContactDialog('advice', source)}
    >
      {children}
    </button>
  );
}

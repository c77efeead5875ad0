import { useEffect, type ReactNode } from 'react';
import {
  openContactDialog,
  preloadContactDialog,
  warmAdviceDialog,
  type ConsultSource,
} from '@/lib/contact-dialogs';

interface ConsultButtonProps {
  /** What the demand is about: the page, and the item when there is one. */
  source: ConsultSource;
  className?: string;
  children: ReactNode;
  /**
   * Also fetch the dialog's code once the page is idle (without running it, which would
   * hold a phone's main thread while the page starts): for pages whose main call to action
   * this is (an item's page), so that the dialog opens without waiting for the network.
   * Hover and focus load it everywhere.
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
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warmAdviceDialog, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(warmAdviceDialog, IDLE_TIMEOUT_MS);
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

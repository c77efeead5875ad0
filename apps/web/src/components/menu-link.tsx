import type { MenuLinkResult } from '@pn/shared';
import type { MouseEvent, ReactNode } from 'react';
import { authApi } from '@/lib/api-client';
import { showActionError } from '@/lib/api-errors';

interface MenuLinkProps {
  /** The address with its token marker left empty (see menuLinkOf). */
  href: string;
  /** Set when the address is asked of the server on click: it may carry a ticket. */
  ticketMenuId?: string | undefined;
  className?: string;
  children: ReactNode;
}

/**
 * Opens the address of a new-tab menu entry the user holds. An entry with a token marker
 * asks the server for its address (a single-use ticket for allow-listed hosts, never the
 * session token); the tab is opened at the click so no pop-up blocker stops it.
 */
export async function openMenuLink(menuId: string): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const { url } = await authApi.post<MenuLinkResult>('user/account/menuLink', { menuId });
    if (tab) {
      tab.opener = null;
      tab.location.replace(url);
    } else {
      window.open(url, '_blank', 'noopener,noreferrer');
    }
  } catch (error) {
    tab?.close();
    showActionError(error, '链接打开失败，请稍后再试');
  }
}

export function MenuLink({ href, ticketMenuId, className, children }: MenuLinkProps) {
  const onClick = ticketMenuId
    ? (e: MouseEvent<HTMLAnchorElement>) => {
        e.preventDefault();
        void openMenuLink(ticketMenuId);
      }
    : undefined;
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      {children}
    </a>
  );
}

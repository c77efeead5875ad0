import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from '@/lib/portal-nav';
import { DownOutlined } from '@/components/portal/icons/DownOutlined';
import { KeyOutlined } from '@/components/portal/icons/KeyOutlined';
import { LogoutOutlined } from '@/components/portal/icons/LogoutOutlined';
import { UserOutlined } from '@/components/portal/icons/UserOutlined';
import { paths } from '@/config/paths';
import { logout } from '@/lib/logout';
import { hasGroup } from '@/lib/menu-tree';
import { useMenus } from '@/lib/permissions';
import { displayNameOf, useSession } from '@/lib/session';
import { userMenu as text } from '@/locales/zh-CN/common';
import styles from './portal-user-menu.module.css';

type ItemKey = 'user-center' | 'password' | 'logout';

/**
 * The portal header's user dropdown (spec §2), without antd: 用户中心 when the account has
 * user-centre menus, 修改密码 (not for visitors), 退出登录. Opens on click; arrow keys move
 * between the items, Escape or a click outside closes it.
 */
export function PortalUserMenu() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const name = useSession(displayNameOf);
  const isVisitor = useSession((s) => s.isVisitor);
  const { data: menus } = useMenus();
  const hasUserMenus = menus ? hasGroup(menus.groups, 'user') : false;
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const items: { key: ItemKey; label: string; icon: React.ReactNode; danger?: boolean }[] = [
    ...(hasUserMenus
      ? [{ key: 'user-center' as const, label: text.userCenter, icon: <UserOutlined /> }]
      : []),
    ...(isVisitor
      ? []
      : [{ key: 'password' as const, label: text.changePassword, icon: <KeyOutlined /> }]),
    { key: 'logout', label: text.logout, icon: <LogoutOutlined />, danger: true },
  ];

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const focusItem = (index: number) => {
    const buttons = menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]');
    if (!buttons?.length) return;
    buttons[(index + buttons.length) % buttons.length]?.focus();
  };

  const choose = (key: ItemKey) => {
    setOpenOn(null);
    if (key === 'user-center') void navigate(paths.controlUser);
    else if (key === 'password') void navigate(paths.editPwd);
    else void logout().then(() => navigate(paths.login));
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const buttons = [
      ...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
    ];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown') focusItem(index + 1);
    else if (event.key === 'ArrowUp') focusItem(index - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(buttons.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpenOn(null);
      if (event.key === 'Escape') buttonRef.current?.focus();
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-label={text.account}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenOn(open ? null : pathname)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpenOn(pathname);
            requestAnimationFrame(() => focusItem(0));
          }
        }}
      >
        <span className={styles.avatar} aria-hidden="true">
          <UserOutlined />
        </span>
        <span className={styles.name}>{isVisitor ? `${name || text.visitor}` : name}</span>
        <DownOutlined className={styles.caret} />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={text.account}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item) => (
          <li key={item.key} role="none" className={item.danger ? styles.divided : undefined}>
            <button
              type="button"
              role="menuitem"
              className={item.danger ? `${styles.item} ${styles.danger}` : styles.item}
              onClick={() => choose(item.key)}
            >
              {item.icon}
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default PortalUserMenu;

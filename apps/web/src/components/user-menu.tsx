import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { logout } from '@/lib/logout';
import { hasGroup } from '@/lib/menu-tree';
import { useMenus } from '@/lib/permissions';
import { displayNameOf, useSession } from '@/lib/session';
import { userMenu as text } from '@/locales/zh-CN/common';
import styles from './user-menu.module.css';

/**
 * The header's user dropdown (spec §2): 用户中心 when the account has user-centre menus,
 * 修改密码, 退出登录. Shows the account's real name.
 */
export function UserMenu({ theme = 'dark' }: { theme?: 'dark' | 'light' }) {
  const navigate = useNavigate();
  const name = useSession(displayNameOf);
  const isVisitor = useSession((s) => s.isVisitor);
  const { data: menus } = useMenus();
  const hasUserMenus = menus ? hasGroup(menus.groups, 'user') : false;

  const items: MenuProps['items'] = [
    ...(hasUserMenus
      ? [{ key: 'user-center', icon: <UserOutlined />, label: text.userCenter }]
      : []),
    ...(isVisitor ? [] : [{ key: 'password', icon: <KeyOutlined />, label: text.changePassword }]),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: text.logout, danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'user-center') void navigate(paths.controlUser);
    else if (key === 'password') void navigate(paths.editPwd);
    else if (key === 'logout') {
      void logout().then(() => navigate(paths.login));
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button
        type="button"
        className={`${styles.trigger} ${theme === 'light' ? styles.light : styles.dark}`}
        aria-label={text.account}
      >
        <Avatar size={26} icon={<UserOutlined />} className={styles.avatar} />
        <span className={styles.name}>{isVisitor ? `${name || text.visitor}` : name}</span>
        <DownOutlined className={styles.caret} />
      </button>
    </Dropdown>
  );
}

export default UserMenu;

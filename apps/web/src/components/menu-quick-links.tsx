import { RightOutlined } from '@ant-design/icons';
import type { MenuNode } from '@pn/shared';
import { Empty } from 'antd';
import { Link } from 'react-router';
import { MenuIcon } from '@/components/menu-icon';
import { MenuLink } from '@/components/menu-link';
import {
  firstScreenOf,
  isExternalUrl,
  menuLinkOf,
  NEW_TAB,
  sortedChildren,
  type KnownScreen,
} from '@/lib/menu-tree';
import { consoleText } from '@/locales/zh-CN/common';
import styles from './menu-quick-links.module.css';

interface MenuQuickLinksProps {
  /** Header groups whose first-level entries become tiles. */
  groups: MenuNode[];
  known: KnownScreen;
  emptyText: string;
}

/** Tiles for the first-level menu entries the account holds; entries without a screen show 建设中. */
export function MenuQuickLinks({ groups, known, emptyText }: MenuQuickLinksProps) {
  const all = groups.flatMap((group) =>
    sortedChildren(group).map((node) => ({ node, group: group.name })),
  );
  const opensTab = (node: MenuNode) =>
    node.navigateMethod === NEW_TAB || isExternalUrl(node.portalUrl);
  const usable = (node: MenuNode) => opensTab(node) || firstScreenOf(node, known) !== null;
  // What works now first; entries still being built after them, in menu order.
  const tiles = [...all.filter((t) => usable(t.node)), ...all.filter((t) => !usable(t.node))];
  if (!tiles.length) return <Empty description={emptyText} />;
  return (
    <ul className={styles.grid}>
      {tiles.map(({ node, group }) => {
        const body = (
          <>
            <span className={styles.icon}>
              <MenuIcon name={node.icon} />
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{node.name}</span>
              <span className={styles.group}>{group}</span>
            </span>
          </>
        );
        const newTab = opensTab(node);
        const target = newTab ? null : firstScreenOf(node, known);
        return (
          <li key={node.id}>
            {newTab ? (
              <MenuLink className={styles.tile} {...menuLinkOf(node)}>
                {body}
                <RightOutlined className={styles.arrow} />
              </MenuLink>
            ) : target ? (
              <Link className={styles.tile} to={target}>
                {body}
                <RightOutlined className={styles.arrow} />
              </Link>
            ) : (
              <span
                className={`${styles.tile} ${styles.disabled}`}
                title={consoleText.comingSoonTip}
              >
                {body}
                <span className={styles.soon}>{consoleText.comingSoon}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

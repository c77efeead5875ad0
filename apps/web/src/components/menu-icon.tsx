import {
  AlertOutlined,
  ApiOutlined,
  AppstoreAddOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BlockOutlined,
  ClusterOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DeploymentUnitOutlined,
  EyeOutlined,
  FileTextOutlined,
  GlobalOutlined,
  NodeIndexOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  UserOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

// Only the icons menus use, by their antd name: importing every icon would cost ~500 KB.
const ICONS: Record<string, ComponentType> = {
  AlertOutlined,
  ApiOutlined,
  AppstoreAddOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BlockOutlined,
  ClusterOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DeploymentUnitOutlined,
  EyeOutlined,
  FileTextOutlined,
  GlobalOutlined,
  NodeIndexOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  UserOutlined,
  WifiOutlined,
};

/** The icon names the side menu draws (others show as the generic icon). */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS);

/** Whether the side menu draws the icon `name` itself. */
export function hasMenuIcon(name: string): boolean {
  return Object.hasOwn(ICONS, name);
}

/** The antd icon a menu node names; a generic one for unknown names, nothing for none. */
export function MenuIcon({
  name,
  fallback = true,
}: {
  name: string | undefined;
  fallback?: boolean;
}) {
  const Icon = (name && ICONS[name]) || (fallback ? AppstoreOutlined : undefined);
  return Icon ? <Icon /> : null;
}

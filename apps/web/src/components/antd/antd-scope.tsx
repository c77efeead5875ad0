import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { bindMessageApi } from '@/lib/message';

dayjs.locale('zh-cn');

/** Operator blue and a calm, rounded look across antd components. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0052d9',
    colorInfo: '#0052d9',
    colorLink: '#0052d9',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};

/** Routes toast() through antd's App context so popups pick up the theme. */
function MessageBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => bindMessageApi(message), [message]);
  return null;
}

/**
 * antd's theme, Chinese locale and message host around the parts that use antd: the
 * console, the back office, login, and the portal's forms and dialogs. The portal's shell
 * and pages render without it, so their first paint does not wait for antd's runtime.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <AntdApp message={{ maxCount: 1 }}>
        <MessageBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}

export default AntdScope;

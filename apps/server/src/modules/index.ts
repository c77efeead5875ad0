import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account/account.routes.js';
import { alarmRoutes } from './alarm/alarm.routes.js';
import { accountNoticeRoutes } from './account-notice/account-notice.routes.js';
import { areaRoutes } from './area/area.routes.js';
import { captchaRoutes } from './captcha/captcha.routes.js';
import { catalogueRoutes } from './catalogue/catalogue.routes.js';
import { clientLogRoutes } from './client-log/client-log.routes.js';
import { faqRoutes } from './faq/faq.routes.js';
import { caseRoutes } from './content/cases.routes.js';
import { contentAdminRoutes } from './content-admin/content-admin.routes.js';
import { industryRoutes } from './content/industry.routes.js';
import { newsRoutes } from './content/news.routes.js';
import { solutionRoutes } from './content/solutions.routes.js';
import { fileRoutes } from './files/files.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { loginRoutes } from './identity/login.routes.js';
import { customerAdminRoutes } from './customer-admin/customer-admin.routes.js';
import { deviceRoutes } from './device/device.routes.js';
import { deviceMiniRoutes } from './device/device-mini.routes.js';
import { deviceGatewayRoutes } from './device/device-gateway.routes.js';
import { deviceMqttRoutes } from './device-mqtt/mqtt.routes.js';
import { dnnRoutes } from './dnn/dnn.routes.js';
import { monitorRoutes } from './monitor/monitor.routes.js';
import { marketApplicationRoutes } from './market-application/market-application.routes.js';
import { marketDemandRoutes } from './market-demand/market-demand.routes.js';
import { networkOverviewRoutes } from './network-overview/network-overview.routes.js';
import { noticeRoutes } from './notice/notice.routes.js';
import { otaDeviceRoutes } from './ota/ota-device.routes.js';
import { otaRoutes } from './ota/ota.routes.js';
import { industryConsoleRoutes } from './industry/industry.routes.js';
import { industryReportRoutes } from './industry/industry-report.routes.js';
import { saasRoutes } from './saas/saas.routes.js';
import { operLogRoutes } from './oper-log/oper-log.routes.js';
import { orderRoutes } from './order/order.routes.js';
import { platformRoutes } from './platform/platform.routes.js';
import { qodRoutes } from './qod/qod.routes.js';
import { simRoutes } from './sim/sim.routes.js';
import { simServiceRoutes } from './sim-service/sim-service.routes.js';
import { smsRoutes } from './sms/sms.routes.js';
import { statisticsRoutes } from './statistics/statistics.routes.js';
import { ssoRoutes } from './sso/sso.routes.js';
import { vaultRoutes } from './vault/vault.routes.js';
import { approvalRoutes } from './approval/approval.routes.js';
import { menuAdminRoutes } from './menu-admin/menu-admin.routes.js';
import { userCentreRoutes } from './user-centre/user-centre.routes.js';
import { workOrderRoutes } from './work-order/work-order.routes.js';
import { workplaceRoutes } from './workplace/workplace.routes.js';

/** The whole API surface, mounted under /unionmallmanage. */
export const modules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(clientLogRoutes);
  await app.register(noticeRoutes);
  await app.register(captchaRoutes);
  await app.register(loginRoutes);
  await app.register(platformRoutes);
  // portal content (cases, solutions, news, industries)
  await app.register(industryRoutes);
  await app.register(caseRoutes);
  await app.register(solutionRoutes);
  await app.register(newsRoutes);
  // back-office content management (editors, publishing, uploads)
  await app.register(contentAdminRoutes);
  await app.register(marketApplicationRoutes);
  await app.register(fileRoutes);
  // contact widget (regions, market demand, FAQ chatbot)
  await app.register(areaRoutes);
  await app.register(marketDemandRoutes);
  await app.register(faqRoutes);
  // identity flows (SMS, accounts, SSO, export permission, operation log)
  await app.register(smsRoutes);
  await app.register(accountRoutes);
  await app.register(ssoRoutes);
  await app.register(vaultRoutes);
  await app.register(approvalRoutes);
  await app.register(menuAdminRoutes);
  await app.register(operLogRoutes);
  await app.register(accountNoticeRoutes);
  await app.register(workplaceRoutes);
  // back-office 统计分析 dashboard
  await app.register(statisticsRoutes);
  // console user centre (organisation, roles, sub-accounts)
  await app.register(userCentreRoutes);
  await app.register(workOrderRoutes);
  // platform monitoring (back office)
  await app.register(monitorRoutes);
  // back-office alarm centre: rules, records, operator work orders, fault scenes
  await app.register(alarmRoutes);
  // back-office customer management
  await app.register(customerAdminRoutes);
  await app.register(catalogueRoutes);
  // IoT SIM cards (console /control/SIM)
  await app.register(simRoutes);
  await app.register(simServiceRoutes);
  // commerce: order flow, review, provisioning, refunds
  await app.register(orderRoutes);
  await app.register(networkOverviewRoutes);
  await app.register(qodRoutes);
  await app.register(dnnRoutes);
  await app.register(deviceRoutes);
  await app.register(deviceMiniRoutes);
  await app.register(deviceGatewayRoutes);
  await app.register(deviceMqttRoutes);
  // 设备管理: firmware and staged upgrades (console saas/v1, device side device/v1)
  await app.register(otaRoutes);
  await app.register(saasRoutes);
  await app.register(otaDeviceRoutes);
  // 行业终端 and 行业专网 (console industry/v1, terminals report under device/v1)
  await app.register(industryConsoleRoutes);
  await app.register(industryReportRoutes);
};

import type { Migration } from 'kysely';
import * as m000001 from './2026_11_22_000001_create_organisation_and_accounts.js';
import * as m000002 from './2026_11_22_000002_create_announcement_and_logs.js';
import * as m000003 from './2026_11_22_000003_create_identity.js';
import * as m000004 from './2026_11_22_000004_create_portal_content.js';
import * as m000005 from './2026_11_22_000005_create_sso_token_use.js';
import * as m000006 from './2026_11_22_000006_create_areas.js';
import * as m000007 from './2026_11_22_000007_create_market_demand.js';
import * as m000008 from './2026_11_22_000008_create_faq.js';
import * as m000009 from './2026_11_22_000009_create_content_management.js';
import * as m000010 from './2026_11_22_000010_create_market_application.js';
import * as m000011 from './2026_11_22_000011_create_sim.js';
import * as m20261124000001 from './2026_11_24_000001_create_account_notice.js';
import * as m20261124000002 from './2026_11_24_000002_create_daily_sequence.js';
import * as m20261124000003 from './2026_11_24_000003_add_sim_tariff_expiry.js';
import * as m20261124000100 from './2026_11_24_000100_add_market_demand_source_and_ref.js';
import * as m20261124000101 from './2026_11_24_000101_create_market_demand_follow_up.js';
import * as m20261124000200 from './2026_11_24_000200_create_organization_and_customer_roles.js';
import * as m20261124000201 from './2026_11_24_000201_create_work_order.js';
import * as m20261124000202 from './2026_11_24_000202_add_customer_contract.js';
import * as m20261125000001 from './2026_11_25_000001_create_commerce.js';
import * as m20261125000100 from './2026_11_25_000100_create_private_network.js';
import * as m20261125000150 from './2026_11_25_000150_create_menu_province_exclusion.js';
import * as m20261125000160 from './2026_11_25_000160_create_network_stat_daily.js';
import * as m20261125000200 from './2026_11_25_000200_create_device.js';
import * as m20261125000220 from './2026_11_25_000220_create_cpe_mini.js';
import * as m20261127000100 from './2026_11_27_000100_add_order_payment_indexes.js';
import * as m20261127000200 from './2026_11_27_000200_create_alarm.js';
import * as m20261127000300 from './2026_11_27_000300_add_menu_editing.js';
import * as m20261127000400 from './2026_11_27_000400_create_firmware_upgrade.js';
import * as m20261127000500 from './2026_11_27_000500_add_upgrade_count_slots.js';
import * as m20261128000600 from './2026_11_28_000600_create_industry.js';
import * as m20261128000500 from './2026_11_28_000500_create_eco_device.js';
import * as m20261128000700 from './2026_11_28_000700_lighten_upgrade_task_device.js';
import * as m20261128000800 from './2026_11_28_000800_add_eco_request_work_order.js';
import * as m20261201000200 from './2026_12_01_000200_mask_sms_outbox_secrets.js';
import * as m20261201000400 from './2026_12_01_000400_add_job_leases_and_link_tickets.js';
import * as m20261202000100 from './2026_12_02_000100_separate_client_reported_logs.js';
import * as m20261202000200 from './2026_12_02_000200_create_dnn_usage_rollups.js';
import * as m20261202000300 from './2026_12_02_000300_add_device_connections.js';

/**
 * Every migration, keyed by name; names sort in the order they run.
 * Listed statically so the bundled server carries them without reading a folder.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_22_000001_create_organisation_and_accounts': m000001,
  '2026_11_22_000002_create_announcement_and_logs': m000002,
  '2026_11_22_000003_create_identity': m000003,
  '2026_11_22_000004_create_portal_content': m000004,
  '2026_11_22_000005_create_sso_token_use': m000005,
  '2026_11_22_000006_create_areas': m000006,
  '2026_11_22_000007_create_market_demand': m000007,
  '2026_11_22_000008_create_faq': m000008,
  '2026_11_22_000009_create_content_management': m000009,
  '2026_11_22_000010_create_market_application': m000010,
  '2026_11_22_000011_create_sim': m000011,
  '2026_11_24_000001_create_account_notice': m20261124000001,
  '2026_11_24_000002_create_daily_sequence': m20261124000002,
  '2026_11_24_000003_add_sim_tariff_expiry': m20261124000003,
  '2026_11_24_000100_add_market_demand_source_and_ref': m20261124000100,
  '2026_11_24_000101_create_market_demand_follow_up': m20261124000101,
  '2026_11_24_000200_create_organization_and_customer_roles': m20261124000200,
  '2026_11_24_000201_create_work_order': m20261124000201,
  '2026_11_24_000202_add_customer_contract': m20261124000202,
  '2026_11_25_000001_create_commerce': m20261125000001,
  '2026_11_25_000100_create_private_network': m20261125000100,
  '2026_11_25_000150_create_menu_province_exclusion': m20261125000150,
  '2026_11_25_000160_create_network_stat_daily': m20261125000160,
  '2026_11_25_000200_create_device': m20261125000200,
  '2026_11_25_000220_create_cpe_mini': m20261125000220,
  '2026_11_27_000100_add_order_payment_indexes': m20261127000100,
  '2026_11_27_000200_create_alarm': m20261127000200,
  '2026_11_27_000300_add_menu_editing': m20261127000300,
  '2026_11_27_000400_create_firmware_upgrade': m20261127000400,
  '2026_11_27_000500_add_upgrade_count_slots': m20261127000500,
  '2026_11_28_000600_create_industry': m20261128000600,
  '2026_11_28_000500_create_eco_device': m20261128000500,
  '2026_11_28_000700_lighten_upgrade_task_device': m20261128000700,
  '2026_11_28_000800_add_eco_request_work_order': m20261128000800,
  '2026_12_01_000200_mask_sms_outbox_secrets': m20261201000200,
  '2026_12_01_000400_add_job_leases_and_link_tickets': m20261201000400,
  '2026_12_02_000100_separate_client_reported_logs': m20261202000100,
  '2026_12_02_000200_create_dnn_usage_rollups': m20261202000200,
  '2026_12_02_000300_add_device_connections': m20261202000300,
};

import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { SimPageHeader } from '../common/page-header';
import { EventsTab } from './events-tab';
import { RulesTab } from './rules-tab';

type Tab = 'rules' | 'events';

/**
 * 风险防控 (/control/SIM/riskPrevention): the SIM monitoring rules (usage spike, IMEI
 * change, location change, silent cards) and the events they raise. `?tab=events` opens
 * the events.
 */
export function RiskPage() {
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'events' ? 'events' : 'rules';

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 }}>
      <SimPageHeader
        title="风险防控"
        intro="设置物联网卡监控规则（流量突增、机卡分离、位置异常、沉默卡），查看并处理规则触发的风险事件。"
      />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setSearch(key === 'rules' ? {} : { tab: key }, { replace: true })}
          destroyOnHidden
          items={[
            { key: 'rules', label: '监控规则', children: <RulesTab /> },
            { key: 'events', label: '风险事件', children: <EventsTab /> },
          ]}
        />
      </Card>
    </div>
  );
}

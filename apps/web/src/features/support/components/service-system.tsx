import { CheckOutlined } from '@/components/portal/icons/CheckOutlined';
import { CustomerServiceOutlined } from '@/components/portal/icons/CustomerServiceOutlined';
import { DeploymentUnitOutlined } from '@/components/portal/icons/DeploymentUnitOutlined';
import { MonitorOutlined } from '@/components/portal/icons/MonitorOutlined';
import { SolutionOutlined } from '@/components/portal/icons/SolutionOutlined';
import type { ReactNode } from 'react';
import { CardGrid } from '@/components/portal/card-grid';
import portal from '@/components/portal/portal.module.css';
import { PortalSection } from '@/components/portal/portal-section';
import { servicePillars, type ServicePillar } from '../content';
import styles from './support.module.css';

const ICONS: Record<ServicePillar['key'], ReactNode> = {
  presales: <SolutionOutlined />,
  delivery: <DeploymentUnitOutlined />,
  operations: <MonitorOutlined />,
  aftersales: <CustomerServiceOutlined />,
};

/** 服务体系: the four service stages, from pre-sales to after-sales. */
export function ServiceSystem() {
  return (
    <PortalSection
      id="system"
      title="服务体系"
      lead="覆盖专网全生命周期的四段式服务，从第一次咨询到长期运营都有专人负责。"
    >
      <CardGrid label="服务体系">
        {servicePillars.map((pillar) => (
          <div key={pillar.key} className={`${portal.card} ${styles.pillar}`}>
            <span className={styles.pillarIcon} aria-hidden="true">
              {ICONS[pillar.key]}
            </span>
            <h3>{pillar.title}</h3>
            <p>{pillar.text}</p>
            <ul className={styles.points}>
              {pillar.points.map((point) => (
                <li key={point}>
                  <CheckOutlined aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </CardGrid>
    </PortalSection>
  );
}

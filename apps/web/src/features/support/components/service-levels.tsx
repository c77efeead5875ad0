import { CardGrid } from '@/components/portal/card-grid';
import portal from '@/components/portal/portal.module.css';
import { PortalSection } from '@/components/portal/portal-section';
import { serviceGuarantees, serviceLevelNote, serviceLevels } from '../content';
import styles from './support.module.css';

/** 服务保障: typical response and recovery targets by severity, and what backs them. */
export function ServiceLevels() {
  return (
    <PortalSection id="sla" title="服务保障" lead="按故障影响分级响应，关键业务优先处理。">
      <CardGrid label="服务等级">
        {serviceLevels.map((level) => (
          <div key={level.level} className={`${portal.card} ${styles.level}`}>
            <h3>
              <span className={styles.levelBadge}>{level.level}</span>
              {level.name}
            </h3>
            <p>{level.scope}</p>
            <dl className={styles.levelTerms}>
              <div>
                <dt>响应时间</dt>
                <dd>{level.response}</dd>
              </div>
              <div>
                <dt>恢复目标</dt>
                <dd>{level.recovery}</dd>
              </div>
            </dl>
          </div>
        ))}
      </CardGrid>
      <p className={styles.note}>{serviceLevelNote}</p>
      <CardGrid label="服务保障措施" className={styles.guarantees}>
        {serviceGuarantees.map((item) => (
          <div key={item.title} className={`${portal.card} ${styles.guarantee}`}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        ))}
      </CardGrid>
    </PortalSection>
  );
}

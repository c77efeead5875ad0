import { PortalSection } from '@/components/portal/portal-section';
import { processSteps } from '../content';
import styles from './support.module.css';

/** 服务流程: the steps from a first enquiry to acceptance and operations. */
export function ServiceProcess() {
  return (
    <PortalSection
      id="process"
      title="服务流程"
      lead="标准化的六步流程，每一步都有明确的交付物与负责人。"
      tinted
    >
      <ol className={styles.steps}>
        {processSteps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </PortalSection>
  );
}

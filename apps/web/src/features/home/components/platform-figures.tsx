import { figures, figuresIntro } from '../content';
import styles from './home.module.css';

/** A row of headline figures. */
export function PlatformFigures() {
  return (
    <section className={styles.figures} aria-labelledby="home-figures-title">
      <div className={styles.sectionInner}>
        <h2 id="home-figures-title" className={styles.figuresTitle}>
          {figuresIntro.title}
        </h2>
        <dl className={styles.figureList}>
          {figures.map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt>{figure.label}</dt>
              <dd>
                <span className={styles.figureValue}>{figure.value}</span>
                <span className={styles.figureUnit}>{figure.unit}</span>
              </dd>
              <dd className={styles.figureWhen}>{figure.when}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.figuresNote}>{figuresIntro.note}</p>
      </div>
    </section>
  );
}

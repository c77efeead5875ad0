import { CheckOutlined } from '@/components/portal/icons/CheckOutlined';
import { RightOutlined } from '@/components/portal/icons/RightOutlined';
import { PRODUCT_FAMILIES } from '@pn/shared';
import { Link } from '@/lib/portal-nav';
import { hrefOf } from '@/config/paths';
import { serviceModes, serviceModesIntro } from '../content';
import styles from './home.module.css';

/** The family's tier label (优享 / 专享 / 尊享) of a mode: the badge names no internal code. */
const tierOf = (code: string) => PRODUCT_FAMILIES.find((f) => f.mode === code)?.label ?? '';

/** The three service modes B1 / B2 / B3. */
export function ServiceModes() {
  return (
    <section className={styles.section} aria-labelledby="home-modes-title">
      <div className={styles.sectionInner}>
        <header className={styles.sectionHeader}>
          <h2 id="home-modes-title">{serviceModesIntro.title}</h2>
          <p>{serviceModesIntro.lead}</p>
        </header>
        <div className={styles.modes}>
          {serviceModes.map((mode) => (
            <article key={mode.code} className={styles.mode} data-mode={mode.code}>
              <div className={styles.modeHead}>
                <span className={styles.modeCode} aria-hidden="true">
                  {tierOf(mode.code)}
                </span>
                <div>
                  <h3 className={styles.modeName}>{mode.name}</h3>
                  <span className={styles.modeKind}>{mode.kind}</span>
                </div>
              </div>
              <p className={styles.modeSummary}>{mode.summary}</p>
              <ul className={styles.modePoints}>
                {mode.points.map((point) => (
                  <li key={point}>
                    <CheckOutlined />
                    {point}
                  </li>
                ))}
              </ul>
              <p className={styles.modeIndustries}>
                <span>{serviceModesIntro.industriesLabel}</span>
                {mode.industries.join(' · ')}
              </p>
              <Link
                to={hrefOf('productIntroduce', { type: mode.code })}
                className={styles.modeLink}
                aria-label={`${serviceModesIntro.more}：${mode.name}`}
              >
                {serviceModesIntro.more}
                <RightOutlined />
              </Link>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

import { RightOutlined } from '@/components/portal/icons/RightOutlined';
import { productHref, productNameOf, productsOfGroup } from '@pn/shared';
import { Link } from '@/lib/portal-nav';
import { combosIntro } from '../content';
import styles from './home.module.css';

/** The combination packages of the catalogue, each with the products it bundles. */
export function ComboPackages() {
  const combos = productsOfGroup('combo');
  return (
    <section className={styles.section} aria-labelledby="home-combos">
      <div className={styles.sectionInner}>
        <header className={styles.sectionHeader}>
          <h2 id="home-combos">{combosIntro.title}</h2>
          <p>{combosIntro.lead}</p>
        </header>
        <ul className={styles.combos}>
          {combos.map((combo) => (
            <li key={combo.code} className={styles.combo}>
              <h3>{combo.name}</h3>
              <p>{combo.desc}</p>
              <p className={styles.comboParts}>
                <span>{combosIntro.bundles}</span>
                {(combo.components ?? []).map(productNameOf).join(' + ')}
              </p>
              <Link
                to={productHref(combo.code) ?? '#'}
                className={styles.modeLink}
                aria-label={`${combosIntro.more}：${combo.name}`}
              >
                {combosIntro.more}
                <RightOutlined />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

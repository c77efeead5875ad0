import { ArrowRightOutlined } from '@/components/portal/icons/ArrowRightOutlined';
import { Link } from '@/lib/portal-nav';
import { ConsultButton } from '@/components/portal/consult-button';
import { paths } from '@/config/paths';
import { hero } from '../content';
import styles from './home.module.css';

function NetworkIllustration() {
  const nodes = [
    { x: 70, y: 90 },
    { x: 350, y: 70 },
    { x: 390, y: 250 },
    { x: 60, y: 290 },
    { x: 220, y: 370 },
  ];
  return (
    <svg className={styles.heroArt} viewBox="0 0 440 420" role="presentation" aria-hidden="true">
      <defs>
        <radialGradient id="pn-core" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#7fb2ff" stopOpacity="0.9" />
          <stop offset="100%" stopColor="#7fb2ff" stopOpacity="0" />
        </radialGradient>
      </defs>
      {[160, 120, 80].map((r) => (
        <circle
          key={r}
          cx="220"
          cy="210"
          r={r}
          fill="none"
          stroke="#ffffff"
          strokeOpacity={0.1 + (160 - r) / 600}
          strokeDasharray={r === 160 ? '4 8' : undefined}
        />
      ))}
      <circle cx="220" cy="210" r="70" fill="url(#pn-core)" />
      {nodes.map((n) => (
        <line
          key={`l${n.x}`}
          x1="220"
          y1="210"
          x2={n.x}
          y2={n.y}
          stroke="#bcd6ff"
          strokeOpacity="0.45"
          strokeWidth="1.5"
        />
      ))}
      {nodes.map((n) => (
        <g key={`n${n.x}`}>
          <circle cx={n.x} cy={n.y} r="16" fill="#ffffff" fillOpacity="0.14" />
          <circle cx={n.x} cy={n.y} r="7" fill="#ffffff" />
        </g>
      ))}
      <g transform="translate(220 210)">
        <path d="M-14 34 L0 -22 L14 34" fill="none" stroke="#fff" strokeWidth="4" />
        <path d="M-8 10 H8" stroke="#fff" strokeWidth="3" />
        <circle cx="0" cy="-26" r="6" fill="#fff" />
        {[20, 34].map((r) => {
          const d = r * 0.7;
          return (
            <g key={r} fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round">
              <path d={`M${-d} ${-26 - d} A${r} ${r} 0 0 0 ${-d} ${-26 + d}`} />
              <path d={`M${d} ${-26 - d} A${r} ${r} 0 0 1 ${d} ${-26 + d}`} />
            </g>
          );
        })}
      </g>
    </svg>
  );
}

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="home-hero-title" className={styles.heroTitle}>
            {hero.title}
          </h1>
          <p className={styles.heroLead}>{hero.lead}</p>
          <div className={styles.heroActions}>
            <Link to={paths.control} className={styles.buttonLight}>
              {hero.primary}
              <ArrowRightOutlined />
            </Link>
            <ConsultButton source={{ kind: 'home' }} className={styles.buttonGhost}>
              {hero.secondary}
            </ConsultButton>
          </div>
          <ul className={styles.heroTags}>
            {hero.highlights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <NetworkIllustration />
      </div>
    </section>
  );
}

import { Link } from '@/lib/portal-nav';
import portal from './portal.module.css';
import state from './query-state.module.css';
import styles from './detail-page.module.css';

export interface NotFoundText {
  /** Shown when the server gives no reason. */
  message: string;
  hint: string;
  /** The button back to the list. */
  backLabel: string;
}

interface ContentNotFoundProps {
  text: NotFoundText;
  /** The list the button leads back to. */
  backTo: string;
  /** The server's reason, when it gave one. */
  reason?: string;
}

/** An address that names no published record: the reason and a way back to the list. */
export function ContentNotFound({ text, backTo, reason }: ContentNotFoundProps) {
  return (
    <div className={styles.notFound}>
      <div className={state.result}>
        <svg className={state.notFoundArt} viewBox="0 0 160 120" aria-hidden="true">
          <ellipse cx="80" cy="108" rx="64" ry="8" fill="#eef3fb" />
          <rect
            x="36"
            y="18"
            width="88"
            height="80"
            rx="8"
            fill="#eaf2ff"
            stroke="#9ec3ff"
            strokeWidth="3"
          />
          <path
            d="M52 40h56M52 56h40M52 72h48"
            stroke="#9ec3ff"
            strokeWidth="5"
            strokeLinecap="round"
          />
          <circle cx="112" cy="80" r="18" fill="#fff" stroke="#0052d9" strokeWidth="5" />
          <path d="M125 93l14 14" stroke="#0052d9" strokeWidth="6" strokeLinecap="round" />
        </svg>
        <h2 className={state.resultTitle}>{reason || text.message}</h2>
        <p className={state.resultHint}>{text.hint}</p>
        <Link to={backTo} className={portal.buttonPrimary}>
          {text.backLabel}
        </Link>
      </div>
    </div>
  );
}

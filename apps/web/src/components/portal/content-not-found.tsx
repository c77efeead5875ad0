import { Result } from 'antd';
import { Link } from 'react-router';
import portal from './portal.module.css';
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
      <Result
        status="404"
        title={reason || text.message}
        subTitle={text.hint}
        extra={
          <Link to={backTo} className={portal.buttonPrimary}>
            {text.backLabel}
          </Link>
        }
      />
    </div>
  );
}

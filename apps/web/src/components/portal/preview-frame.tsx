import { ContentState } from '@pn/shared';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styles from './preview-frame.module.css';

export interface PreviewFrameText {
  /** Names the strip ("预览模式"). */
  label: string;
  draft: string;
  published: string;
  draftHint: string;
  publishedHint: string;
  close: string;
}

interface PreviewFrameProps {
  /** The record's state, once loaded: the strip says whether it is a draft. */
  state: number | undefined;
  /**
   * The back-office editor list the record belongs to, where closing leads when the tab
   * stays open. Going back in history is no good here: after a login the previous entry is
   * /login, which sends a signed-in editor straight back to the preview.
   */
  editorList: string;
  text: PreviewFrameText;
  children: ReactNode;
}

/**
 * The page of a back-office preview, outside the portal frame: a strip saying it is a
 * preview and whether the record is published, above the record as the portal shows it.
 * Closing shuts the tab the back office opened, or goes to the editor list.
 */
export function PreviewFrame({ state, editorList, text, children }: PreviewFrameProps) {
  const navigate = useNavigate();
  const published = state === ContentState.PUBLISHED;
  const close = () => {
    // Browsers only let a script close a tab it opened, or one with no history of its own.
    window.close();
    if (!window.closed) void navigate(editorList);
  };
  return (
    <div className={styles.page}>
      {state !== undefined ? (
        <div className={styles.bar} role="region" aria-label={text.label}>
          <div className={styles.inner}>
            <p className={styles.state}>
              <span className={published ? styles.published : styles.draft}>
                {`${text.label} · ${published ? text.published : text.draft}`}
              </span>
              <span className={styles.hint}>{published ? text.publishedHint : text.draftHint}</span>
            </p>
            <button type="button" className={styles.close} onClick={close}>
              {text.close}
            </button>
          </div>
        </div>
      ) : null}
      <main>{children}</main>
    </div>
  );
}

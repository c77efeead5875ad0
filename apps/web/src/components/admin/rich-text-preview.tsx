import { Drawer } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { Paragraphs } from '@/components/portal/paragraphs';
import { isRichText, sanitizeRichText } from '@/lib/sanitize-html';
import styles from './rich-text.module.css';
import article from '@/components/portal/article.module.css';

export interface RichTextPreviewProps {
  open: boolean;
  onClose: () => void;
  /** The drawer's own title, e.g. 资讯预览. */
  heading: string;
  title: string;
  /** Source, time and the like, shown under the title. */
  meta?: ReactNode;
  lead?: string;
  cover?: string;
  /** The stored body: editor HTML, or plain text in older records. */
  content: string;
}

/**
 * An unpublished article as the portal will show it: the body sanitised in the browser
 * exactly as the portal does, in the portal's reading typography.
 */
export function RichTextPreview({
  open,
  onClose,
  heading,
  title,
  meta,
  lead,
  cover,
  content,
}: RichTextPreviewProps) {
  const body = useMemo(() => (isRichText(content) ? sanitizeRichText(content) : null), [content]);
  return (
    <Drawer title={heading} open={open} onClose={onClose} size="min(960px, 100vw)" destroyOnHidden>
      <article className={styles.preview} aria-label={title}>
        <h1 className={styles.previewTitle}>{title}</h1>
        {meta ? <div className={styles.previewMeta}>{meta}</div> : null}
        {lead ? <p className={styles.previewLead}>{lead}</p> : null}
        {cover ? <img className={styles.previewCover} src={cover} alt={title} /> : null}
        {body === null ? (
          <Paragraphs text={content} className={article.article} />
        ) : (
          <div className={article.article} dangerouslySetInnerHTML={{ __html: body }} />
        )}
      </article>
    </Drawer>
  );
}

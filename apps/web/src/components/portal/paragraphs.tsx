import styles from './detail-page.module.css';

/** Plain text as paragraphs: one per line, blank lines and surrounding spaces dropped. */
export function toParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Editor-written plain text set as reading prose, line breaks as paragraphs (never HTML). */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className ? `${styles.prose} ${className}` : styles.prose}>
      {toParagraphs(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

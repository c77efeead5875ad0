import { CustomerServiceOutlined } from '@/components/portal/icons/CustomerServiceOutlined';
import { MailOutlined } from '@/components/portal/icons/MailOutlined';
import { PhoneOutlined } from '@/components/portal/icons/PhoneOutlined';
import { useEffect, useId, useRef, useState } from 'react';
import { useContactInfo } from '@/lib/contact-info';
import { contactText } from '@/locales/zh-CN/common';
import styles from './contact-popover.module.css';

/**
 * "联系我们" in the notice strip: a small popover with the configured contact lines
 * (spec §2). Opens on hover or click, closes on Escape, outside click or leaving it.
 */
export function ContactPopover() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A mouse that opened the popover by hovering then clicks the trigger: keep it open.
  const openedByHover = useRef(false);
  const panelId = useId();
  const { data, isPending, isError } = useContactInfo();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return;
        openedByHover.current = !open;
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(openedByHover.current || !open);
          openedByHover.current = false;
        }}
      >
        <CustomerServiceOutlined />
        {contactText.title}
      </button>
      <div
        id={panelId}
        role="dialog"
        aria-label={contactText.title}
        className={styles.panel}
        hidden={!open}
      >
        {isPending ? (
          <p className={styles.muted}>{contactText.loading}</p>
        ) : isError || !data ? (
          <p className={styles.muted}>{contactText.failed}</p>
        ) : (
          <dl className={styles.lines}>
            <div>
              <dt>
                <PhoneOutlined />
                {contactText.phone}
              </dt>
              <dd>
                <a href={`tel:${data.phone.replaceAll('-', '')}`}>{data.phone}</a>
              </dd>
            </div>
            <div>
              <dt>
                <PhoneOutlined />
                {contactText.hotline}
              </dt>
              <dd>
                <a href={`tel:${data.hotline.replaceAll('-', '')}`}>{data.hotline}</a>
              </dd>
            </div>
            {data.email ? (
              <div>
                <dt>
                  <MailOutlined />
                  {contactText.email}
                </dt>
                <dd>
                  <a href={`mailto:${data.email}`}>{data.email}</a>
                </dd>
              </div>
            ) : null}
            <p className={styles.muted}>{contactText.hours(data.serviceHours)}</p>
          </dl>
        )}
      </div>
    </div>
  );
}

import { AlertOutlined } from '@/components/portal/icons/AlertOutlined';
import { CloseOutlined } from '@/components/portal/icons/CloseOutlined';
import { CustomerServiceOutlined } from '@/components/portal/icons/CustomerServiceOutlined';
import { FormOutlined } from '@/components/portal/icons/FormOutlined';
import { MailOutlined } from '@/components/portal/icons/MailOutlined';
import { PhoneOutlined } from '@/components/portal/icons/PhoneOutlined';
import { RobotOutlined } from '@/components/portal/icons/RobotOutlined';
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useLocation } from '@/lib/portal-nav';
import { withChunkTimeout } from '@/lib/chunk';
import { useContactInfo } from '@/lib/contact-info';
import { toast } from '@/lib/message';
import { common, contactText } from '@/locales/zh-CN/common';
import styles from './floating-contact.module.css';
import {
  closeContactDialog,
  openContactDialog,
  useContactDialogs,
  type ContactDialog,
  type ContactDialogLoader,
  type ContactDialogProps,
} from '@/lib/contact-dialogs';

export type { ContactDialogLoader, ContactDialogProps };

const text = {
  region: '在线咨询与联系方式',
  toggle: '在线咨询',
  advice: '需求咨询',
  phone: '电话咨询',
  email: '邮件咨询',
  chat: '智能客服',
  hotline: '举报热线',
  hotlineDetail: '如发现违法违规经营或不良信息，请拨打举报热线，我们将及时核查处理。',
  loadFailed: '内容加载失败，请检查网络后重试',
  cancel: '取消',
};

type Line = 'phone' | 'hotline';
type DialogName = ContactDialog;

class DialogBoundary extends Component<{ onError: () => void; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Mounts a lazily loaded dialog: a loading card with a spinner while its code arrives (when
 * it was not preloaded); a failed load closes it with a message and the next opening tries again.
 */
function LazyDialog({
  load,
  open,
  onClose,
  source,
}: ContactDialogProps & { load: ContactDialogLoader }) {
  const [attempt, setAttempt] = useState(0);
  const [Dialog, setDialog] = useState(() => lazy(withChunkTimeout(load)));
  const onError = () => {
    toast.error(text.loadFailed);
    onClose();
    setDialog(() => lazy(withChunkTimeout(load)));
    setAttempt((n) => n + 1);
  };
  const loading = (
    <div className={styles.loadingMask}>
      <div className={styles.loadingCard} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <span>{common.loading}</span>
        <button type="button" className={styles.loadingCancel} onClick={onClose}>
          {text.cancel}
        </button>
      </div>
    </div>
  );
  return (
    <DialogBoundary key={attempt} onError={onError}>
      <Suspense fallback={open ? loading : null}>
        <Dialog open={open} onClose={onClose} source={source} />
      </Suspense>
    </DialogBoundary>
  );
}

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

// The parts showing the configured contact lines read them themselves: the first fetch of
// a query re-renders what reads it at once (a blocking render), so that is kept to them
// rather than the whole widget.

/** A line's panel: the number once the contact info has loaded. */
function LineDetail({ line }: { line: Line }) {
  const { data: contact, isPending, isError } = useContactInfo();
  if (isPending) return <p className={styles.muted}>{contactText.loading}</p>;
  if (isError || !contact) return <p className={styles.muted}>{contactText.failed}</p>;
  const [title, number, note] =
    line === 'phone'
      ? [contactText.phone, contact.phone, contactText.hours(contact.serviceHours)]
      : [contactText.hotline, contact.hotline, text.hotlineDetail];
  return (
    <>
      <p className={styles.panelTitle}>{title}</p>
      <a className={styles.number} href={telHref(number)}>
        {number}
      </a>
      <p className={styles.muted}>{note}</p>
    </>
  );
}

/** The mailbox (national edition): shown when one is configured. */
function EmailItem() {
  const { data: contact } = useContactInfo();
  if (!contact?.email) return null;
  return (
    <li className={styles.item}>
      <a className={styles.action} href={`mailto:${contact.email}`} title={contact.email}>
        <MailOutlined aria-hidden="true" />
        <span className={styles.label}>{text.email}</span>
      </a>
    </li>
  );
}

/** Starts fetching a dialog's code ahead of the click; a failure surfaces on opening. */
const prefetch = (load: ContactDialogLoader) => () => {
  load().catch(() => undefined);
};

interface FloatingContactProps {
  /** The market-demand (需求咨询) dialog. */
  loadAdviceDialog: ContactDialogLoader;
  /** The FAQ chatbot (智能客服) dialog. */
  loadChatbotDialog: ContactDialogLoader;
}

/**
 * The contact widget on the right edge of every portal page (spec §1): market demand,
 * phone line, mailbox (national edition), FAQ chatbot and report hotline. On narrow
 * screens it folds into one button above back-to-top. The dialogs' code loads on first use.
 */
export function FloatingContact({ loadAdviceDialog, loadChatbotDialog }: FloatingContactProps) {
  const { pathname } = useLocation();
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const ids = useId();
  // Open menus and lines belong to the page they were opened on: navigating closes them.
  const [popup, setPopup] = useState<{ path: string; menu: boolean; line: Line | null }>({
    path: pathname,
    menu: false,
    line: null,
  });
  const current = popup.path === pathname ? popup : { menu: false, line: null };
  const openDialog = useContactDialogs((s) => s.open);
  const mounted = useContactDialogs((s) => s.mounted);
  const source = useContactDialogs((s) => s.source);

  const setMenu = (menu: boolean) => setPopup({ path: pathname, menu, line: null });
  const toggleLine = (line: Line) =>
    setPopup({ path: pathname, menu: current.menu, line: current.line === line ? null : line });
  const closeAll = () => setPopup({ path: pathname, menu: false, line: null });
  const showDialog = (name: DialogName) => {
    closeAll();
    openContactDialog(name, { kind: 'widget' });
  };
  const closeDialog = closeContactDialog;
  const anyOpen = current.menu || current.line !== null;

  useEffect(() => {
    if (!anyOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setPopup((p) => ({ ...p, menu: false, line: null }));
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anyOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !anyOpen) return;
    event.stopPropagation();
    if (current.line) {
      const trigger = document.getElementById(`${ids}-${current.line}`);
      setPopup({ path: pathname, menu: current.menu, line: null });
      trigger?.focus();
    } else {
      setMenu(false);
      toggleRef.current?.focus();
    }
  };

  const lineItem = (line: Line, icon: ReactNode, label: string) => {
    const expanded = current.line === line;
    return (
      <li className={styles.item}>
        <button
          id={`${ids}-${line}`}
          type="button"
          className={styles.action}
          aria-expanded={expanded}
          aria-controls={`${ids}-${line}-panel`}
          onClick={() => toggleLine(line)}
        >
          {icon}
          <span className={styles.label}>{label}</span>
        </button>
        <div
          id={`${ids}-${line}-panel`}
          role="region"
          aria-label={label}
          className={styles.panel}
          hidden={!expanded}
        >
          <LineDetail line={line} />
        </div>
      </li>
    );
  };

  return (
    <>
      <aside
        ref={rootRef}
        className={styles.root}
        aria-label={text.region}
        data-menu-open={current.menu || undefined}
        onKeyDown={onKeyDown}
      >
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={current.menu}
          aria-controls={`${ids}-menu`}
          aria-label={text.toggle}
          onClick={() => setMenu(!current.menu)}
        >
          {current.menu ? (
            <CloseOutlined aria-hidden="true" />
          ) : (
            <CustomerServiceOutlined aria-hidden="true" />
          )}
        </button>
        <ul id={`${ids}-menu`} className={styles.rail}>
          <li className={styles.item}>
            <button
              type="button"
              className={styles.action}
              onPointerEnter={prefetch(loadAdviceDialog)}
              onFocus={prefetch(loadAdviceDialog)}
              onClick={() => showDialog('advice')}
            >
              <FormOutlined aria-hidden="true" />
              <span className={styles.label}>{text.advice}</span>
            </button>
          </li>
          {lineItem('phone', <PhoneOutlined aria-hidden="true" />, text.phone)}
          <EmailItem />
          <li className={styles.item}>
            <button
              type="button"
              className={styles.action}
              onPointerEnter={prefetch(loadChatbotDialog)}
              onFocus={prefetch(loadChatbotDialog)}
              onClick={() => showDialog('chat')}
            >
              <RobotOutlined aria-hidden="true" />
              <span className={styles.label}>{text.chat}</span>
            </button>
          </li>
          {lineItem('hotline', <AlertOutlined aria-hidden="true" />, text.hotline)}
        </ul>
      </aside>
      {mounted.advice ? (
        <LazyDialog
          load={loadAdviceDialog}
          open={openDialog === 'advice'}
          onClose={closeDialog}
          source={source}
        />
      ) : null}
      {mounted.chat ? (
        <LazyDialog load={loadChatbotDialog} open={openDialog === 'chat'} onClose={closeDialog} />
      ) : null}
    </>
  );
}

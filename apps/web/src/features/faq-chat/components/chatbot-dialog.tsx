import { RobotOutlined, SendOutlined } from '@ant-design/icons';
import { DIALOG_WIDTH, FAQ_LIMITS, Messages, type FaqHotItem } from '@pn/shared';
import { Button, Grid, Input, Modal, type GetRef } from 'antd';
import {
  useEffect,
  useReducer,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import Draggable, { type DraggableBounds, type DraggableEventHandler } from 'react-draggable';
import { errorMessageOf } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { useAskFaq } from '../api/ask-faq';
import { useHotQuestions } from '../api/get-hot-questions';
import { chatReducer, emptyChatLog, questionOf, type ChatEntry } from '../chat-log';
import { chatText as text } from '../text';
import styles from './chatbot-dialog.module.css';

interface ChatbotDialogProps {
  open: boolean;
  onClose: () => void;
}

const ORIGIN = { x: 0, y: 0 };
const PHONE_STYLE: CSSProperties = { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 };
const PHONE_CONTAINER_STYLE: CSSProperties = { borderRadius: 0, minHeight: '100dvh' };

function BotBubble({ children }: { children: ReactNode }) {
  return (
    <li className={styles.row} data-from="bot">
      <span className={styles.avatar} aria-hidden="true">
        <RobotOutlined />
      </span>
      <div className={styles.bubble}>
        <span className={styles.srOnly}>{text.bot}：</span>
        {children}
      </div>
    </li>
  );
}

function Suggestions({
  items,
  onPick,
}: {
  items: readonly FaqHotItem[];
  onPick: (question: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <div className={styles.suggestions} role="group" aria-label={text.hot}>
      <p className={styles.suggestionsTitle}>{text.hot}</p>
      <ul className={styles.chips}>
        {items.map((h) => (
          <li key={h.id}>
            <button type="button" className={styles.chip} onClick={() => onPick(h.question)}>
              {h.question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The 800 px FAQ chatbot of the contact widget (spec §2, §4): a greeting with the hot
 * questions, then questions and answers as a conversation. The dialog is dragged by its
 * title bar on wide screens; on phones it takes the full width and stays put. The
 * conversation lasts while the page does.
 */
export function ChatbotDialog({ open, onClose }: ChatbotDialogProps) {
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.md;
  const hot = useHotQuestions(open);
  const ask = useAskFaq();
  const [log, dispatch] = useReducer(chatReducer, emptyChatLog);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<GetRef<typeof Input.TextArea>>(null);

  // Each opening starts where a dialog normally sits.
  const dragRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState(ORIGIN);
  const [bounds, setBounds] = useState<DraggableBounds>({});
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPosition(ORIGIN);
  }

  // Keep the dialog inside the window while it is dragged.
  const onDragStart: DraggableEventHandler = (_event, data) => {
    const rect = dragRef.current?.getBoundingClientRect();
    if (!rect) return;
    const { clientWidth, clientHeight } = document.documentElement;
    setBounds({
      left: data.x - rect.left,
      right: data.x + clientWidth - rect.right,
      top: data.y - rect.top,
      bottom: data.y + clientHeight - rect.bottom,
    });
  };

  const scrollToNewest = () => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  };
  useEffect(() => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.entries.length, log.pending, hot.data]);

  const send = (input: string, fromDraft: boolean) => {
    const question = questionOf(input);
    if (question === null) {
      toast.warning(Messages.INPUT_EMPTY);
      return;
    }
    if (log.pending) return;
    dispatch({ type: 'ask', question });
    if (fromDraft) setDraft('');
    ask.mutate(question, {
      onSuccess: (answer) => dispatch({ type: 'answer', answer }),
      onError: (error) => dispatch({ type: 'fail', message: errorMessageOf(error, text.failed) }),
    });
  };
  const pick = (question: string) => send(question, false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(draft, true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing picks a candidate, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send(draft, true);
  };

  const entry = (e: ChatEntry) =>
    e.from === 'user' ? (
      <li key={e.id} className={styles.row} data-from="user">
        <div className={styles.bubble}>
          <span className={styles.srOnly}>{text.you}：</span>
          <p className={styles.text}>{e.text}</p>
        </div>
      </li>
    ) : (
      <BotBubble key={e.id}>
        {e.related ? <p className={styles.related}>{text.related(e.related)}</p> : null}
        <p className={styles.text} data-kind={e.kind}>
          {e.text}
        </p>
        <Suggestions items={e.suggestions} onPick={pick} />
      </BotBubble>
    );

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={isPhone ? '100%' : DIALOG_WIDTH.chatbot}
      centered={!isPhone}
      mask={{ closable: false }}
      // Inline, so antd's own small-screen margins give way: edge to edge on phones.
      style={isPhone ? PHONE_STYLE : undefined}
      className={isPhone ? styles.phone : undefined}
      classNames={{ body: styles.body, header: styles.header }}
      styles={isPhone ? { container: PHONE_CONTAINER_STYLE } : undefined}
      afterOpenChange={(opened) => {
        if (!opened) return;
        scrollToNewest();
        // Not on phones: the on-screen keyboard would cover the hot questions.
        if (!isPhone) inputRef.current?.focus();
      }}
      title={
        <div className={styles.handle} data-draggable={!isPhone || undefined}>
          <span className={styles.titleIcon} aria-hidden="true">
            <RobotOutlined />
          </span>
          <span className={styles.titleText}>
            <span>{text.title}</span>
            <span className={styles.subtitle}>{text.subtitle}</span>
          </span>
        </div>
      }
      modalRender={(modal) => (
        <Draggable
          nodeRef={dragRef}
          handle={`.${styles.handle}`}
          disabled={isPhone}
          bounds={bounds}
          position={position}
          onStart={onDragStart}
          onDrag={(_event, data) => setPosition({ x: data.x, y: data.y })}
        >
          <div ref={dragRef}>{modal}</div>
        </Draggable>
      )}
    >
      <ol ref={logRef} className={styles.log} role="log" aria-label={text.log}>
        <BotBubble>
          <p className={styles.text}>{text.greeting}</p>
          <Suggestions items={hot.data ?? []} onPick={pick} />
        </BotBubble>
        {log.entries.map(entry)}
        {log.pending ? (
          <BotBubble>
            <p className={styles.thinking} role="status">
              <span className={styles.dots} aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              {text.thinking}
            </p>
          </BotBubble>
        ) : null}
      </ol>
      <form className={styles.composer} onSubmit={onSubmit}>
        <Input.TextArea
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={isPhone ? text.placeholderShort : text.placeholder}
          aria-label={text.inputLabel}
          maxLength={FAQ_LIMITS.ask}
          autoSize={{ minRows: 1, maxRows: 4 }}
          className={styles.input}
        />
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={log.pending}>
          {text.send}
        </Button>
      </form>
    </Modal>
  );
}

export default ChatbotDialog;

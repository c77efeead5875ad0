import { FAQ_LIMITS, Messages, type FaqMatchKind } from '@pn/shared';
import { Card, Input, Tag } from 'antd';
import { useState } from 'react';
import { adminListStyles } from '@/components/admin/admin-list-parts';
import { showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { useTryFaq } from '../api/faq-admin';
import { faqAdminText as text } from '../text';
import styles from './faq-admin.module.css';

const KIND_COLORS: Record<FaqMatchKind, string> = {
  exact: 'success',
  keyword: 'processing',
  fallback: 'warning',
};

/** 试一试: asks the live chatbot and shows which question answered, and how. */
export function FaqTryBox() {
  const [question, setQuestion] = useState('');
  const ask = useTryFaq();

  const submit = (value: string) => {
    if (!value.trim()) {
      toast.warning(Messages.INPUT_EMPTY);
      return;
    }
    ask.mutate(value, { onError: (error) => showActionError(error) });
  };

  const answer = ask.data;
  return (
    <Card title={text.tryTitle} size="small">
      <div className={styles.try}>
        <p className={adminListStyles.intro}>{text.tryIntro}</p>
        <Input.Search
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          onSearch={submit}
          placeholder={text.tryPlaceholder}
          aria-label={text.tryAskLabel}
          maxLength={FAQ_LIMITS.ask}
          enterButton={text.tryAsk}
          loading={ask.isPending}
          allowClear
        />
        {answer ? (
          <section className={styles.tryResult} aria-label={text.tryResult} aria-live="polite">
            <div className={styles.tryHead}>
              <Tag color={KIND_COLORS[answer.kind]}>{text.kindLabels[answer.kind]}</Tag>
              {answer.question ? (
                <span>
                  {text.matched}
                  <strong>{answer.question}</strong>
                </span>
              ) : (
                <span>{text.fallbackHint}</span>
              )}
            </div>
            <p className={styles.tryAnswer}>{answer.answer}</p>
          </section>
        ) : null}
      </div>
    </Card>
  );
}

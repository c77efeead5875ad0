import type { FaqAnswer } from '@pn/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Asks the chatbot one question. */
export function askFaq(question: string): Promise<FaqAnswer> {
  return api.post<FaqAnswer>('sm/faq/ask', { question });
}

export function useAskFaq() {
  return useMutation({ mutationFn: askFaq });
}

import { ContentState } from '@pn/shared';
import { useAdminConfirm } from '@/components/admin/admin-table';
import { showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { useAuthorizeContent } from '../api/authorize-content';
import { useSetContentStatus } from '../api/set-content-status';
import { adminText as text } from '../content';
import type { AdminDetail, ContentKind } from '../kinds';

/** The record an action is about. */
export interface ActionTarget {
  pkId: number;
  name: string;
}

interface PublishOptions {
  /**
   * Runs once the editor confirmed, before publishing: the editor saves its changes here
   * and answers the record to publish, or undefined to stop (e.g. the form is invalid).
   */
  prepare?: () => Promise<ActionTarget | undefined>;
  /** Runs after the attempt with the record it was about (the editor follows a new one). */
  onSettled?: (target: ActionTarget) => void;
}

/**
 * Publishing, withdrawing and (for solutions) the display authorisation, each behind a
 * 464 px confirm dialog, with the outcome as a toast. The list and the editor share them.
 */
export function usePublishActions<D extends AdminDetail>(kind: ContentKind<unknown, D>) {
  const ask = useAdminConfirm();
  const status = useSetContentStatus(kind);
  const authorize = useAuthorizeContent(kind);

  const confirm = (title: string, content: string, run: () => Promise<void>, danger = false) =>
    ask({ title, content, danger, onConfirm: run });

  const publish = (target: ActionTarget, { prepare, onSettled }: PublishOptions = {}) =>
    confirm(text.publishTitle(kind.noun, target.name), text.publishContent, async () => {
      const ready = prepare ? await prepare() : target;
      if (!ready) return;
      try {
        await status.mutateAsync({ id: ready.pkId, status: ContentState.PUBLISHED });
        toast.success(text.publishedDone);
      } catch (error) {
        showActionError(error);
      }
      onSettled?.(ready);
    });

  const withdraw = (target: ActionTarget) =>
    confirm(
      text.withdrawTitle(kind.noun, target.name),
      text.withdrawContent,
      async () => {
        try {
          await status.mutateAsync({ id: target.pkId, status: ContentState.DRAFT });
          toast.success(text.withdrawn);
        } catch (error) {
          showActionError(error);
        }
      },
      true,
    );

  const setAuthorized = (target: ActionTarget, authorized: boolean) =>
    confirm(
      authorized ? text.authorizeTitle(target.name) : text.revokeTitle(target.name),
      authorized ? text.authorizeContent : text.revokeContent,
      async () => {
        try {
          await authorize.mutateAsync({ id: target.pkId, authorized });
          toast.success(authorized ? text.authorizedDone : text.revoked);
        } catch (error) {
          showActionError(error);
        }
      },
      !authorized,
    );

  return { publish, withdraw, setAuthorized, busy: status.isPending || authorize.isPending };
}

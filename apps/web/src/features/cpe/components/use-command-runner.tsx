import type { CommandAccepted } from '@pn/shared';
import { useState } from 'react';
import { CommandProgressDialog } from '@/components/device-command/command-progress';
import { showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { useCpeMutation } from '../api/queries';
import { cpeText as text } from '../text';

/**
 * Sends remote commands and follows them: once the server accepts one, its live progress
 * opens (CommandProgressDialog). `run` rejects when the server refused, after saying why.
 */
export function useCommandRunner() {
  const [commandId, setCommandId] = useState<number | null>(null);
  const send = useCpeMutation((call: () => Promise<CommandAccepted>) => call());

  const run = async (call: () => Promise<CommandAccepted>): Promise<CommandAccepted> => {
    try {
      const accepted = await send.mutateAsync(call);
      toast.success(text.accepted);
      setCommandId(accepted.commandId);
      return accepted;
    } catch (error) {
      showActionError(error);
      throw error;
    }
  };

  return {
    run,
    sending: send.isPending,
    dialog: <CommandProgressDialog commandId={commandId} onClose={() => setCommandId(null)} />,
  };
}

import { create } from 'zustand';

/** The portal's contact dialogs, opened from the floating widget or from any page. */
export type ContactDialog = 'advice' | 'chat';

interface ContactDialogsState {
  /** The dialog on screen. */
  open: ContactDialog | null;
  /** Dialogs opened at least once: they stay mounted so closing keeps their state. */
  mounted: Readonly<Record<ContactDialog, boolean>>;
}

export const useContactDialogs = create<ContactDialogsState>(() => ({
  open: null,
  mounted: { advice: false, chat: false },
}));

/** Opens a contact dialog (the market-demand form or the chatbot) over the current page. */
export function openContactDialog(name: ContactDialog): void {
  useContactDialogs.setState((s) => ({ open: name, mounted: { ...s.mounted, [name]: true } }));
}

export function closeContactDialog(): void {
  useContactDialogs.setState({ open: null });
}

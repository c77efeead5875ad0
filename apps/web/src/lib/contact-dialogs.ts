import type { MarketDemandSource } from '@pn/shared';
import type { ComponentType } from 'react';
import { create } from 'zustand';
import { warmModules } from './warm-modules';

/** The portal's contact dialogs, opened from the floating widget or from any page. */
export type ContactDialog = 'advice' | 'chat';

/**
 * What a consult button is about: its page (kind) and, for an item, the item's id (product
 * code or record id) and Chinese name. Kept with the demand so operators see where it came from.
 */
export type ConsultSource = MarketDemandSource;

/** What the contact dialogs take. */
export interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
  /** The market-demand dialog's subject; the chatbot ignores it. */
  source?: ConsultSource;
}

/** A dialog's code chunk, loaded on first use. */
export type ContactDialogLoader = () => Promise<{ default: ComponentType<ContactDialogProps> }>;

interface ContactDialogsState {
  /** The dialog on screen. */
  open: ContactDialog | null;
  /** Dialogs opened at least once: they stay mounted so closing keeps their state. */
  mounted: Readonly<Record<ContactDialog, boolean>>;
  /** Where the market-demand dialog was last opened from. */
  source: ConsultSource;
}

export const useContactDialogs = create<ContactDialogsState>(() => ({
  open: null,
  mounted: { advice: false, chat: false },
  source: { kind: 'widget' },
}));

/**
 * Opens a contact dialog (the market-demand form or the chatbot) over the current page;
 * the market-demand form with what it is about (the widget itself when not said).
 */
export function openContactDialog(
  name: ContactDialog,
  source: ConsultSource = { kind: 'widget' },
): void {
  useContactDialogs.setState((s) => ({
    open: name,
    mounted: { ...s.mounted, [name]: true },
    source: name === 'advice' ? source : s.source,
  }));
}

export function closeContactDialog(): void {
  useContactDialogs.setState({ open: null });
}

const loaders: Partial<Record<ContactDialog, ContactDialogLoader>> = {};

/** Tells the pages how a dialog's code is loaded (the portal layout does, once). */
export function registerContactDialog(name: ContactDialog, load: ContactDialogLoader): void {
  loaders[name] = load;
}

/**
 * Starts loading a dialog's code ahead of the click (hover, focus). The browser keeps the
 * module, so the opening that follows finds it; a failure surfaces on opening.
 */
export function preloadContactDialog(name: ContactDialog): void {
  loaders[name]?.().catch(() => undefined);
}

/**
 * Fetches the market-demand dialog's code in idle time without running it (running it is
 * what costs a phone: antd and zod). Hover, focus or the click then run it.
 */
export function warmAdviceDialog(): void {
  warmModules('advice');
}

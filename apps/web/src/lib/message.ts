import { message as staticMessage, type MessageArgsProps } from 'antd';

/** Anything that can open an antd message: the static API or `App.useApp().message`. */
interface MessageOpener {
  open(config: MessageArgsProps): unknown;
}

// Every popup shares one key so a new one replaces the one on screen (spec §4:
// "message popups show one at a time"); maxCount guards callers that bypass this module.
const MESSAGE_KEY = 'pn-global-message';
staticMessage.config({ maxCount: 1 });

let opener: MessageOpener = staticMessage;

/**
 * Lets the antd `<App>` context (themed, inside React) show the messages.
 * Returns the unbind function; until bound, the static API is used, so the module also
 * works outside React (API client, route loaders).
 */
export function bindMessageApi(api: MessageOpener): () => void {
  opener = api;
  return () => {
    if (opener === api) opener = staticMessage;
  };
}

type Level = 'success' | 'info' | 'warning' | 'error';

function show(type: Level, content: string, duration?: number): void {
  opener.open({ key: MESSAGE_KEY, type, content, duration });
}

/** One-at-a-time toast messages. */
export const toast = {
  success: (content: string, duration?: number) => show('success', content, duration),
  info: (content: string, duration?: number) => show('info', content, duration),
  warning: (content: string, duration?: number) => show('warning', content, duration),
  error: (content: string, duration?: number) => show('error', content, duration),
};

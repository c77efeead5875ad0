import type { MessageArgsProps } from 'antd';

/** Anything that can open an antd message: the static API or `App.useApp().message`. */
interface MessageOpener {
  open(config: MessageArgsProps): unknown;
}

// Spec §4: "message popups show one at a time". Both message hosts (the static API here,
// `<App message={{ maxCount: 1 }}>` in AntdScope) keep one popup, so a new one pushes
// the one on screen out. Each popup gets its own key: reusing one key would update a
// popup that may already be closing, and the new text could vanish with it.
const MESSAGE_KEY = 'pn-global-message';
let sequence = 0;

let bound: MessageOpener | null = null;

// The static API is antd's: it loads with the first message shown outside an antd area
// (the portal), so the portal's first load does not carry antd. Imported from its own
// module, not the package's index: the import's list of chunks to preload (which the
// chunk importing it carries, on every page) then names message's chunks, not all antd's.
let staticOpener: Promise<MessageOpener> | null = null;
function loadStaticOpener(): Promise<MessageOpener> {
  staticOpener ??= import('antd/es/message').then(({ default: message }) => {
    message.config({ maxCount: 1 });
    return message;
  });
  return staticOpener;
}

/**
 * Lets the antd `<App>` context (themed, inside React) show the messages.
 * Returns the unbind function; until bound, the static API is used, so the module also
 * works outside React (API client, route loaders).
 */
export function bindMessageApi(api: MessageOpener): () => void {
  bound = api;
  return () => {
    if (bound === api) bound = null;
  };
}

type Level = 'success' | 'info' | 'warning' | 'error';

function show(type: Level, content: string, duration?: number): void {
  sequence += 1;
  const config = { key: `${MESSAGE_KEY}-${sequence}`, type, content, duration };
  if (bound) {
    bound.open(config);
    return;
  }
  void loadStaticOpener().then(
    (opener) => {
      // An antd area that mounted meanwhile shows it themed.
      (bound ?? opener).open(config);
    },
    () => console.warn(content),
  );
}

/** One-at-a-time toast messages. */
export const toast = {
  success: (content: string, duration?: number) => show('success', content, duration),
  info: (content: string, duration?: number) => show('info', content, duration),
  warning: (content: string, duration?: number) => show('warning', content, duration),
  error: (content: string, duration?: number) => show('error', content, duration),
};

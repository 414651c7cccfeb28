import { toast } from './toast';

/** What a message says, and for how many seconds (the default: 3). */
export type NoticeContent = string | { content: string; duration?: number };

/** Short messages at the top of the window; Ant Design's message instance fits this shape. */
export interface Notifier {
  error(content: NoticeContent): unknown;
  warning(content: NoticeContent): unknown;
  success(content: NoticeContent): unknown;
  info(content: NoticeContent): unknown;
}

/**
 * Messages from outside React (the HTTP client, the guard). The console's Ant Design shell
 * registers its themed instance while it is mounted; elsewhere (the candidate's pages, which do
 * not load Ant Design) the plain toast serves.
 */
let instance: Notifier = toast;
export const setMessageInstance = (api: Notifier | null) => {
  instance = api ?? toast;
};
export const notify = () => instance;

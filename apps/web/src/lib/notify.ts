import type { NoticeContent, Notifier } from './notifier';
import { toast } from './toast';

export type { NoticeContent, Notifier };

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

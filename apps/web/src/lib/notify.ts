import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Messages from outside React (the HTTP client, the guard). The App shell registers the
 * themed instance; before that the static one serves.
 */
let instance: MessageInstance = message;
export const setMessageInstance = (api: MessageInstance) => {
  instance = api;
};
export const notify = () => instance;

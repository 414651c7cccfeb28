import { API } from '../paths.js';
import { websocket } from './define.js';

/** The live channel: an upgrade, not an envelope (its messages: api/live.ts). */
export const socketResponses = {
  [`GET ${API.liveSocket}`]: websocket(),
};

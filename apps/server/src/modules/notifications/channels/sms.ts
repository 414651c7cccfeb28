import type { NotificationSettings } from '../../../config.js';
import { type Channel, offChannel } from './channel.js';

/** SMS through the configured provider; off without one (docs/DEPLOYMENT.md). */
export function smsChannel(settings: NotificationSettings['sms']): Channel {
  if (!settings) return offChannel('SMS is off: SMS_PROVIDER and its credentials are not set');
  return offChannel(`SMS is off: the ${settings.provider} adapter is not available`);
}

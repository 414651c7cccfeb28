import type { NotificationSettings } from '../../../config.js';
import { type Channel, offChannel } from './channel.js';
import { aliyunSms } from './sms-aliyun.js';
import { tencentSms } from './sms-tencent.js';

/** SMS through the configured provider (docs/DEPLOYMENT.md); off without one. */
export function smsChannel(settings: NotificationSettings['sms']): Channel {
  if (!settings) return offChannel('SMS is off: SMS_PROVIDER and its credentials are not set');
  if (settings.provider === 'tencent' && !settings.sdkAppId) return offChannel('SMS is off: Tencent Cloud needs SMS_SDK_APP_ID');
  return settings.provider === 'tencent' ? tencentSms(settings) : aliyunSms(settings);
}

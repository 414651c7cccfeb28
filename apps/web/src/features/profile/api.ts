import { API, hashPasswordForTransport } from '@kaoshi/contracts';
import { request } from '../../lib/http';

/** docs/REQUIREMENTS.md §12: both passwords travel hashed with the suffix. */
export const changePassword = (oldPass: string, newPass: string) =>
  request<null>({
    url: API.updatePass,
    method: 'POST',
    data: { oldPass: hashPasswordForTransport(oldPass), newPass: hashPasswordForTransport(newPass) },
  });

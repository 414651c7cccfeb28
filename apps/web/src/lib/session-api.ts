import { API, type AuthUser } from '@kaoshi/contracts';
import { formBody, request } from './http';

/**
 * The calls the session store makes (docs/REQUIREMENTS.md §2.4, §4.3). They live beside the store
 * in lib/, not in features/auth, so shared code (layout, components) may use the session without
 * a feature behind it.
 */
export const fetchAuthWebUser = () => request<AuthUser | null>({ url: API.authWebUser, method: 'GET' });
export const fetchPermissionKeys = (roles: string[]) =>
  request<string[]>({ url: API.listPermissionKeysByRoles, method: 'POST', data: formBody({ roles }) });
// POST: signing out changes state, and a GET would be one a link on another site could make.
export const logoutCall = () => request<null>({ url: API.logout, method: 'POST' });

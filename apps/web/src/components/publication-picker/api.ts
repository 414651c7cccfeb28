import { API, type PublicationOption } from '@kaoshi/contracts';
import { request } from '../../lib/http';

/** The publications a proctor or examiner can pick (readable with MARKINGPAPERS). */
export const listPublicationOptions = () => request<PublicationOption[]>({ url: API.listAllPublicationForSelect, method: 'GET' });

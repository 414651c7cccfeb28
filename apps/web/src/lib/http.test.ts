import { STATUS } from '@kaoshi/contracts';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_SUPPRESSION_MS, resetErrorSuppression, showErrorOnce } from './error-message';
import { ApiError, formBody, http, page, quietRequest, readEnvelope, REQUEST_TIMEOUT_MS } from './http';
import { setMessageInstance } from './notify';
import { getToken, setToken } from './token';

const shown: string[] = [];
setMessageInstance({ error: (args: { content: string }) => shown.push(args.content) } as never);

function response(data: unknown, contentType = 'application/json', extra: Partial<AxiosResponse> = {}): AxiosResponse {
  return {
    data,
    status: 200,
    statusText: 'OK',
    headers: { 'content-type': contentType },
    config: { headers: {} },
    ...extra,
  } as AxiosResponse;
}

beforeEach(() => {
  shown.length = 0;
  resetErrorSuppression();
});

describe('the shared API client (docs/REQUIREMENTS.md §14, §15)', () => {
  it('waits 60000 ms before giving up', () => expect(http.defaults.timeout).toBe(REQUEST_TIMEOUT_MS));

  it('returns the data of a 200 envelope', () => {
    expect(readEnvelope(response({ status: STATUS.OK, message: 'Success', data: { a: 1 } }))).toEqual({ a: 1 });
    expect(shown).toEqual([]);
  });

  it('passes 30001 through untouched', () => {
    const body = { status: STATUS.PASS_THROUGH, message: 'as is', data: 7 };
    expect(readEnvelope(response(body))).toBe(body);
  });

  it('passes a file download through untouched', () => {
    const download = response(new Blob(['x']), 'application/force-download');
    expect(readEnvelope(download)).toBe(download);
  });

  it('clears the token and reloads on 10000', () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    setToken('abc');
    expect(() => readEnvelope(response({ status: STATUS.TOKEN_INVALID, message: 'expired', data: null }))).toThrow(ApiError);
    expect(getToken()).toBeUndefined();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the server message for any other status and rejects', () => {
    expect(() => readEnvelope(response({ status: STATUS.CONFLICT, message: 'Taken', data: null }))).toThrow('Taken');
    expect(shown).toEqual(['Taken']);
  });

  it('carries the fields the server named, for the form to mark them', () => {
    const refused = {
      status: STATUS.BAD_REQUEST,
      message: 'Invalid',
      data: { fields: { idNumber: 'check digit', 'a.b': 'nested', odd: 3 } },
    };
    const error = (() => {
      try {
        readEnvelope(response(refused));
      } catch (caught) {
        return caught as ApiError;
      }
    })();
    expect(error?.fields).toEqual({ idNumber: 'check digit', 'a.b': 'nested' });
  });

  it('shows no message for a refusal that asks to be sent again later, and carries its seconds and place', () => {
    const caught = (body: unknown) => {
      try {
        readEnvelope(response(body));
      } catch (error) {
        return error as ApiError;
      }
    };
    const busy = caught({ status: STATUS.RATE_LIMITED, message: 'Busy', data: { retryAfterSeconds: 7, placeInLine: '9.p' } });
    expect(busy?.retry).toEqual({ retryAfterSeconds: 7, placeInLine: '9.p' });
    expect(shown).toEqual([]);
    // A limit that asks for nothing back (too many failed sign-ins) still shows its message.
    const limited = caught({ status: STATUS.RATE_LIMITED, message: 'Too many', data: null });
    expect(limited?.retry).toBeNull();
    expect(shown).toEqual(['Too many']);
  });

  it('suppresses further messages for 5 seconds', () => {
    expect(showErrorOnce('first', 1000)).toBe(true);
    expect(showErrorOnce('second', 1000 + MESSAGE_SUPPRESSION_MS - 1)).toBe(false);
    expect(showErrorOnce('third', 1000 + MESSAGE_SUPPRESSION_MS)).toBe(true);
    expect(shown).toEqual(['first', 'third']);
  });

  it('encodes lists as repeated form fields, and leaves out fields not given', () => {
    expect(formBody({ roleId: 3, permissionIds: [1, 2] }).toString()).toBe('roleId=3&permissionIds=1&permissionIds=2');
    expect(formBody({ username: 'a', placeInLine: undefined }).toString()).toBe('username=a');
  });
});

describe('quiet calls through the shared client', () => {
  /** Answers every call with `answer` and records the request the client built. */
  function answerWith(answer: (config: InternalAxiosRequestConfig) => Promise<Partial<AxiosResponse>>) {
    const seen: InternalAxiosRequestConfig[] = [];
    const adapter = async (config: InternalAxiosRequestConfig) => {
      seen.push(config);
      return { status: 200, statusText: 'OK', headers: {}, config, ...(await answer(config)) } as AxiosResponse;
    };
    return { seen, adapter };
  }

  it('sends the token and the language, and returns the data without a message', async () => {
    setToken('abc');
    const { seen, adapter } = answerWith(async () => ({ data: { status: STATUS.OK, message: 'Success', data: { seq: 2 } } }));
    const result = await quietRequest<{ seq: number }>({ url: '/x', method: 'POST', data: {}, adapter });
    expect(result).toMatchObject({ kind: 'ok', data: { seq: 2 } });
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(seen[0]?.headers.get('Accept-Language')).toBeTruthy();
    expect(shown).toEqual([]);
  });

  it('reports a refusal, a transient status and a network failure without a message', async () => {
    const refused = answerWith(async () => ({ data: { status: STATUS.CONFLICT, message: 'Closed', data: null } }));
    expect(await quietRequest({ url: '/x', adapter: refused.adapter })).toEqual({
      kind: 'refused',
      status: STATUS.CONFLICT,
      message: 'Closed',
    });
    const busy = answerWith(async () => ({ data: { status: STATUS.RATE_LIMITED, message: 'Later', data: null } }));
    expect(await quietRequest({ url: '/x', adapter: busy.adapter })).toEqual({ kind: 'network' });
    const down = answerWith((config) => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config)));
    expect(await quietRequest({ url: '/x', adapter: down.adapter })).toEqual({ kind: 'network' });
    expect(shown).toEqual([]);
  });

  it('clears the token and reloads on 10000, as every call does', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    reload.mockClear();
    setToken('abc');
    const expired = answerWith(async () => ({ data: { status: STATUS.TOKEN_INVALID, message: 'expired', data: null } }));
    expect(await quietRequest({ url: '/x', adapter: expired.adapter })).toMatchObject({ kind: 'refused', status: STATUS.TOKEN_INVALID });
    expect(getToken()).toBeUndefined();
    expect(reload).toHaveBeenCalledOnce();
  });
});

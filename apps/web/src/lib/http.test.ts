import { STATUS } from '@kaoshi/contracts';
import type { AxiosResponse } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_SUPPRESSION_MS, resetErrorSuppression, showErrorOnce } from './error-message';
import { ApiError, formBody, page, readEnvelope, REQUEST_TIMEOUT_MS, http } from './http';
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

describe('the shared API client (spec 7 and 8)', () => {
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

  it('suppresses further messages for 5 seconds', () => {
    expect(showErrorOnce('first', 1000)).toBe(true);
    expect(showErrorOnce('second', 1000 + MESSAGE_SUPPRESSION_MS - 1)).toBe(false);
    expect(showErrorOnce('third', 1000 + MESSAGE_SUPPRESSION_MS)).toBe(true);
    expect(shown).toEqual(['first', 'third']);
  });

  it('encodes lists as repeated form fields', () => {
    expect(formBody({ roleId: 3, permissionIds: [1, 2] }).toString()).toBe('roleId=3&permissionIds=1&permissionIds=2');
  });
});

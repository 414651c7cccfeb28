import { API, hashPasswordForTransport, type LoginResponse } from '@kaoshi/contracts';
import { formBody, request } from '../../lib/http';

export interface SignupInput {
  username: string;
  name: string;
  password: string;
  verifyCode: string;
  captchaKey: string;
}

/** A form body like doLogin's, the password hashed before it leaves the browser; answers with a session. */
export const doSignup = (input: SignupInput) =>
  request<LoginResponse>({
    url: API.signup,
    method: 'POST',
    data: formBody({ ...input, password: hashPasswordForTransport(input.password) }),
  });

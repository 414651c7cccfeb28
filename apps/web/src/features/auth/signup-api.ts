import { API, hashPasswordForTransport, type LoginResponse, type SignupForm } from '@kaoshi/contracts';
import { formBody, request } from '../../lib/http';

/** The contract's form with the password as typed; it is hashed here, before it leaves the browser. */
export type SignupInput = SignupForm;

/** A form body like doLogin's, the password hashed before it leaves the browser; answers with a session. */
export const doSignup = (input: SignupInput) =>
  request<LoginResponse>({
    url: API.signup,
    method: 'POST',
    data: formBody({ ...input, password: hashPasswordForTransport(input.password) }),
  });

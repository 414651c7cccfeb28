import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process (smtp-server), which the app's nodemailer talks to over
 * TCP: every message it accepts is parsed and kept. `refuse` answers a recipient with an SMTP
 * error instead (451: try later, 550: refused for good).
 */
export interface TestSmtpServer {
  url: string;
  received: ParsedMail[];
  refuse: Map<string, { code: number; message: string }>;
  /** How many messages reached one address. */
  countFor(address: string): number;
  close(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const refuse = new Map<string, { code: number; message: string }>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      const refusal = refuse.get(address.address);
      if (!refusal) return callback();
      const error = new Error(refusal.message) as Error & { responseCode: number };
      error.responseCode = refusal.code;
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const addressesOf = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((to) => to.value.map((entry) => entry.address ?? ''));
  return {
    url: `smtp://mailer:secret@127.0.0.1:${port}`,
    received,
    refuse,
    countFor: (address) => received.filter((mail) => addressesOf(mail).includes(address)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

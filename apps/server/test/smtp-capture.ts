// A real SMTP server (smtp-server) started by a test on a free local port: it keeps every message it
// accepts (envelope and raw MIME), refuses them all for now (451, a temporary refusal, as a busy server
// or greylisting would) while `refusing` is set, and answers a recipient listed in `refuseRecipients`
// with that reply (550 no such mailbox, 451 try later). The mail tests point the app's SMTP_URL at it.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  refusing: boolean;
  /** Recipient address -> the reply to its RCPT TO, e.g. '550 No such mailbox'. */
  refuseRecipients: Map<string, string>;
  close(): Promise<void>;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      const reply = capture.refuseRecipients.get(address.address.toLowerCase());
      if (!reply) {
        callback();
        return;
      }
      const [, code, message] = /^(\d{3}) (.*)$/.exec(reply) ?? [];
      callback(Object.assign(new Error(message ?? reply), { responseCode: Number(code ?? 550) }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (capture.refusing) {
          callback(Object.assign(new Error('Message refused for now'), { responseCode: 451 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const capture: SmtpCapture = {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refusing: false,
    refuseRecipients: new Map(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return capture;
}

// A real SMTP server for tests (smtp-server), keeping every received message parsed by postal-mime.
import net, { type AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  port: number;
  received: Email[];
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: Email[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost: no STARTTLS offer, so nodemailer does not try a self-signed upgrade.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            received.push(email);
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A local port with nothing listening on it: connections are refused at once. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

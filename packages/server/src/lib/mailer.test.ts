import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLogger } from './logger.ts';
import { createMailer } from './mailer.ts';

const received: { from: string; to: string[]; data: string }[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mailer', () => {
  it('delivers over SMTP to a real server', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Cartographer <no-reply@example.test>',
      logger: silentLogger,
    });
    const sent = await mailer.send({
      to: 'team@example.test',
      subject: 'New Cartographer sign-up: Ada (Engines)',
      text: 'Company: Engines\nBiggest challenge: API changes break AI apps',
    });
    expect(sent).toBe(true);
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['team@example.test']);
    expect(mail.from).toBe('no-reply@example.test');
    expect(mail.data).toContain('Subject: New Cartographer sign-up: Ada (Engines)');
    expect(mail.data).toContain('Biggest challenge: API changes break AI apps');
  });

  it('without SMTP_URL skips sending and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const mailer = createMailer({ from: 'x@example.test', logger: silentLogger });
    expect(await mailer.send({ to: 'a@example.test', subject: 'one', text: '' })).toBe(false);
    expect(await mailer.send({ to: 'a@example.test', subject: 'two', text: '' })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/SMTP_URL is not set/);
    warn.mockRestore();
  });
});

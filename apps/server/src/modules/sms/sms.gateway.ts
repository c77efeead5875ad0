import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { SmsPurpose } from '@pn/shared';
import type { FastifyInstance } from 'fastify';

/** What a text message is sent for: a verification code, or a notice without one. */
export type SmsKind = SmsPurpose | 'notice';

/**
 * Where text messages go. The default writes them to the outbox; a carrier gateway plugs in
 * here. `secrets` are the parts of `content` nobody but the recipient may read (a code, a
 * password): a gateway delivers them and keeps them nowhere.
 */
export interface SmsGateway {
  send(tel: string, content: string, purpose: SmsKind, secrets?: readonly string[]): Promise<void>;
}

/** What stands in for a code or password wherever a message is kept or shown. */
export const SECRET_MASK = '******';

/** `content` with every secret in it replaced by the mask. */
export function maskSecrets(content: string, secrets: readonly string[] = []): string {
  return secrets
    .filter((s) => s.length > 0)
    .reduce((text, secret) => text.split(secret).join(SECRET_MASK), content);
}

/**
 * A message as sent, in clear: kept only while SMS_TEST_CAPTURE is on (which config refuses
 * outside a test server), for tests to read.
 */
export interface CapturedSms {
  tel: string;
  content: string;
  purpose: SmsKind;
  at: string;
}

/** The file a test server appends captured messages to (one JSON object a line). */
export const SMS_CAPTURE_FILE = 'sms-capture.jsonl';
const CAPTURE_MAX = 500;
const captured = new WeakMap<object, CapturedSms[]>();

/** Messages captured by an application (SMS_TEST_CAPTURE), oldest first; empty otherwise. */
export function capturedSms(app: FastifyInstance): readonly CapturedSms[] {
  return captured.get(app.server) ?? [];
}

/**
 * The default gateway: every message lands in `sms_outbox`, where operators read it, with
 * its codes and passwords masked; it delivers nowhere else. The text is logged (masked) in
 * development only.
 */
export class OutboxGateway implements SmsGateway {
  constructor(private readonly app: FastifyInstance) {}

  async send(
    tel: string,
    content: string,
    purpose: SmsKind,
    secrets: readonly string[] = [],
  ): Promise<void> {
    const kept = maskSecrets(content, secrets);
    await this.app.database.db
      .insertInto('smsOutbox')
      .values({ tel, content: kept, purpose })
      .execute();
    if (this.app.config.nodeEnv === 'development') {
      this.app.log.info({ tel, purpose, content: kept }, 'SMS written to the outbox');
    }
    if (this.app.config.smsTestCapture) await this.capture({ tel, content, purpose });
  }

  private async capture(message: Omit<CapturedSms, 'at'>) {
    const record = { ...message, at: new Date().toISOString() };
    let list = captured.get(this.app.server);
    if (!list) captured.set(this.app.server, (list = []));
    list.push(record);
    if (list.length > CAPTURE_MAX) list.splice(0, list.length - CAPTURE_MAX);
    // Server tests read the memory; a test server in its own process (the browser journeys)
    // leaves the file beside its data.
    if (this.app.config.nodeEnv === 'test') return;
    await mkdir(this.app.config.dataDir, { recursive: true });
    await appendFile(
      path.join(this.app.config.dataDir, SMS_CAPTURE_FILE),
      `${JSON.stringify(record)}\n`,
    );
  }
}

// Keyed by the HTTP server, which every encapsulated plugin context of one app shares.
const gateways = new WeakMap<object, SmsGateway>();

/** The application's SMS gateway (the configured one unless replaced with `useSmsGateway`). */
export function smsGatewayOf(app: FastifyInstance): SmsGateway {
  let gateway = gateways.get(app.server);
  if (!gateway) {
    gateway = new OutboxGateway(app);
    gateways.set(app.server, gateway);
  }
  return gateway;
}

/** Replaces the gateway of an application (a carrier integration, or a test double). */
export function useSmsGateway(app: FastifyInstance, gateway: SmsGateway): void {
  gateways.set(app.server, gateway);
}

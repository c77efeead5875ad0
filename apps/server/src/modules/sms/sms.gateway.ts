import type { SmsPurpose } from '@pn/shared';
import type { FastifyInstance } from 'fastify';

/** What a text message is sent for: a verification code, or a notice without one. */
export type SmsKind = SmsPurpose | 'notice';

/** Where text messages go. The default writes them to the outbox; a carrier gateway plugs in here. */
export interface SmsGateway {
  send(tel: string, content: string, purpose: SmsKind): Promise<void>;
}

/**
 * The default gateway: every message lands in `sms_outbox`, where operators (and the
 * end-to-end tests) read it. The text is logged in development only, never in production.
 */
export class OutboxGateway implements SmsGateway {
  constructor(private readonly app: FastifyInstance) {}

  async send(tel: string, content: string, purpose: SmsKind): Promise<void> {
    await this.app.database.db.insertInto('smsOutbox').values({ tel, content, purpose }).execute();
    if (this.app.config.nodeEnv === 'development') {
      this.app.log.info({ tel, purpose, content }, 'SMS written to the outbox');
    }
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

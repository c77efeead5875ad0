import fs from 'node:fs';
import { DEVICE_KINDS } from '@pn/shared';
import { z } from 'zod';
import type { SimulatorDevice } from './simulator.js';

/**
 * The demo's device secrets, `${DATA_DIR}/device-secrets.json`, as the server writes them
 * on start (device-gateway.service ensureDemoCredentials).
 */
const SecretsFileSchema = z.object({
  generatedAt: z.string().optional(),
  devices: z.array(
    z.object({
      serial: z.string().min(1),
      kind: z.enum(DEVICE_KINDS).catch('cpe'),
      secret: z.string().min(1),
      intervalSeconds: z.number().int().positive().optional(),
      firmware: z.string().optional(),
    }),
  ),
});

/** The devices listed in a secrets file; throws with the reason when it cannot be used. */
export function readSecretsFile(file: string): SimulatorDevice[] {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`cannot read ${file}: ${(err as Error).message}`, { cause: err });
  }
  const parsed = SecretsFileSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${file} is not a device secrets file`);
  return parsed.data.devices.map((d) => ({
    serial: d.serial,
    secret: d.secret,
    kind: d.kind,
    intervalSeconds: d.intervalSeconds,
    firmware: d.firmware,
  }));
}

import { DeviceMessages } from '@pn/shared';

const CARD_MESSAGES: readonly string[] = [
  DeviceMessages.CARD_REQUIRED,
  DeviceMessages.CARD_INVALID,
  DeviceMessages.CARD_NOT_FOUND,
  DeviceMessages.CARD_NOT_ACTIVE,
  DeviceMessages.CARD_BOUND_ELSEWHERE,
];
const SLOT_MESSAGES: readonly string[] = [
  DeviceMessages.SLOT_INVALID,
  DeviceMessages.SLOT_TAKEN,
  DeviceMessages.SLOT_EMPTY,
];

/**
 * The field of the bind form a refusal of the server is about (the card number or the
 * slot), so it shows under that field; null for the others (identity, device), which the
 * dialog shows above its buttons.
 */
export function bindRefusalField(message: string): 'msisdn' | 'slot' | null {
  if (CARD_MESSAGES.includes(message)) return 'msisdn';
  if (SLOT_MESSAGES.includes(message)) return 'slot';
  return null;
}

// The operation-log and login-record schemas live in packages/shared (the back office reads them).
export {
  LoginAttemptItemSchema,
  LoginAttemptPageSchema,
  LoginAttemptQuerySchema,
  OperLogItemSchema,
  OperLogPageSchema,
  OperLogQuerySchema,
  type LoginAttemptQuery,
  type OperLogQuery,
} from '@pn/shared';

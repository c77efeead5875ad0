import { z } from 'zod';
import { CLIENT_LOG_LIMITS as L } from '../constants.js';

/*
 * What the web client reports about itself. The server stores it in the client-reported log
 * (前端上报), labelled as such, never in the operation log: the client's word is not a fact.
 */

/** One queued non-success response, uploaded by the web client as an error log. */
export const ErrorLogEntrySchema = z.object({
  transId: z.string().max(L.transId).default(''),
  message: z.string().max(L.message).default(''),
  status: z.coerce.string().max(L.status).default(''),
});
export type ErrorLogEntry = z.infer<typeof ErrorLogEntrySchema>;

export const ErrorLogUploadSchema = z.object({
  logList: z
    .array(ErrorLogEntrySchema)
    .min(1, '日志不能为空')
    .max(L.batch, `单次最多上传${L.batch}条日志`),
});
export type ErrorLogUpload = z.infer<typeof ErrorLogUploadSchema>;

/**
 * One slow page load as the client measured it (spec §7 names the fields of an operation
 * log entry). Stored as a client-reported page load; operType is accepted and ignored.
 */
export const OperLogEntrySchema = z.object({
  operType: z.coerce.number().int().min(0).max(3).default(3),
  operUrl: z.string().max(L.operUrl),
  title: z.string().max(L.title).default(''),
  timeDelay: z.coerce.number().int().min(0).max(3_600_000),
  status: z.coerce.string().max(L.status).default('0'),
});
export type OperLogEntry = z.infer<typeof OperLogEntrySchema>;

export const OperLogUploadSchema = z.object({
  logList: z
    .array(OperLogEntrySchema)
    .min(1, '日志不能为空')
    .max(L.batch, `单次最多上传${L.batch}条日志`),
});
export type OperLogUpload = z.infer<typeof OperLogUploadSchema>;

/** What the client-reported log stores: a non-success response, or a slow page load. */
export const ClientLogKind = { ERROR: 'error', PAGE_LOAD: 'page_load' } as const;
export type ClientLogKind = (typeof ClientLogKind)[keyof typeof ClientLogKind];

export const ClientLogMessages = {
  TOO_FREQUENT: '日志上报过于频繁，请稍后再试',
} as const;

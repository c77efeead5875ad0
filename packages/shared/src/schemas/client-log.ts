import { z } from 'zod';

/** One queued non-success response, uploaded by the web client as an error log. */
export const ErrorLogEntrySchema = z.object({
  transId: z.string().max(64).default(''),
  message: z.string().max(500).default(''),
  status: z.coerce.string().max(32).default(''),
});
export type ErrorLogEntry = z.infer<typeof ErrorLogEntrySchema>;

export const ErrorLogUploadSchema = z.object({
  logList: z.array(ErrorLogEntrySchema).min(1, '日志不能为空').max(100, '单次最多上传100条日志'),
});
export type ErrorLogUpload = z.infer<typeof ErrorLogUploadSchema>;

/** One client-side operation record (page browse latency and the like). */
export const OperLogEntrySchema = z.object({
  operType: z.coerce.number().int().min(0).max(3).default(3),
  operUrl: z.string().max(500),
  title: z.string().max(100).default(''),
  timeDelay: z.coerce.number().int().min(0).max(3_600_000),
  status: z.coerce.string().max(32).default('0'),
});
export type OperLogEntry = z.infer<typeof OperLogEntrySchema>;

export const OperLogUploadSchema = z.object({
  logList: z.array(OperLogEntrySchema).min(1, '日志不能为空').max(100, '单次最多上传100条日志'),
});
export type OperLogUpload = z.infer<typeof OperLogUploadSchema>;

export * from './status.js';
export * from './constants.js';
export * from './format.js';
export * from './schemas/common.js';
export * from './schemas/client-log.js';
export * from './regions.js';
export * from './zod-locale.js';
export * from './schemas/notice.js';

/**
 * The page's CSP forbids eval, so zod's compiled parsers can never run in the browser; but
 * zod tries `new Function` as it builds its first object schema, and the browser reports the
 * attempt as a CSP violation on every page whose code builds schemas (forms, and the demand
 * dialog preloaded on item pages). zod 4 keeps its settings on `globalThis.__zod_globalConfig`,
 * shared by every copy of it: turning the compiler off there, before any schema exists,
 * costs the first screen no zod code. Should zod move it, the report simply returns.
 */
const host = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(host.__zod_globalConfig ??= {}).jitless = true;

// Runs before the app's modules (a plain script in index.html's head). Zod compiles object
// parsers with `new Function` unless told not to, and probes for it when its first schema is
// built: under the Content-Security-Policy (script-src without 'unsafe-eval', decision 0009)
// that probe is refused and reported as a violation. Zod reads its settings from this global
// (shared by every copy of zod), and must find it before any module builds a schema, which a
// module of the app cannot guarantee (the chunks it imports run first). src/csp.test.ts checks
// zod still reads it.
globalThis.__zod_globalConfig = Object.assign({}, globalThis.__zod_globalConfig, { jitless: true });

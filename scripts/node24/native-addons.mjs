// Preloaded (`--import`) into Node 24 by scripts/node24/run.sh. node_modules holds
// better-sqlite3 built for the machine's Node (20), whose ABI Node 24 refuses; the script builds
// a Node 24 copy of its addon elsewhere and this hook loads that copy instead, so the one
// node_modules serves both runtimes and the Node 20 build is never touched.
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const replacement = process.env.KAOSHI_NODE24_SQLITE_ADDON;
if (!replacement) throw new Error('KAOSHI_NODE24_SQLITE_ADDON names the Node 24 build of better_sqlite3.node');
const replacementUrl = pathToFileURL(replacement).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    return resolved.url.endsWith('/better-sqlite3/build/Release/better_sqlite3.node') ? { ...resolved, url: replacementUrl } : resolved;
  },
});

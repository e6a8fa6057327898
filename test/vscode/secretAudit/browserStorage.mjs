// The web workbench keeps part of an extension's state in the browser (globalState / workspaceState in IndexedDB,
// window logs, localStorage), which vanishes with Chromium's temporary profile. This copies all of it into a file
// before the browser closes, so the secret audit can scan it like any other file the run left behind.
import { writeFileSync } from 'node:fs';

/** @param {import('playwright-core').Page} page @param {string} file */
export async function dumpBrowserStorage(page, file) {
  const dump = await page.evaluate(async () => {
    const asText = (value) => {
      if (value instanceof Uint8Array || value instanceof ArrayBuffer) return new TextDecoder().decode(value);
      if (typeof value === 'string') return value;
      try {
        return JSON.stringify(value, (_key, inner) =>
          inner instanceof Uint8Array ? new TextDecoder().decode(inner) : inner,
        );
      } catch {
        return String(value);
      }
    };
    const done = (request) =>
      new Promise((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const out = { localStorage: { ...localStorage }, sessionStorage: { ...sessionStorage }, indexedDB: {} };
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await done(indexedDB.open(name));
      const stores = {};
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName, 'readonly').objectStore(storeName);
        const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
        stores[storeName] = keys.map((key, i) => [asText(key), asText(values[i])]);
      }
      db.close();
      out.indexedDB[name] = stores;
    }
    return JSON.stringify(out, null, 1);
  });
  writeFileSync(file, dump);
  return dump.length;
}

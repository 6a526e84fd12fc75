import { JSDOM } from 'jsdom';
import fs from 'fs';
const dom = new JSDOM('<!DOCTYPE html><body></body>', { pretendToBeVisual: true });
globalThis.window = dom.window; globalThis.document = dom.window.document;
globalThis.DOMParser = dom.window.DOMParser;
Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true });
const { default: mermaid } = await import('mermaid');
mermaid.initialize({ startOnLoad: false });
let failed = 0;
for (const f of process.argv.slice(2)) {
  try { await mermaid.parse(fs.readFileSync(f, 'utf8')); console.log('ok', f); }
  catch (e) { console.log('FAIL', f, String(e.message || e).split('\n')[0]); failed++; }
}
process.exit(failed ? 1 : 0);

// Renders each Mermaid file as mermaid-cli does (its renderMermaid, in one browser:
// Debian's Chromium through puppeteer) and checks the picture is whole: not mermaid's
// error picture ("Syntax error", "Maximum text size in diagram exceeded"), and one drawn
// message per arrow of the file and one note per note. Prints, for each file,
// "FILE arrows DRAWN of WRITTEN notes DRAWN of WRITTEN width W height H".
import puppeteer from 'puppeteer';
import { renderMermaid } from '@mermaid-js/mermaid-cli';
import fs from 'fs';

const browser = await puppeteer.launch({
  executablePath: process.env.CORRSIM_CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'], // root in CI has no user namespace sandbox
});
let failed = 0;
const count = (text, re) => (text.match(re) || []).length;
try {
  for (const file of process.argv.slice(2)) {
    const definition = fs.readFileSync(file, 'utf8');
    const arrows = count(definition, /^\s*\S+\s*(?:-{1,2}(?:>>|>|x|\)))[+-]?\s*\S+\s*:/gm);
    const notes = count(definition, /^\s*Note (?:over|left of|right of) /gm);
    let svg = '';
    try {
      const { data } = await renderMermaid(browser, definition, 'svg');
      svg = Buffer.from(data).toString('utf8');
    } catch (e) {
      console.log('FAIL', file, String(e.message || e).split('\n')[0]);
      failed++;
      continue;
    }
    const drawnArrows = count(svg, /class="messageText"/g);
    const drawnNotes = count(svg, /<rect[^>]*class="note"/g);
    const box = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg);
    const broken = /Syntax error in text|Maximum text size in diagram exceeded/.test(svg);
    const whole = !broken && drawnArrows === arrows && drawnNotes === notes && box;
    console.log(`${file} arrows ${drawnArrows} of ${arrows} notes ${drawnNotes} of ${notes}` +
                ` width ${box ? Math.round(box[1]) : 0} height ${box ? Math.round(box[2]) : 0}` +
                (broken ? ' ERROR-PICTURE' : ''));
    if (!whole) failed++;
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);

import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const texts = async (js: boolean) => {
  const c = await b.newContext({ javaScriptEnabled: js, timezoneId: 'Pacific/Kiritimati', locale: 'nl-NL' });
  await c.addInitScript(() => localStorage.setItem('kring.cookieConsent', 'declined'));
  const p = await c.newPage();
  p.on('pageerror', (e) => console.log('PAGEERROR', e.message.slice(0, 100)));
  await p.goto('http://127.0.0.1:3311/prijzen');
  await p.waitForTimeout(4000);
  const t = await p.evaluate(() => document.body.innerText);
  await c.close();
  return t.split('\n');
};
const a = await texts(false), bb = await texts(true);
const sa = new Set(a), sb = new Set(bb);
console.log('only server:', a.filter((l) => !sb.has(l)));
console.log('only client:', bb.filter((l) => !sa.has(l)));
await b.close();

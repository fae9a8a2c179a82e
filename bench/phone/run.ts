/**
 * `npm run bench:phone`: a participant's phone on a slow network (issue 16 §2, docs/BENCHMARKS.md).
 *
 * Debian Chromium with a phone's viewport, the network throttled to FAST_3G through the Chrome
 * DevTools Protocol and its CPU slowed 4×, against a real Mingle server serving the built web
 * app. Per run, on a fresh phone (empty cache, new connections): time until the join form of
 * `/go` and of `/{code}` is usable, then — seated in a fresh event — time from the host's
 * GraphQL mutation that opens answering until the phone shows the answer options.
 * Exits 1 when the median join form is not usable within TARGET_MS; 2 when the run fails.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type CDPSession, type Locator, type Page } from 'playwright-core';
import { advance, removeDirs, repoRoot, setupEvent, startMingle, type BenchEvent } from '../mingle';
import { killAll, sleep } from '../procs';
import { startFrameDelayProxy, type FrameWatcher } from './frameDelayProxy';
import { cdpCpuThrottling, cdpNetworkConditions, describeProfile, FAST_3G, frameLink, type ThrottleProfile } from './profile';
import { allWithinTarget, formatTable, timing, type Timing } from './summary';

/**
 * How the bench finds things on the phone: by role and accessible name, so a rebuilt page
 * still matches. Adjust here when the participant's markup changes.
 */
const ON_PHONE = {
  codeField: (p: Page) => p.getByRole('textbox', { name: /code/i }),
  nicknameField: (p: Page) => p.getByRole('textbox', { name: /nickname/i }),
  joinButton: (p: Page) => p.getByRole('button', { name: /^join$/i }),
  /** The lobby, once seated. */
  seated: (p: Page) => p.getByText(/you.re in/i).first(),
  question: (p: Page, text: string) => p.getByText(text).first(),
  /** An answer option: a button named after the option's text (a shape's name may follow). */
  answerOption: (p: Page, text: string) => p.getByRole('button', { name: new RegExp(`^${text}\\b`) }).first(),
} as const;

/** The question and option setupEvent (bench/mingle.ts) puts on its first slide. */
const QUESTION = 'Bench question 1: which option is right?';
const FIRST_OPTION = 'Alpha';

/** Issue 16: the join form is usable within 3 s on FAST_3G. */
const TARGET_MS = 3000;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
/** A letter typed into a field to prove the page takes input; cleared again afterwards. */
const PROBE = 'K';
const STEP_TIMEOUT_MS = 60_000;

const USAGE = `Usage: npm run bench:phone -- [options]
  --runs N          fresh phones per measurement (default 5)
  --web-dist DIR    the built web app to serve (default apps/web/dist; build it with npm run build)
  --json            print one JSON object as the last line
Needs a built web app (npm run build) and Chromium at /usr/bin/chromium (or CHROMIUM_PATH).`;

function options(argv: string[]): { runs: number; webDist: string; json: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '5' },
      'web-dist': { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer\n${USAGE}`);
  return { runs, webDist: values['web-dist'] ?? join(repoRoot, 'apps/web/dist'), json: values.json };
}

const log = (s: string) => console.error(`[bench:phone] ${s}`);

interface Phone {
  page: Page;
  cdp: CDPSession;
  /** Bytes received over the network (compressed, with headers) since the phone opened. */
  received(): number;
  close(): Promise<void>;
}

/** A phone in a fresh browser context: no cache, no cookies, no open connections. */
async function openPhone(browser: Browser, profile: ThrottleProfile | null): Promise<Phone> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let received = 0;
  cdp.on('Network.loadingFinished', (e) => (received += e.encodedDataLength));
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile) {
    await cdp.send('Network.emulateNetworkConditions', cdpNetworkConditions(profile));
    await cdp.send('Emulation.setCPUThrottlingRate', cdpCpuThrottling(profile));
  }
  return { page, cdp, received: () => received, close: () => context.close() };
}

/**
 * Navigates and returns ms from navigation start until `field` is usable: visible, enabled,
 * the document parsed with its module scripts run, and a typed letter lands in its value
 * (read back after typing). The figure ends when the letter was read back: it includes the
 * bench's own typing and polling (tens of ms), never less than a person would see.
 */
async function timeToUsableField(phone: Phone, url: string, field: Locator): Promise<number> {
  const { page } = phone;
  await page.goto(url, { waitUntil: 'commit' });
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  for (;;) {
    await field.waitFor({ state: 'visible', timeout: Math.max(1, deadline - Date.now()) });
    // A string, as bench/ compiles without the DOM's types: it runs in the page.
    const parsed = await page.evaluate<boolean>("document.readyState !== 'loading'");
    if (parsed && (await field.isEnabled()) && (await field.isEditable())) {
      await field.pressSequentially(PROBE);
      const value = await field.inputValue();
      const at = await page.evaluate(() => performance.now());
      await field.clear();
      if (value.toUpperCase().includes(PROBE)) return at;
    }
    if (Date.now() > deadline) throw new Error(`${url}: the field never took typed text`);
    await sleep(20);
  }
}

/** Resolves when `locator` is visible and enabled; polls, as a button may appear disabled first. */
async function usable(locator: Locator): Promise<void> {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  for (;;) {
    await locator.waitFor({ state: 'visible', timeout: Math.max(1, deadline - Date.now()) });
    if (await locator.isEnabled()) return;
    if (Date.now() > deadline) throw new Error('stayed disabled');
    await sleep(10);
  }
}

interface RunFigures {
  goMs: number;
  goBytes: number;
  codeMs: number;
  codeBytes: number;
  hostToPhoneMs: number;
  /** Of which: from the host's send until the server's new state reached the link (server time). */
  serverMs: number;
}

/**
 * One run: `/go` on one fresh phone; `/{code}`, joining and the answering step on another.
 * Phones load from `phoneUrl`, the host calls the API at `hostUrl`.
 */
async function oneRun(
  browser: Browser,
  hostUrl: string,
  phoneUrl: string,
  profile: ThrottleProfile | null,
  watch: (w: FrameWatcher | null) => void,
): Promise<RunFigures> {
  const url = phoneUrl;
  const go = await openPhone(browser, profile);
  const goMs = await timeToUsableField(go, `${url}/go`, ON_PHONE.codeField(go.page)).finally(() => go.close());
  const goBytes = go.received();

  const event: BenchEvent = await setupEvent(hostUrl, 1, 240, true);
  const phone = await openPhone(browser, profile);
  try {
    const { page } = phone;
    const codeMs = await timeToUsableField(phone, `${url}/${event.code.toLowerCase()}`, ON_PHONE.nicknameField(page));
    const codeBytes = phone.received();
    await ON_PHONE.nicknameField(page).fill('Bench phone');
    await ON_PHONE.joinButton(page).click();
    await ON_PHONE.seated(page).waitFor({ timeout: STEP_TIMEOUT_MS });
    // The question step first, unmeasured: the phone has whatever code it needs for the slide.
    await advance(hostUrl, event.token, event.eventId);
    await ON_PHONE.question(page, QUESTION).waitFor({ timeout: STEP_TIMEOUT_MS });
    const option = ON_PHONE.answerOption(page, FIRST_OPTION);
    if (await option.isVisible()) throw new Error('answer options show before answering opens: adjust ON_PHONE.answerOption');
    const shown = usable(option);
    let stateAt = NaN;
    // The server's first liveEvent frame after the send: the step's state (keep-alives are not).
    watch((at, chunk) => {
      if (Number.isNaN(stateAt) && chunk.includes('"liveEvent"')) stateAt = at;
    });
    const sent = performance.now();
    await advance(hostUrl, event.token, event.eventId);
    await shown;
    const hostToPhoneMs = performance.now() - sent;
    watch(null);
    return { goMs, goBytes, codeMs, codeBytes, hostToPhoneMs, serverMs: stateAt - sent };
  } finally {
    await phone.close();
  }
}

async function main(): Promise<number> {
  const opts = options(process.argv.slice(2));
  if (!existsSync(join(opts.webDist, 'index.html'))) {
    console.error(`No built web app in ${opts.webDist}: run \`npm run build\` first.`);
    return 2;
  }
  const profile = FAST_3G;
  log(`profile ${describeProfile(profile)}`);
  log(`  ${profile.source}`);
  log(`  CDP Network.emulateNetworkConditions ${JSON.stringify(cdpNetworkConditions(profile))}`);
  log(`  CDP Emulation.setCPUThrottlingRate ${JSON.stringify(cdpCpuThrottling(profile))}`);
  log(`  WebSocket frames, which Chrome does not throttle, through a proxy: ${JSON.stringify(frameLink(profile))}`);
  const servers = await startMingle({
    serverDir: repoRoot,
    fromSources: false,
    processes: 1,
    cpus: null,
    maxParticipants: 1000,
    webDist: opts.webDist,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const url = servers.urls[0]!;
  const proxy = await startFrameDelayProxy({ host: '127.0.0.1', port: Number(new URL(url).port) }, frameLink(profile));
  try {
    // Unthrottled and unmeasured: the server's first requests compile queries and warm caches
    // a running server has long warmed; a wrong selector fails here, fast.
    await oneRun(browser, url, url, null, () => undefined);
    const runs: RunFigures[] = [];
    for (let i = 0; i < opts.runs; i++) {
      const r = await oneRun(browser, url, proxy.url, profile, proxy.watch);
      runs.push(r);
      log(
        `run ${i + 1}/${opts.runs}: /go ${Math.round(r.goMs)} ms (${Math.round(r.goBytes / 1024)} KiB), /{code} ${Math.round(r.codeMs)} ms (${Math.round(r.codeBytes / 1024)} KiB), host → phone ${Math.round(r.hostToPhoneMs)} ms (server ${Math.round(r.serverMs)} ms)`,
      );
    }
    const timings: Timing[] = [
      timing(
        'join form usable, /go',
        runs.map((r) => r.goMs),
        TARGET_MS,
      ),
      timing(
        'join form usable, /{code}',
        runs.map((r) => r.codeMs),
        TARGET_MS,
      ),
      timing(
        'host opens answering → options on phone',
        runs.map((r) => r.hostToPhoneMs),
      ),
      // The rest is the link (frameLink's one-way delay) and the phone taking in the state.
      timing(
        '  of which the server, to its frame',
        runs.map((r) => r.serverMs),
      ),
    ];
    const ok = allWithinTarget(timings);
    const report = {
      profile,
      cdp: { network: cdpNetworkConditions(profile), cpu: cdpCpuThrottling(profile) },
      targetMs: TARGET_MS,
      timings,
      transferredBytes: { go: runs.map((r) => r.goBytes), code: runs.map((r) => r.codeBytes) },
      machine: { nproc: availableParallelism(), node: process.version, chromium: browser.version() },
      date: new Date().toISOString(),
      ok,
    };
    const human = [
      `Phone on a slow network — ${describeProfile(profile)}; ${opts.runs} fresh phones, 390×844`,
      formatTable(timings),
      `target: ${(TARGET_MS / 1000).toFixed(1)} s for the join form (median): ${ok ? 'met' : 'MISSED'}`,
    ].join('\n');
    if (opts.json) {
      console.error(human);
      console.log(JSON.stringify(report));
    } else console.log(human);
    return ok ? 0 : 1;
  } finally {
    await browser.close();
    await proxy.close();
    await servers.stop();
    removeDirs(servers.dataDirs);
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`bench:phone failed: ${err instanceof Error ? err.message : String(err)}`);
    killAll();
    process.exit(2);
  },
);

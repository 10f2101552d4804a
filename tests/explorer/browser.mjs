// Drives Debian's chromium through the pinned playwright-core (package-lock.json
// here) for tests/proofs/test_explorer.py and bench/explorer.py: one browser and
// one page for many questions. A request per line on stdin, {"op": ..., ...} as
// JSON; an answer per line on stdout, {"ok": true, "value": ...} or {"ok": false,
// "error": "..."}. Run by tests/harness/browser.py: node browser.mjs CHROMIUM.
import { createInterface } from "node:readline";
import { chromium } from "playwright-core";

// Without the background-networking flags chromium stalls on a closed network;
// as root it runs only without its sandbox. playwright gives it a fresh profile.
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const VIEWPORT = { width: 1000, height: 900 };

const browser = await chromium.launch({
  executablePath: process.argv[2],
  headless: true,
  args: FLAGS,
});
let context = await browser.newContext({ viewport: VIEWPORT });
let page = await open(context);
let problems = []; // console errors and warnings, uncaught exceptions, failed requests

async function open(context) {
  const page = await context.newPage();
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning")
      problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`uncaught: ${e.message}`));
  page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()}`));
  return page;
}

// the view once drawn, or the message shown instead
const ANSWER = async () => {
  await window.explorer.settled();
  return window.explorer.answer();
};
const READY = () =>
  document.documentElement.dataset.ready === "true" ||
  (document.getElementById("message") &&
    !document.getElementById("message").hidden);

const OPS = {
  // loads url and returns the view drawn
  async goto({ url }) {
    await page.goto(url);
    await page.waitForFunction(READY);
    return page.evaluate(ANSWER);
  },
  // runs the function source `fn` in the page on `arg` and returns its result
  evaluate: ({ fn, arg }) =>
    page.evaluate(`(${fn})(${JSON.stringify(arg ?? null)})`),
  answer: () => page.evaluate(ANSWER),
  async click({ selector }) {
    await page.click(selector);
    return page.evaluate(ANSWER);
  },
  // clicks a link to another page and returns that page's view once drawn
  async follow({ selector }) {
    await Promise.all([page.waitForNavigation(), page.click(selector)]);
    await page.waitForFunction(READY);
    return page.evaluate(ANSWER);
  },
  async select({ selector, value }) {
    await page.selectOption(selector, value);
    return page.evaluate(ANSWER);
  },
  async fill({ selector, value }) {
    await page.fill(selector, value);
    await page.press(selector, "Tab");
    return page.evaluate(ANSWER);
  },
  async press({ key }) {
    await page.keyboard.press(key);
    return page.evaluate(ANSWER);
  },
  async focus({ selector }) {
    await page.focus(selector);
    return page.evaluate(
      () => document.activeElement.dataset.square ?? document.activeElement.id,
    );
  },
  focused: () =>
    page.evaluate(() => ({
      square: document.activeElement.dataset.square ?? null,
      label: document.activeElement.getAttribute("aria-label"),
    })),
  viewport: ({ width, height }) => page.setViewportSize({ width, height }),
  async screenshot({ path, fullPage }) {
    await page.screenshot({ path, fullPage: Boolean(fullPage) });
    return path;
  },
  problems() {
    const found = problems;
    problems = [];
    return found;
  },
  // loads url in a fresh context (an empty cache) `times` times; returns the page's own
  // timings of each load, in ms from navigation start
  async timings({ url, times }) {
    const found = [];
    for (let i = 0; i < times; i++) {
      const fresh = await browser.newContext({ viewport: VIEWPORT });
      const p = await fresh.newPage();
      await p.goto(url);
      await p.waitForFunction(
        () => document.documentElement.dataset.ready === "true",
      );
      found.push(
        await p.evaluate(() => {
          const navigation = performance.getEntriesByType("navigation")[0];
          const module = performance
            .getEntriesByType("resource")
            .find((r) => r.name.endsWith("bitboards.mjs"));
          return {
            interactive: performance.getEntriesByName("explorer-interactive")[0]
              .startTime,
            domContentLoaded: navigation.domContentLoadedEventEnd,
            moduleFetched: module ? module.responseEnd : null,
          };
        }),
      );
      await fresh.close();
    }
    return found;
  },
};

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const request = JSON.parse(line);
  if (request.op === "quit") break;
  let answer;
  try {
    answer = { ok: true, value: (await OPS[request.op](request)) ?? null };
  } catch (error) {
    answer = {
      ok: false,
      error: String(error && error.message ? error.message : error),
    };
  }
  process.stdout.write(JSON.stringify(answer) + "\n");
}
await browser.close();

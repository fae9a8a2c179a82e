import { describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { findChromium, playwrightChromiumPath } from './chromium';

describe('finding Chromium (ADR 45, ADR 55)', () => {
  it('asks playwright-core in a child process, and hears the path it would give in this one', async () => {
    expect(await playwrightChromiumPath()).toBe(chromium.executablePath());
  });

  it('uses CHROMIUM_PATH as given, wrong or not, without looking further', async () => {
    expect(await findChromium('/no/such/chromium')).toBe('/no/such/chromium');
  });
});

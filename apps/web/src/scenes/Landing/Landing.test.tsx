import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, screen, within } from '@testing-library/react';
import { SLIDE_TYPES, slideTypeName } from '@mingle/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { pickerGroups } from '../../slides/picker/groups';
import { renderScene } from '../Analytics/testing';
import Landing from './Landing';
import { LANDING_SHOTS } from './shots';

afterEach(cleanup);

const publicDir = join(import.meta.dirname, '../../../public');

describe('/landing', () => {
  it('says what Mingle is and leads to sign up, templates and signing in', () => {
    renderScene(Landing, '/landing', '/landing', []);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/Icebreakers, trivia and live polls/);
    const signUps = screen.getAllByRole('link', { name: 'Create a free account' });
    expect(signUps.map((a) => a.getAttribute('href'))).toEqual(['/register', '/register']);
    expect(screen.getAllByRole('link', { name: 'Browse templates' })[0]!.getAttribute('href')).toBe('/templates');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows how a game goes with every screenshot the maker saves, each described', () => {
    renderScene(Landing, '/landing', '/landing', []);
    const how = screen.getByRole('region', { name: 'How a game goes' });
    const shown = new Set(
      [...screen.getAllByRole('img')].map((img) => img.getAttribute('src')).filter((src): src is string => !!src?.startsWith('/landing/')),
    );
    expect([...shown].sort()).toEqual(
      Object.values(LANDING_SHOTS)
        .map((s) => `/landing/${s.file}`)
        .sort(),
    );
    for (const img of within(how).getAllByRole('img')) expect(img.getAttribute('alt')!.length).toBeGreaterThan(20);
  });

  it('every screenshot is in the repository as a real JPEG', () => {
    for (const shot of Object.values(LANDING_SHOTS)) {
      const path = join(publicDir, 'landing', shot.file);
      expect(existsSync(path), `${shot.file}: run npm run shots:landing`).toBe(true);
      const bytes = readFileSync(path);
      expect([bytes[0], bytes[1], bytes[2]]).toEqual([0xff, 0xd8, 0xff]);
      expect(bytes.length).toBeLessThan(400_000);
    }
  });

  it('lists every slide type the editor offers, from the registry', () => {
    renderScene(Landing, '/landing', '/landing', []);
    const types = screen.getByRole('region', { name: /kinds of slide$/ });
    const offered = pickerGroups().flatMap((g) => g.types);
    expect(within(types).getByRole('heading', { level: 2 }).textContent).toBe(`${offered.length} kinds of slide`);
    for (const type of offered) {
      const term = within(types).getByText(slideTypeName(type), { selector: 'dt' });
      expect(term.nextElementSibling?.textContent).toBe(SLIDE_TYPES[type]!.description);
    }
  });

  it('shows self-hosting in one command, the README’s own', () => {
    renderScene(Landing, '/landing', '/landing', []);
    const self = screen.getByRole('region', { name: /one command/ });
    const command = within(self).getByText('npm ci && npm start');
    const readme = readFileSync(join(import.meta.dirname, '../../../../../README.md'), 'utf8');
    expect(readme).toContain(command.textContent);
  });
});

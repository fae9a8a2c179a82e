import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoicePhone } from './ChoicePhone';
import classes from './Phone.module.css';
import { PersonalResultView, PhoneRank } from './PhoneParts';

afterEach(cleanup);

const options = [{ text: 'Mars' }, { text: 'Jupiter', image: '/v1/functions/files/a.png' }];

/** The declarations of one CSS module class, read from the stylesheet itself. */
function ruleOf(moduleClass: string): string {
  // Tests name module classes `_{name}_{hash}`; the check keeps the two in step.
  const name = /^_(\w+)_[0-9a-f]+$/.exec(moduleClass)?.[1];
  if (!name || classes[name] !== moduleClass) return '';
  const css = readFileSync(join(import.meta.dirname, 'Phone.module.css'), 'utf8');
  const rule = name ? new RegExp(`\\.${name}\\s*\\{([^}]*)\\}`).exec(css) : null;
  return rule?.[1] ?? '';
}

describe('the phone’s choice views (issue 16 findings)', () => {
  it('says at the question step that the host opens the answers, not that they open in a moment', () => {
    render(<ChoicePhone question="Largest planet?" options={options} multiple={false} step="question" layout="grid" />);
    expect(screen.getByText(/when the host opens them/)).toBeTruthy();
    expect(screen.queryByText(/in a moment/)).toBeNull();
  });

  it('shows an option’s whole image, never a cropped one', () => {
    render(<ChoicePhone question="Q" options={options} multiple={false} step="answering" layout="grid" onChoose={() => {}} />);
    const img = screen.getByRole('button', { name: /Jupiter/ }).querySelector('img')!;
    const rule = ruleOf(img.className);
    expect(rule).toMatch(/object-fit:\s*contain/);
    expect(rule).not.toMatch(/cover/);
  });

  it('keeps the rank on "No answer this time"', () => {
    render(<PersonalResultView result={{ correct: false, points: 0, rank: 3, unanswered: true }} answered={false} rightAnswer="Jupiter" />);
    expect(screen.getByText('No answer this time')).toBeTruthy();
    expect(screen.getByText('You are in 3rd place')).toBeTruthy();
  });

  it('explains a streak bonus: points for the answer plus the bonus', () => {
    render(<PersonalResultView result={{ correct: true, points: 1047, streakBonus: 200, streak: 3, rank: 1 }} answered />);
    expect(screen.getByText('+1,047 points')).toBeTruthy();
    expect(screen.getByText('847 for your answer')).toBeTruthy();
    expect(screen.getByText('+200 streak bonus (3 in a row)')).toBeTruthy();
  });

  it('does not say "Keep going" on the last leaderboard', () => {
    const { rerender } = render(<PhoneRank result={{ correct: false, points: 0, rank: 2 }} />);
    expect(screen.getByText(/Keep going/)).toBeTruthy();
    rerender(<PhoneRank result={{ correct: false, points: 0, rank: 2 }} lastSlide />);
    expect(screen.queryByText(/Keep going/)).toBeNull();
    expect(screen.getByText(/last question/)).toBeTruthy();
  });
});

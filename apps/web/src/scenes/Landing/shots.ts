/**
 * The landing page's screenshots: real screens of this build, made by `npm run shots:landing`
 * (e2e/landing.shots.ts plays a game and saves each one to apps/web/public/landing/). The page
 * and the maker share this list, so neither can name a picture the other does not have.
 */
export const LANDING_SHOTS = {
  editor: {
    file: 'editor.jpg',
    width: 1280,
    height: 800,
    alt: 'The deck editor: slides on the left, the question being written in the middle',
  },
  lobby: {
    file: 'lobby.jpg',
    width: 1280,
    height: 720,
    alt: 'The big screen in the lobby: the join address, the code and the players who joined',
  },
  phoneQuestion: {
    file: 'phone-question.jpg',
    width: 390,
    height: 844,
    alt: 'A phone during a quiz question: four big answer buttons and the time left',
  },
  results: {
    file: 'results.jpg',
    width: 1280,
    height: 720,
    alt: 'The big screen after a quiz question: the right answer and how many chose each option',
  },
  podium: { file: 'podium.jpg', width: 1280, height: 720, alt: 'The big screen at the end: the podium with the three best players' },
  report: {
    file: 'report.jpg',
    width: 1280,
    height: 800,
    alt: 'The event report: the summary, each question’s results and the hardest questions first',
  },
} as const;

export type LandingShot = keyof typeof LANDING_SHOTS;

/** Where the page loads a picture from (Vite serves apps/web/public at the site's root). */
export const landingShotUrl = (shot: LandingShot) => `/landing/${LANDING_SHOTS[shot].file}`;

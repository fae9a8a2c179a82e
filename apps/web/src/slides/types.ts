import type { ComponentType } from 'react';
import type { QnaQuestionView, SitOut, Slide, SlideResults, StepName } from '@mingle/shared';
import type { ErrorInfo } from '../errors/readGraphQLError';
import type { Translate } from '../i18n';

/** Validation problems of one slide, keyed by path inside the slide: `question`, `options[1].text`. */
export type SlideErrors = Readonly<Record<string, string>>;

export interface SlideEditorProps<S extends Slide> {
  slide: S;
  /** Called with the whole changed slide on every edit (the editor autosaves). */
  onChange(next: S): void;
  errors: SlideErrors;
  /** Uploads an image and resolves with its URL (for slide and option images). */
  uploadImage(file: File): Promise<string>;
  /** The deck's slides before this one, for a type that names one of them (who said it's source question). */
  slidesBefore?: readonly Slide[];
}

/** A participant's own result after the reveal. */
export interface PersonalResult {
  correct: boolean;
  /** All the answer's points, streak bonus included. */
  points: number;
  /** The part of `points` that is the streak bonus (R6.3), shown apart. */
  streakBonus?: number;
  /** Correct answers in a row, this one included. */
  streak?: number;
  rank?: number;
  /** No answer was scored (none given): only the rank is known. */
  unanswered?: boolean;
}

export interface PhoneViewProps<S extends Slide, A = unknown> {
  slide: S;
  step: StepName;
  /** The answer this phone gave, if any. */
  answer?: A;
  /** Absent when answering is not possible (wrong step, answer already given, print). */
  onAnswer?(answer: A): void;
  personalResult?: PersonalResult;
  /** What the room answered so far, as phones get it (at most every 2 s); absent in previews. */
  results?: SlideResults;
  /** Upvoting others' answers, when the slide takes votes and this phone may vote (SPEC R8). */
  upvotes?: PhoneUpvotes;
  /** The event's last slide: its leaderboard is the final one, with nothing to keep going for. */
  lastSlide?: boolean;
  /** The audience Q&A, for the qna view (SPEC R15); absent in previews, which show sample questions. */
  qna?: PhoneQna;
  /** The round of a slide played in rounds (SPEC R16.1), from 0. */
  round?: number;
  /**
   * Where this phone keeps what it has half-typed for this question and round, so a reload
   * puts it back (phone/draft.ts); absent in previews.
   */
  draftKey?: string;
  /** What the server decided for this round, as phones see it (R16.3); absent in previews. */
  play?: unknown;
  /** Why this phone sits out the round (R16.4); absent or null when it plays. */
  sitsOut?: SitOut | null;
  /** This phone's participant id (a spinner handed to it, its own team); absent in previews. */
  participantId?: string;
  /**
   * The spinner handed to this phone spins (SPEC R21.6): resolves with null once spun, else why
   * not. Absent in previews and on screens that cannot act.
   */
  onSpin?(): Promise<AskRefusal | null>;
}

/** Why a question was not taken: the server's reason (null: it could not be sent). */
export type AskRefusal = { info: ErrorInfo | null };

/** A phone's part in an audience Q&A (SPEC R15): the list, its own questions and votes, and the two acts. */
export interface PhoneQna {
  /** Taking questions and votes (R15.6). */
  open: boolean;
  /** The phone's nickname, for "show my name" (absent in previews). */
  nickname?: string;
  upvotes: boolean;
  /** The questions to show, in the audience's order (R15.7), the phone's own included. */
  questions: readonly QnaQuestionView[];
  featuredId: string | null;
  /** Ids of the phone's own questions (not votable, R15.4). */
  mine: ReadonlySet<string>;
  upvoted: ReadonlySet<string>;
  /** A question waits for the connection, to go out when it is back (absent in previews). */
  waiting?: boolean;
  /** Where the ask box keeps a half-typed question across reloads (phone/draft.ts); absent in previews. */
  draftKey?: string;
  /** Sends a question; resolves with null once stored, else why not. Offline, it resolves once back. */
  ask(text: string, showName: boolean): Promise<AskRefusal | null>;
  /** Upvotes a question, or takes the vote back; shown at once, undone if refused. */
  vote(questionId: string, on: boolean): void;
}

/** What the big screen knows of the audience Q&A (SPEC R15.7), for the qna screen view. */
export interface ScreenQna {
  open: boolean;
  questions: readonly QnaQuestionView[];
  questionCount: number;
  featured: QnaQuestionView | null;
  /** Where to join, for the hint ("host/go", code); absent in previews. */
  join?: { url: string; code: string };
}

/** A phone's part in upvoting: its own answer (not votable), what it upvoted, and the vote. */
export interface PhoneUpvotes {
  ownAnswerId: string | null;
  upvoted: ReadonlySet<string>;
  onUpvote(answerId: string): void;
}

/** One row of a leaderboard: a participant and their total score. */
export interface Standing {
  nickname: string;
  score: number;
}

export interface ScreenViewProps<S extends Slide> {
  slide: S;
  step: StepName;
  /** Aggregated answers, for the steps that show results. */
  results?: SlideResults;
  /** True when the results were simulated (preview); the view labels them so. */
  simulated?: boolean;
  /** Seconds left on the countdown, when answering is timed. */
  secondsLeft?: number;
  /**
   * The whole answering time in seconds, which the countdown is a share of: the time limit
   * plus any time the host added. Absent (preview), the slide's time limit.
   */
  secondsTotal?: number;
  /** The scores so far, best first, for leaderboard steps; absent, sample players are shown, labelled so. */
  standings?: readonly Standing[];
  /** The audience Q&A, for the qna view; absent in previews, which show sample questions. */
  qna?: ScreenQna;
  /** The round of a slide played in rounds (SPEC R16.1), from 0. */
  round?: number;
  /** What the server decided for this round, as screens see it (R16.3); absent in previews. */
  play?: unknown;
}

export interface ResultsProps<S extends Slide> {
  slide: S;
  results: SlideResults;
  simulated?: boolean;
}

/**
 * What one slide type brings to the web app. One folder per type under slides/<type>/;
 * adding a type is one folder plus one line in registry.ts.
 */
export interface WebSlideType<S extends Slide = Slide, A = unknown> {
  type: S['type'];
  /** mdi icon path for lists and the type picker. */
  icon: string;
  Editor: ComponentType<SlideEditorProps<S>>;
  PhoneView: ComponentType<PhoneViewProps<S, A>>;
  ScreenView: ComponentType<ScreenViewProps<S>>;
  Results: ComponentType<ResultsProps<S>>;
  /** The one-line title of a slide in lists: its question or title. */
  summary(slide: S): string;
  /**
   * The solution in words, as the host may read it out and the big screen's announcer says it
   * at the reveal; null for slides without one. `t` is the caller's translator (host or screen);
   * `play` the round's play as the caller has it (R16.3), for types whose solution is in it.
   */
  solutionText(slide: S, t: Translate, play?: unknown): string | null;
  /** What a printed handout shows of this type, beyond the title, image, notes and timing. */
  print(slide: S): PrintParts;
  /** The type's own controls in the host console, under the step buttons (the spinner's Spin again). */
  HostPanel?: ComponentType<HostPanelProps<S>>;
}

/** What a type's host-console controls get: the live slide, its round's whole play, the people, the commands. */
export interface HostPanelProps<S extends Slide> {
  slide: S;
  step: StepName;
  round: number;
  /** The round's play in full: the host sees everything the server decided (R16.3). */
  play: unknown;
  participants: readonly { id: string; nickname: string; connected: boolean }[];
  busy: boolean;
  /** The next step (the spin itself, for the spinner). */
  onAdvance(): void;
  /** One more round, from the last step (R16.2). */
  onNextRound(): void;
  /** Hands the spinner's spin to a participant's phone, or takes it back: null (R21.6). */
  onHandSpin(participantId: string | null): void;
}

/** What the phone app loads of a type (slides/<type>/phone.ts), found by phoneViews.ts. */
export interface PhoneSlideType<S extends Slide = Slide, A = unknown> {
  type: S['type'];
  PhoneView: ComponentType<PhoneViewProps<S, A>>;
  /** Whether this phone may upvote others' answers now, read from the slide's public content. */
  takesUpvotes?(content: Record<string, unknown>): boolean;
}

export interface PrintChoice {
  text: string;
  /** Marked with ✓ and the word "Correct" (or "The lie"), never by colour alone. */
  mark?: 'correct' | 'lie';
  /** The option's picture: a handout of a picture quiz is no use without it. */
  image?: string;
}

/** A type's part of a printed slide (scenes/Print). */
export interface PrintParts {
  choices?: PrintChoice[];
  lists?: { title: string; items: string[]; ordered: boolean }[];
  /** Settings in words: "Several answers can be correct", "Up to 3 words per person". */
  facts?: string[];
}

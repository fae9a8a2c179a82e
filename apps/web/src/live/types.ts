import type { SlideResults, StepName } from '@mingle/shared';

/** Types of the live-event API (apps/server/src/graphql/live/live.graphql.ts), as the web reads them. */
export type EventStatus = 'LOBBY' | 'LIVE' | 'ENDED';
export type EmailSetting = 'OFF' | 'OPTIONAL' | 'REQUIRED';

export interface LeaderboardEntry {
  rank: number;
  participantId: string;
  nickname: string;
  score: number;
}

export interface MyStanding {
  participantId: string;
  nickname: string;
  score: number;
  rank: number | null;
  streak: number;
  answered: boolean;
  answer: unknown;
  lastAnswer: { correct: boolean; points: number } | null;
}

export interface LiveSlide {
  id: string;
  type: string;
  /** The slide without solutions until its reveal step. */
  content: Record<string, unknown>;
}

export interface LiveState {
  eventId: string;
  status: EventStatus;
  title: string;
  code: string;
  slideIndex: number;
  slideCount: number;
  step: StepName | null;
  round: number;
  slide: LiveSlide | null;
  deadline: number | null;
  serverTime: number;
  paused: boolean;
  remainingMs: number | null;
  answeredCount: number;
  participantCount: number;
  results: SlideResults | null;
  leaderboard: LeaderboardEntry[] | null;
  lobbyNames: string[] | null;
  me: MyStanding | null;
}

export interface EventSettings {
  lateJoin: boolean;
  closeWhenAllAnswered: boolean;
  askEmail: EmailSetting;
  lobbyLocked: boolean;
  maxParticipants: number;
}

export interface HostEvent {
  id: string;
  code: string;
  status: EventStatus;
  title: string;
  deckId: string;
  settings: EventSettings;
  slideIndex: number;
  slideCount: number;
  step: string | null;
  participantCount: number;
  createdAt: string;
  startedAt: string | null;
  endedAt: string | null;
  /** What the viewer may do with the event, decided by the server: controls show only when allowed. */
  can: { control: boolean; end: boolean; lockLobby: boolean; removeParticipant: boolean };
}

export interface HostParticipant {
  id: string;
  nickname: string;
  email: string | null;
  connected: boolean;
  score: number;
  answered: boolean;
}

export interface HostState {
  live: LiveState;
  event: HostEvent;
  /** The current slide in full: solutions and notes included. */
  slide: Record<string, unknown> | null;
  participants: HostParticipant[];
}

export interface EventLobby {
  id: string;
  code: string;
  title: string;
  status: EventStatus;
  askEmail: EmailSetting;
  joinable: boolean;
  reason: string | null;
}

export interface JoinEventResult {
  participantToken: string;
  participant: { id: string; nickname: string };
  event: { id: string; code: string; title: string; status: EventStatus };
}

export interface AnswerReceipt {
  accepted: boolean;
  slideId: string;
  round: number;
}

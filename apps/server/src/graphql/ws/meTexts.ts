import type { EventSnapshot, RankedParticipant, SnapshotAnswer } from '../../live/snapshot';
import type { MeSource, MeWriter } from './livePlan';

/**
 * Each phone's `me` texts as the fan-out keeps them (ADR 9, 10): the text last sent and those
 * written ahead, each with the objects it was written from, so a later snapshot that holds the
 * same objects gets the text without writing it again.
 */

/** A phone's `me` as written, and what it was written from: the text is a function of these. */
export interface MeVersion {
  standing: RankedParticipant;
  answer: SnapshotAnswer | undefined;
  showsResult: boolean;
  writer: MeWriter;
  text: string;
  /** `text`'s UTF-8 length. */
  bytes: number;
  answerJson: string;
  sitsOut: string | null;
  /**
   * The snapshot maps this text was last found right for: a later snapshot with the same
   * maps (and steps that show the same) gets it without looking the phone up in them.
   */
  checkedById: ReadonlyMap<string, RankedParticipant> | null;
  checkedAnswers: ReadonlyMap<string, SnapshotAnswer> | null;
}

/** A phone's `me` texts: the one last sent, and those written ahead for the next change of state. */
export interface MeText {
  current: MeVersion;
  ahead: MeVersion[];
  /** The nickname the quoted strings were made for. */
  nickname: string;
  participantIdJson: string;
  nicknameJson: string;
  /** The phone's team (R17.5): set at the join and never changed, so found once. */
  team: MeSource['team'];
}

/** Whether `v` was found right for `snap`'s very maps, under the same step rule and document. */
export function fitsMaps(v: MeVersion, snap: EventSnapshot, showsResult: boolean, sitsOut: string | null, writer: MeWriter): boolean {
  return (
    v.checkedById === snap.byId &&
    v.checkedAnswers === snap.answers &&
    v.showsResult === showsResult &&
    v.sitsOut === sitsOut &&
    v.writer === writer
  );
}

export function sameSource(
  v: MeVersion,
  standing: RankedParticipant,
  answer: SnapshotAnswer | undefined,
  showsResult: boolean,
  sitsOut: string | null,
  writer: MeWriter,
): boolean {
  return v.standing === standing && v.answer === answer && v.showsResult === showsResult && v.sitsOut === sitsOut && v.writer === writer;
}

/** A MeSource with the snapshot's own objects, which the cached text is keyed on. */
export type PhoneMeSource = MeSource & { standing: RankedParticipant; answer: SnapshotAnswer | undefined };

/** Writes `me` from `source` into `into` (reused) or a new version. */
export function written(into: MeVersion | null, source: PhoneMeSource, writer: MeWriter): MeVersion {
  const text = writer(source);
  const bytes = Buffer.byteLength(text);
  if (!into)
    return {
      standing: source.standing,
      answer: source.answer,
      showsResult: source.showsResult,
      writer,
      text,
      bytes,
      answerJson: source.answerJson,
      sitsOut: source.sitsOut,
      checkedById: null,
      checkedAnswers: null,
    };
  into.standing = source.standing;
  into.answer = source.answer;
  into.showsResult = source.showsResult;
  into.writer = writer;
  into.text = text;
  into.bytes = bytes;
  into.answerJson = source.answerJson;
  into.sitsOut = source.sitsOut;
  into.checkedById = null;
  into.checkedAnswers = null;
  return into;
}

/** Makes a text written ahead the current one; the old one's object takes its place. */
export function swapIn(known: MeText, i: number): MeVersion {
  const next = known.ahead[i]!;
  known.ahead[i] = known.current;
  known.current.checkedById = null; // not kept alive by a text that waits
  known.current.checkedAnswers = null;
  known.current = next;
  return next;
}

/** A snapshot the host's next change is expected to make, as far as a phone's `me` goes. */
export interface Expected {
  byId: ReadonlyMap<string, RankedParticipant>;
  answers: ReadonlyMap<string, SnapshotAnswer>;
  showsResult: boolean;
  /** Texts written ahead expect nobody to sit out (R16.4): a round that sets one aside rewrites that one. */
  sitsOut: null;
}

/** Notes that `v` is right for `snap`'s standings and answers. */
export function checked(v: MeVersion, snap: EventSnapshot): MeVersion {
  v.checkedById = snap.byId;
  v.checkedAnswers = snap.answers;
  return v;
}

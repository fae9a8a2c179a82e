import { Kind, type FieldNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { streakBonusOf } from '../../live/scoring';

/**
 * Whether a liveEvent subscription can take the shared fast path, and how to fill in the
 * one part that differs per phone (`me`). Documents with anything unusual in `me`
 * (fragments, directives) simply take the ordinary per-subscriber path.
 */
export interface LivePlan {
  /** Response key of the liveEvent field (its alias or name). */
  rootKey: string;
  eventIdArg: { literal: string } | { variable: string };
  /** Response key of `me`, when selected. */
  meKey: string | null;
  me: Projection | null;
  /** `me` compiled for writing. */
  writeMe: MeWriter | null;
}

/** A plain selection: response key → field name, with nested plain selections. */
export type Projection = { key: string; name: string; nested: Projection | null }[];

const ME_FIELDS = new Set([
  'participantId',
  'nickname',
  'score',
  'rank',
  'streak',
  'answered',
  'answer',
  'lastAnswer',
  'sitsOut',
  'team',
  '__typename',
]);
const LAST_ANSWER_FIELDS = new Set(['correct', 'points', 'streakBonus', '__typename']);
const TEAM_FIELDS = new Set(['index', 'name', 'colour', '__typename']);
/** Fields of `me` that are objects, with the plain fields each may select. */
const NESTED: Record<string, Set<string>> = { lastAnswer: LAST_ANSWER_FIELDS, team: TEAM_FIELDS };

function plainFields(set: SelectionSetNode | undefined, allowed: Set<string>): Projection | null {
  if (!set) return null;
  const out: Projection = [];
  for (const sel of set.selections) {
    if (sel.kind !== Kind.FIELD || sel.directives?.length || sel.arguments?.length || !allowed.has(sel.name.value)) return null;
    const nestedFields = NESTED[sel.name.value];
    const nested = nestedFields ? plainFields(sel.selectionSet, nestedFields) : null;
    if (nestedFields && !nested) return null;
    out.push({ key: sel.alias?.value ?? sel.name.value, name: sel.name.value, nested });
  }
  return out;
}

export function planLiveSubscription(operation: OperationDefinitionNode): LivePlan | null {
  if (operation.operation !== 'subscription' || operation.directives?.length) return null;
  const [root, ...rest] = operation.selectionSet.selections;
  if (!root || rest.length || root.kind !== Kind.FIELD || root.name.value !== 'liveEvent' || root.directives?.length) return null;
  const arg = root.arguments?.find((a) => a.name.value === 'eventId');
  if (!arg) return null;
  const eventIdArg =
    arg.value.kind === Kind.STRING
      ? { literal: arg.value.value }
      : arg.value.kind === Kind.VARIABLE
        ? { variable: arg.value.name.value }
        : null;
  if (!eventIdArg) return null;
  const meNodes = (root.selectionSet?.selections ?? []).filter((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === 'me');
  // Fragments at the top of liveEvent could select `me` out of sight of this check.
  if (root.selectionSet?.selections.some((s) => s.kind !== Kind.FIELD)) return null;
  if (meNodes.length > 1) return null;
  const meNode = meNodes[0];
  if (meNode?.directives?.length) return null;
  const me = meNode ? plainFields(meNode.selectionSet, ME_FIELDS) : null;
  if (meNode && !me) return null;
  return {
    rootKey: root.alias?.value ?? root.name.value,
    eventIdArg,
    meKey: meNode ? (meNode.alias?.value ?? 'me') : null,
    me,
    writeMe: me ? compileMeWriter(me) : null,
  };
}

const TYPENAMES: Record<string, string> = { me: 'MyStanding', lastAnswer: 'LastAnswer', team: 'Team' };

/** Serialises one value through a plain selection; compiled once per document. */
export type ProjectionWriter = (value: Record<string, unknown> | null) => string;

/**
 * What a phone's `me` is written from, as the fan-out holds it — views.ts `meFor` states the
 * same rules for ordinary execution, and the tests hold the two to the same bytes.
 */
export interface MeSource {
  standing: { score: number; rank: number; streak: number };
  /** The phone's answer to the current slide and round. */
  answer: { answer: unknown; correct: boolean; points: number; streakBefore?: number } | undefined;
  /** Whether the step shows solutions, so `lastAnswer` may be told (R6.5). */
  showsResult: boolean;
  /** participantId and nickname as JSON strings: they never change, so they are quoted once. */
  participantIdJson: string;
  nicknameJson: string;
  /** The answer as JSON (answerJsonOf): written when it arrives, not again at the reveal. */
  answerJson: string;
  /** Why the phone sits out this round (R16.4: SUBJECT, AUTHOR), or null: nearly always null. */
  sitsOut: string | null;
  /**
   * The phone's team (R17.5), or null: the snapshot's own object, shared by every member and
   * never changed for a participant, so each writer quotes each team once.
   */
  team: { index: number; name: string; colour: string } | null;
}

export function answerJsonOf(answer: MeSource['answer']): string {
  return scalarJson(answer?.answer);
}

export type MeWriter = (me: MeSource) => string;

type FieldWriter = (me: MeSource) => string;

function meFieldWriter(field: Projection[number]): FieldWriter {
  switch (field.name) {
    case '__typename': {
      const name = JSON.stringify('MyStanding');
      return () => name;
    }
    case 'participantId':
      return (m) => m.participantIdJson;
    case 'nickname':
      return (m) => m.nicknameJson;
    case 'score':
      return (m) => scalarJson(m.standing.score);
    case 'rank':
      return (m) => scalarJson(m.standing.rank);
    case 'streak':
      return (m) => scalarJson(m.standing.streak);
    case 'answered':
      return (m) => (m.answer ? 'true' : 'false');
    case 'answer':
      return (m) => m.answerJson;
    case 'sitsOut':
      return (m) => (m.sitsOut === null ? 'null' : JSON.stringify(m.sitsOut));
    case 'lastAnswer': {
      const nested = compileLastAnswer(field.nested ?? []);
      return (m) => (m.answer && m.showsResult ? nested(m.answer) : 'null');
    }
    case 'team': {
      const write = compileProjection(field.nested ?? [], TYPENAMES.team!);
      // A handful of teams per event: their texts are kept by the team object.
      const quoted = new WeakMap<object, string>();
      return (m) => {
        const team = m.team;
        if (!team) return 'null';
        let text = quoted.get(team);
        if (text === undefined) {
          text = write(team as unknown as Record<string, unknown>);
          quoted.set(team, text);
        }
        return text;
      };
    }
    default:
      throw new Error(`no writer for me.${field.name}`);
  }
}

type AnswerSource = NonNullable<MeSource['answer']>;

/** `lastAnswer` as views.ts's meFor gives it, the streak bonus worked out from the stored answer (R6.3). */
function compileLastAnswer(projection: Projection): (a: AnswerSource) => string {
  const typename = JSON.stringify(TYPENAMES.lastAnswer);
  const parts = projection.map((f, i) => {
    const lead = `${i > 0 ? ',' : ''}${JSON.stringify(f.key)}:`;
    if (f.name === '__typename') return (): string => lead + typename;
    if (f.name === 'streakBonus') return (a: AnswerSource) => lead + String(streakBonusOf(a.correct, a.points, (a.streakBefore ?? 0) + 1));
    return (a: AnswerSource) => lead + scalarJson((a as unknown as Record<string, unknown>)[f.name]);
  });
  return (a) => {
    let out = '{';
    for (const write of parts) out += write(a);
    return `${out}}`;
  };
}

/**
 * Compiles the document's `me` selection into a writer of what execution of `meFor`'s view
 * and JSON.stringify would produce, straight from the standing and the answer: it runs once
 * per phone per state, 10,000 times in a row, so it makes no view object and quotes no name.
 */
export function compileMeWriter(projection: Projection): MeWriter {
  const parts = projection.map((f, i) => ({ lead: `${i > 0 ? ',' : ''}${JSON.stringify(f.key)}:`, write: meFieldWriter(f) }));
  return (me) => {
    let out = '{';
    for (const p of parts) out += p.lead + p.write(me);
    return `${out}}`;
  };
}

function scalarJson(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value === null || value === undefined) return 'null';
  return JSON.stringify(value);
}

/**
 * Compiles a plain selection into a writer that produces what GraphQL execution and
 * JSON.stringify would. The keys and typenames are serialised here, once: the writer runs
 * once per phone per state, 10,000 times in a row.
 */
export function compileProjection(projection: Projection, typename: string): ProjectionWriter {
  const parts = projection.map((f, i) => ({
    lead: `${i > 0 ? ',' : ''}${JSON.stringify(f.key)}:`,
    name: f.name,
    constant: f.name === '__typename' ? JSON.stringify(typename) : null,
    nested: f.nested ? compileProjection(f.nested, TYPENAMES[f.name] ?? '') : null,
  }));
  return (value) => {
    if (value === null) return 'null';
    let out = '{';
    for (const p of parts) {
      out += p.lead;
      if (p.constant !== null) out += p.constant;
      else if (p.nested) out += p.nested((value[p.name] as Record<string, unknown> | null | undefined) ?? null);
      else out += scalarJson(value[p.name]);
    }
    return `${out}}`;
  };
}

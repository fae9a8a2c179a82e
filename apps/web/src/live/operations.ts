import {
  AskQuestionDocument,
  LiveEventDocument,
  MyQnaDocument,
  MyUpvotesDocument,
  SpinWheelDocument,
  SubmitAnswerDocument,
  UpvoteAnswerDocument,
  UpvoteQuestionDocument,
  type LiveEventSubscription,
  type SubmitAnswerMutation,
  type TypedDocumentString,
} from './live.generated';

/**
 * A document as the participant socket (live/socket.ts) sends it: its text, still carrying
 * the result and variable types codegen gave it (ADR 17).
 */
export type LiveDocument<TData, TVariables> = string & { readonly __types?: (variables: TVariables) => TData };

// Generated as text (codegen's string mode, ADR 24): no `graphql` printer on the phone.
const text = <TData, TVariables>(document: TypedDocumentString<TData, TVariables>) =>
  document.toString() as LiveDocument<TData, TVariables>;

/** The live-event documents of live.graphql, as text. */
export const LIVE_EVENT_SUBSCRIPTION = text(LiveEventDocument);
export const SUBMIT_ANSWER_MUTATION = text(SubmitAnswerDocument);
export const UPVOTE_ANSWER_MUTATION = text(UpvoteAnswerDocument);
export const MY_UPVOTES_QUERY = text(MyUpvotesDocument);
export const ASK_QUESTION_MUTATION = text(AskQuestionDocument);
export const UPVOTE_QUESTION_MUTATION = text(UpvoteQuestionDocument);
export const MY_QNA_QUERY = text(MyQnaDocument);
export const SPIN_WHEEL_MUTATION = text(SpinWheelDocument);

/** What phones and the big screen show. */
export type LiveState = LiveEventSubscription['liveEvent'];
export type LeaderboardEntry = NonNullable<LiveState['leaderboard']>[number];
export type AnswerReceipt = SubmitAnswerMutation['submitAnswer'];
/** The event's Q&A as phones and the big screen get it (SPEC R15.7). */
export type LiveQna = NonNullable<LiveState['qna']>;

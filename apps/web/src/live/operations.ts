/**
 * The live-event documents. Plain strings: the participant socket (live/socket.ts) sends them
 * as they are; the host console wraps them with gql for Apollo (scenes/Host/hostOperations.ts).
 */
export const LIVE_STATE_FIELDS = `
  eventId status title code slideIndex slideCount step round
  slide { id type content }
  deadline serverTime paused remainingMs answeredCount participantCount results
  leaderboard { rank participantId nickname score }
  lobbyNames
  me { participantId nickname score rank streak answered answer lastAnswer { correct points } }
`;

export const LIVE_EVENT_SUBSCRIPTION = `subscription LiveEvent($eventId: ID!) {
  liveEvent(eventId: $eventId) { ${LIVE_STATE_FIELDS} }
}`;

export const SUBMIT_ANSWER_MUTATION = `mutation SubmitAnswer($eventId: ID!, $slideId: ID!, $answer: JSON!, $round: Int) {
  submitAnswer(eventId: $eventId, slideId: $slideId, answer: $answer, round: $round) { accepted slideId round }
}`;

/** SPEC R8: one upvote for another participant's open-text answer. */
export const UPVOTE_ANSWER_MUTATION = `mutation UpvoteAnswer($eventId: ID!, $slideId: ID!, $answerId: ID!) {
  upvoteAnswer(eventId: $eventId, slideId: $slideId, answerId: $answerId) { answerId upvoted }
}`;

/** The phone's own answer and what it upvoted, after a reload or a reconnect. */
export const MY_UPVOTES_QUERY = `query MyUpvotes($eventId: ID!, $slideId: ID!) {
  myUpvotes(eventId: $eventId, slideId: $slideId) { answerId upvoted }
}`;

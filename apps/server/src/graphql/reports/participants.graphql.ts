export const participantsTypeDefs = /* GraphQL */ `
  "Someone who joined my events with an email (/analytics/participants), grouped by email ignoring case."
  type ParticipantListItem {
    email: String!
    "The nickname of their latest join."
    nickname: String!
    "How many of my events they joined."
    eventCount: Int!
    "When they last joined one of my events."
    lastSeen: String!
    "Mean final score over those events."
    averageScore: Float!
  }

  type ParticipantListPage {
    items: [ParticipantListItem!]!
    "People matching the search, on every page."
    total: Int!
    page: Int!
    pageSize: Int!
    pageCount: Int!
  }

  "One event a person joined, as its report has them."
  type Participation {
    eventId: ID!
    "The deck's title when the event started."
    title: String!
    "When its first slide was shown (when it was created, if it never started)."
    playedAt: String!
    status: EventStatus!
    nickname: String!
    email: String!
    score: Int!
    "As on the final leaderboard."
    rank: Int!
    answered: Int!
    correctCount: Int!
  }

  "One person's history across my events (/analytics/participants/{email})."
  type ParticipantHistory {
    email: String!
    "Newest first."
    events: [Participation!]!
  }

  "What erasePersonalData changed; all 0 when there was nothing (left) to erase."
  type ErasureResult {
    "Participant rows whose email was removed and nickname replaced."
    participants: Int!
    "Answers whose free text was replaced."
    answers: Int!
    "Audience Q&A questions deleted."
    questions: Int!
    "Events not touched because they have not ended."
    skippedRunningEvents: Int!
  }

  extend type Query {
    "People who joined my events with an email, most recently seen first. search: part of an email or nickname. 20 a page by default."
    participants(search: String, page: Int = 1, pageSize: Int = 20): ParticipantListPage!
    "One person's history across my events; NOT_FOUND when none of my events has that email."
    participant(email: String!): ParticipantHistory!
  }

  extend type Mutation {
    """
    Erases a person's personal data from one of my ended events (eventId) or from all of them:
    the email, the nickname (now "Erased participant N"), answers' free text and Q&A questions.
    Scores, points, choices and times stay. Cannot be undone; erasing again changes nothing.
    """
    erasePersonalData(email: String!, eventId: ID): ErasureResult!
  }
`;

/** Audience Q&A (SPEC R15, ADR 29). */
export const qnaTypeDefs = /* GraphQL */ `
  "An audience question as phones and big screens see it."
  type QnaQuestion {
    "Names the question, never its author."
    id: ID!
    text: String!
    votes: Int!
    answered: Boolean!
    "The author's nickname, only when they chose to show it with this question; null for an anonymous question."
    author: String
    "Epoch ms the question was asked."
    askedAt: Float!
  }

  "The Q&A of the event, in the live state: the one open, or the current slide's when it is a Q&A."
  type LiveQna {
    slideId: ID!
    title: String!
    "Taking questions and votes; false once the host closed it."
    open: Boolean!
    "Participants may upvote questions."
    upvotes: Boolean!
    "Visible questions in all."
    questionCount: Int!
    "Moves whenever what the audience is shown moves (a phone's Q&A panel asks myQna again then)."
    revision: Int!
    "The question the host put on the big screen."
    featured: QnaQuestion
    "The top visible questions (most upvoted, then newest; answered ones last), only while the Q&A slide is the current one; over other slides ask myQna."
    questions: [QnaQuestion!]
  }

  "An audience question as the host sees it: with its moderation marks."
  type HostQnaQuestion {
    id: ID!
    text: String!
    votes: Int!
    answered: Boolean!
    hidden: Boolean!
    featured: Boolean!
    "The author's nickname when they chose to show it; anonymous questions are anonymous to the host too."
    author: String
    askedAt: Float!
  }

  "The Q&A as the host console sees it: every question, hidden ones too, newest first."
  type HostQna {
    slideId: ID!
    title: String!
    open: Boolean!
    upvotes: Boolean!
    questions: [HostQnaQuestion!]!
  }

  "A participant's own part of a Q&A."
  type MyQna {
    slideId: ID!
    "My visible questions, newest first."
    mine: [QnaQuestion!]!
    "The questions I upvoted."
    upvoted: [ID!]!
    "The top visible questions, as on the Q&A slide."
    questions: [QnaQuestion!]!
  }

  type AskReceipt {
    "The question asked; asking the same text again returns the same receipt."
    questionId: ID!
    slideId: ID!
  }

  type QuestionVoteReceipt {
    questionId: ID!
    "Whether my vote is on the question now."
    upvoted: Boolean!
  }

  type QuestionModeration {
    questionId: ID!
    answered: Boolean!
    hidden: Boolean!
    featured: Boolean!
  }

  extend type LiveState {
    "The Q&A open while the host shows other slides, or the current Q&A slide; null when there is neither."
    qna: LiveQna
  }

  extend type HostState {
    qna: HostQna
  }

  extend type EventCan {
    "Mark questions answered, hide them, put one on the big screen, close or reopen a Q&A."
    moderateQna: Boolean!
  }

  extend type Query {
    "My questions and votes in a Q&A, and its top questions. Authorised by the participant token."
    myQna(eventId: ID!, slideId: ID!): MyQna!
  }

  extend type Mutation {
    "Asks a question in the open Q&A (1–280 characters). Anonymous unless showName. Authorised by the participant token."
    askQuestion(eventId: ID!, slideId: ID!, text: String!, showName: Boolean): AskReceipt!
    "Upvotes another participant's question in the open Q&A (on: true), or takes the vote back (on: false). Authorised by the participant token."
    upvoteQuestion(eventId: ID!, questionId: ID!, on: Boolean!): QuestionVoteReceipt!
    "Host only: marks a question answered, or not."
    markQuestionAnswered(eventId: ID!, questionId: ID!, answered: Boolean!): QuestionModeration!
    "Host only: hides a question from phones and the big screen, or shows it again."
    hideQuestion(eventId: ID!, questionId: ID!, hidden: Boolean!): QuestionModeration!
    "Host only: puts a question on the big screen (replacing the one there), or takes it off."
    featureQuestion(eventId: ID!, questionId: ID!, featured: Boolean!): QuestionModeration!
    "Host only: closes a Q&A (no more questions or votes; the questions stay readable)."
    closeQna(eventId: ID!, slideId: ID!): Event!
    "Host only: opens a closed Q&A again; it becomes the one open."
    reopenQna(eventId: ID!, slideId: ID!): Event!
  }
`;

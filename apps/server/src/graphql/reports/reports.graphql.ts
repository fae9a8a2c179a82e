export const reportsTypeDefs = /* GraphQL */ `
  "One of my events in the analytics list, as it was played."
  type EventListItem {
    id: ID!
    deckId: ID!
    "The deck's title when the event started."
    title: String!
    code: String!
    status: EventStatus!
    createdAt: String!
    "When the first slide was shown; null for an event that never left its lobby."
    startedAt: String
    endedAt: String
    "Seconds from the first slide to the end, rounded; null until it has ended."
    durationSeconds: Int
    "People who joined and were not removed."
    participantCount: Int!
    "The public recap's id once the event has ended (/recap/{recapId}); null before."
    recapId: ID
    "Whether the public recap is on (setRecapEnabled): a recap that is off answers Not found."
    recapEnabled: Boolean!
  }

  type EventListPage {
    items: [EventListItem!]!
    "Events matching the filters, on every page."
    total: Int!
    page: Int!
    pageSize: Int!
    pageCount: Int!
  }

  "The event a report is about, as it was played."
  type ReportedEvent {
    id: ID!
    deckId: ID!
    title: String!
    code: String!
    status: EventStatus!
    createdAt: String!
    startedAt: String
    endedAt: String
    durationSeconds: Int
    "Whether the join screen asked for an email."
    askEmail: EmailSetting!
    "The public recap's id once the event has ended (/recap/{recapId}); null before."
    recapId: ID
    "Whether the public recap is on (setRecapEnabled)."
    recapEnabled: Boolean!
  }

  type EventReportSummary {
    "People who joined and were not removed (removed people leave every count, R3.8)."
    participantCount: Int!
    answerCount: Int!
    "Answers given / (participants × answerable slide rounds played, less whoever sat a round out), 0–1; null when none was played."
    answerRate: Float
    "Correct answers / answers on scored slides, 0–1; null without any."
    correctRate: Float
    averageScore: Float
    durationSeconds: Int
  }

  "One slide (one round of it, for slides played in rounds) of a report."
  type SlideReport {
    slideId: ID!
    "Position in the deck as played, from 0."
    slideIndex: Int!
    round: Int!
    type: String!
    "The question or title, else the type's name; a type may head itself (two truths: Two truths and a lie about Sam)."
    headline: String!
    "Participants answer this type (not content, leaderboard, the spinner or a Q&A)."
    answerable: Boolean!
    scored: Boolean!
    answered: Int!
    "answered / participants who could answer (whoever sat the round out left out, SPEC R16.4), 0–1; null for slides nobody answers."
    answerRate: Float
    correctCount: Int!
    "correct / answered on scored slides, 0–1; null when unscored or unanswered."
    correctRate: Float
    "Mean answer time in whole ms, on timed slides; null otherwise."
    averageAnswerMs: Int
    "The same results the big screen shows (the slide registry's aggregation)."
    results: SlideResultsJSON
    "The slide as it was played (the event's copy, not the deck's today): what results are drawn with."
    slide: SlideJSON!
  }

  type ReportAnswer {
    slideId: ID!
    slideIndex: Int!
    round: Int!
    "The answer as it was sent."
    answer: JSON!
    "The answer in words (option texts, the order, a nickname)."
    text: String!
    correct: Boolean!
    points: Int!
    "Server-measured answer time; null on untimed slides."
    answerMs: Int
    receivedAt: String!
  }

  type ParticipantReport {
    participantId: ID!
    nickname: String!
    "Only when the event asked for it and the participant gave it."
    email: String
    "The team index in team mode; null otherwise."
    team: Int
    score: Int!
    "As on the final leaderboard (score, then correct answer time, then joining order)."
    rank: Int!
    answered: Int!
    correctCount: Int!
    "Mean answer time in whole ms over timed slides; null without any."
    averageAnswerMs: Int
    answers: [ReportAnswer!]!
  }

  "Where the report's exports are downloaded (GET with the same bearer token)."
  type EventReportExports {
    participantsCsv: String!
    answersCsv: String!
    "The audience's Q&A questions (headers only when the deck has no Q&A)."
    qnaCsv: String!
    "One workbook, a sheet per view: participants, answers, team standings (team mode) and Q&A (decks with one)."
    xlsx: String!
  }

  "A page of a report's participants, by rank."
  type ParticipantReportPage {
    items: [ParticipantReport!]!
    "Participants matching the search, on every page."
    total: Int!
    offset: Int!
    limit: Int!
  }

  "Participants whose final score falls in from…to (inclusive): one bar of the score histogram."
  type ScoreBand {
    from: Int!
    to: Int!
    count: Int!
  }

  "A team's final standing, ranked as the live podium ranks teams (average of its members' scores)."
  type ReportTeamStanding {
    index: Int!
    name: String!
    "A TEAM_PALETTE key (red, blue, …)."
    colour: String!
    "The average of its active members' scores, rounded."
    score: Int!
    members: Int!
    rank: Int!
  }

  "An audience question of one of the deck's Q&A slides, as the host sees it."
  type ReportQnaQuestion {
    "Names the question, never its author."
    id: ID!
    slideId: ID!
    slideIndex: Int!
    "The Q&A slide's title."
    slideTitle: String!
    text: String!
    votes: Int!
    answered: Boolean!
    "Hidden from phones and the big screen by the host."
    hidden: Boolean!
    "The nickname only when the asker chose to show it; null for an anonymous question."
    author: String
    askedAt: String!
  }

  "One event's report (/analytics/{id}); only its host reads it."
  type EventReport {
    event: ReportedEvent!
    summary: EventReportSummary!
    "Every slide in deck order, each round of slides played in rounds."
    slides: [SlideReport!]!
    "Scored slides with answers, hardest first: lowest correct rate, then slowest."
    needsReview: [SlideReport!]!
    """
    By rank, a page of them: offset from 0, limit 1–1000 (500). A big event's whole list with
    every answer would pass the response size cap; summary.participantCount says how many there are.
    """
    participants(offset: Int = 0, limit: Int = 500): [ParticipantReport!]!
    "Every participant counted by final score in equal bands from 0 (at most 8), for a histogram."
    scoreDistribution: [ScoreBand!]!
    "Team mode's final standings, best first; null for an event without teams."
    teams: [ReportTeamStanding!]
    "The Q&A questions of the deck's Q&A slides: by slide, then most votes, then oldest; hidden ones too."
    qna: [ReportQnaQuestion!]!
    exports: EventReportExports!
  }

  extend type Query {
    "One of my events' report; NOT_FOUND for anyone else's and for an id that does not exist."
    eventReport(eventId: ID!): EventReport!
    """
    A page of one of my events' participants by rank (the whole event's ranks), with how many
    match: offset from 0, limit 1–1000 (50); search: part of a nickname or email, any case (at
    most 200 characters). NOT_FOUND as eventReport.
    """
    eventReportParticipants(eventId: ID!, offset: Int = 0, limit: Int = 50, search: String): ParticipantReportPage!
    """
    My events (the ones I hosted), newest first. search: part of the title or the join code;
    deckId: one deck's events; from / to: ISO 8601 date-times, or dates (YYYY-MM-DD, UTC) where
    to includes its whole day: events created at or after from and before to; status: only events
    in one of these states (the home page's running events are [LOBBY, LIVE]). 20 a page by default.
    """
    events(search: String, deckId: ID, from: String, to: String, status: [EventStatus!], page: Int = 1, pageSize: Int = 20): EventListPage!
  }
`;

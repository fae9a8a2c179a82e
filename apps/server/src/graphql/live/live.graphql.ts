export const liveTypeDefs = /* GraphQL */ `
  enum EventStatus {
    LOBBY
    LIVE
    ENDED
  }

  enum EmailSetting {
    OFF
    OPTIONAL
    REQUIRED
  }

  input EventSettingsInput {
    "People may join after the event started (default true)."
    lateJoin: Boolean
    "Answering closes as soon as every connected participant has answered (default true)."
    closeWhenAllAnswered: Boolean
    "Whether the join screen asks for an email (default OFF)."
    askEmail: EmailSetting
    "Seconds a participant who lost their connection is still waited for before answering closes early (0–60, default 10)."
    dropGraceSeconds: Int
    "The language phones and the big screen speak: en, fr, de or es; null: each screen its browser's (default: the deck's)."
    language: String
    "The big screen plays its sounds: countdown, reveal, podium (default true)."
    sound: Boolean
  }

  type EventSettings {
    lateJoin: Boolean!
    closeWhenAllAnswered: Boolean!
    askEmail: EmailSetting!
    dropGraceSeconds: Int!
    "en, fr, de or es; null: each screen speaks its browser's language."
    language: String
    sound: Boolean!
    lobbyLocked: Boolean!
    maxParticipants: Int!
  }

  "What the viewer may do with an event (policies/event.ts): the host console shows only these."
  type EventCan {
    "Next, previous, go to a slide, lock answers, add time, pause, resume."
    control: Boolean!
    end: Boolean!
    lockLobby: Boolean!
    removeParticipant: Boolean!
    viewLeaderboard: Boolean!
  }

  "A live event, as its host sees it."
  type Event {
    id: ID!
    code: String!
    status: EventStatus!
    title: String!
    deckId: ID!
    settings: EventSettings!
    slideIndex: Int!
    slideCount: Int!
    step: String
    participantCount: Int!
    createdAt: String!
    startedAt: String
    endedAt: String
    "What the viewer may do with it."
    can: EventCan!
  }

  "What the join screen needs to know about an event before joining."
  type EventLobby {
    id: ID!
    code: String!
    title: String!
    status: EventStatus!
    askEmail: EmailSetting!
    "The language the host fixed (en, fr, de, es); null: the browser's."
    language: String
    "False when joining is not possible now; reason says why."
    joinable: Boolean!
    "Why joining is not possible, in words."
    reason: String
    "Why joining is not possible, as a Reason of @mingle/shared (EVENT_ENDED, EVENT_LOCKED, EVENT_STARTED, EVENT_FULL): what clients map."
    reasonCode: String
  }

  type Participant {
    id: ID!
    nickname: String!
  }

  type JoinedEvent {
    id: ID!
    code: String!
    title: String!
    status: EventStatus!
  }

  type JoinEventResult {
    "Keep it: it restores this seat (nickname, score, answers) after a reload or a lost connection."
    participantToken: String!
    participant: Participant!
    event: JoinedEvent!
  }

  type AnswerReceipt {
    "The answer is stored; resending the same answer returns the same receipt."
    accepted: Boolean!
    slideId: ID!
    round: Int!
  }

  type LastAnswer {
    correct: Boolean!
    "All the answer's points, streak bonus included."
    points: Int!
    "The part of points that is the streak bonus (R6.3), so a phone can show it apart."
    streakBonus: Int!
  }

  "A participant's own standing; only sent to that participant."
  type MyStanding {
    participantId: ID!
    nickname: String!
    score: Int!
    rank: Int
    streak: Int!
    "Whether I answered the current slide (this round)."
    answered: Boolean!
    "My answer to the current slide, as I sent it."
    answer: JSON
    "My result on the current slide; only from its reveal step on."
    lastAnswer: LastAnswer
  }

  type LeaderboardEntry {
    rank: Int!
    participantId: ID!
    nickname: String!
    score: Int!
  }

  "The slide as participants may see it: no solution before the reveal step."
  type LiveSlide {
    id: ID!
    type: String!
    content: SlideJSON!
  }

  "What phones and the big screen show."
  type LiveState {
    eventId: ID!
    status: EventStatus!
    title: String!
    code: String!
    "The language the host fixed (en, fr, de, es); null: each screen its browser's."
    language: String
    "The host's sound setting: the big screen plays its cues only when true (and not muted there)."
    sound: Boolean!
    slideIndex: Int!
    slideCount: Int!
    "question, answering, reveal, results, leaderboard, show, …"
    step: String
    round: Int!
    slide: LiveSlide
    "Epoch ms when answering closes; null when not answering."
    deadline: Float
    "Epoch ms of the server when this state was sent, to correct the phone's clock."
    serverTime: Float!
    paused: Boolean!
    "Time left when paused, ms."
    remainingMs: Int
    answeredCount: Int!
    participantCount: Int!
    "Aggregated answers, in the steps that show them."
    results: SlideResultsJSON
    "Top of the leaderboard, in leaderboard steps and at the end."
    leaderboard: [LeaderboardEntry!]
    "Nicknames in the lobby (most recent first, at most 100)."
    lobbyNames: [String!]
    me: MyStanding
  }

  type HostParticipant {
    id: ID!
    nickname: String!
    email: String
    connected: Boolean!
    score: Int!
    answered: Boolean!
  }

  "What the host console shows: everything in LiveState plus participants, solutions and notes."
  type HostState {
    live: LiveState!
    event: Event!
    "The current slide in full, solutions and notes included."
    slide: SlideJSON
    participants: [HostParticipant!]!
  }

  extend type Query {
    "For the join screen: the event a code opens."
    eventByCode(code: String!): EventLobby!
    "One of my events (host)."
    event(id: ID!): Event!
    "The event of this deck that is not ended, if any (to resume hosting)."
    runningEvent(deckId: ID!): Event
    leaderboard(eventId: ID!, top: Int): [LeaderboardEntry!]!
  }

  extend type Mutation {
    "Starts (or resumes, if one is running) a live event of a deck."
    startEvent(deckId: ID!, settings: EventSettingsInput): Event!
    joinEvent(code: String!, nickname: String!, email: String): JoinEventResult!
    "Authorised by the participant token (header x-participant-token, or participantToken in the websocket connection parameters)."
    submitAnswer(eventId: ID!, slideId: ID!, answer: JSON!, round: Int): AnswerReceipt!
    "Next step, or the next slide after the last step; from the lobby, the first slide."
    advanceEvent(eventId: ID!): Event!
    previousStep(eventId: ID!): Event!
    gotoSlide(eventId: ID!, index: Int!): Event!
    lockAnswers(eventId: ID!): Event!
    addTime(eventId: ID!, seconds: Int!): Event!
    pauseEvent(eventId: ID!): Event!
    resumeEvent(eventId: ID!): Event!
    lockLobby(eventId: ID!, locked: Boolean!): Event!
    "Fixes the language of the event's phones and big screen (en, fr, de, es), or null for each screen's browser language."
    setEventLanguage(eventId: ID!, language: String): Event!
    "Turns the big screen's sounds on or off (host only); every big screen of the event follows."
    setEventSound(eventId: ID!, on: Boolean!): Event!
    removeParticipant(eventId: ID!, participantId: ID!): Event!
    endEvent(eventId: ID!): Event!
  }

  extend type Subscription {
    "Phones (with their participant token) and big screens (without)."
    liveEvent(eventId: ID!): LiveState!
    "The host console; only the event's host."
    hostEvent(eventId: ID!): HostState!
  }
`;

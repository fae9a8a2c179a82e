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

  "Team mode (SPEC R17): OFF; AUTO, the server puts each joiner in the smallest team; CHOOSE, phones pick a team in the lobby."
  enum TeamMode {
    OFF
    AUTO
    CHOOSE
  }

  "A team of the event: a name and a colour of the palette."
  input TeamInput {
    "1–24 characters, distinct among the event's teams (ignoring case)."
    name: String!
    "A palette key, distinct among the event's teams: red, blue, green, orange, violet, teal, pink, indigo, brown, grape."
    colour: String!
  }

  "A team of the event (R17.1)."
  type Team {
    "Its place in the event's list of teams, from 0: what joinEvent's team names."
    index: Int!
    name: String!
    "A palette key (red, blue, green, orange, violet, teal, pink, indigo, brown, grape)."
    colour: String!
  }

  "A team's standing (R17.3): the average of its active members' scores."
  type TeamStanding {
    index: Int!
    name: String!
    colour: String!
    "The mean of the active members' scores, rounded half up; 0 for a team without members."
    score: Int!
    "Active members."
    members: Int!
    "1…n, each team its own (ties: exact mean, then more members, then index)."
    rank: Int!
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
    "Team mode (default OFF)."
    teamMode: TeamMode
    "2–10 teams; without them, team mode generates teamCount teams with names and colours."
    teams: [TeamInput!]
    "How many teams to generate when teams is not given (2–10, default 2)."
    teamCount: Int
  }

  type EventSettings {
    lateJoin: Boolean!
    closeWhenAllAnswered: Boolean!
    askEmail: EmailSetting!
    dropGraceSeconds: Int!
    "en, fr, de or es; null: each screen speaks its browser's language."
    language: String
    sound: Boolean!
    teamMode: TeamMode!
    "The teams, in index order; empty when team mode is off."
    teams: [Team!]!
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
    "The event's own slides, copied from the deck when it started (SPEC R1.1), in full: notes and solutions too. What slideIndex and gotoSlide count in; later edits to the deck do not change them."
    slides: [SlideJSON!]!
    step: String
    participantCount: Int!
    createdAt: String!
    startedAt: String
    endedAt: String
    "The public recap's id once the event has ended (/recap/{recapId}); null before."
    recapId: ID
    "Whether the public recap is on (setRecapEnabled); off, its link answers Not found."
    recapEnabled: Boolean!
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
    "Team mode: with CHOOSE and status LOBBY, joinEvent takes the team the person picks."
    teamMode: TeamMode!
    "The teams, in index order; empty when team mode is off."
    teams: [Team!]!
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
    "The team the participant is in (R17.2); null without team mode."
    team: Team
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
    "Why I sit out this round (R16.4): SUBJECT (two truths about me), AUTHOR (my own quote); null when I play."
    sitsOut: String
    "My team (R17.5); null without team mode."
    team: Team
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
    "The round of the current slide, from 0 (who said it, the spinner: R16.1)."
    round: Int!
    slide: LiveSlide
    "What the server decided for this round, as phones may see it (R16.3): the quote and candidates, the wheel and where it lands."
    play: JSON
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
    "Teams ranked by their average score (R17.3), in team mode, where leaderboard is sent; null otherwise. The host gets it always in team mode."
    teams: [TeamStanding!]
    "Nicknames in the lobby (most recent first, at most 100)."
    lobbyNames: [String!]
    me: MyStanding
    "Whether any slide of the event can give points (a scored type whose points are not none). Phones show no score when none can."
    scored: Boolean!
  }

  type HostParticipant {
    id: ID!
    nickname: String!
    email: String
    connected: Boolean!
    score: Int!
    answered: Boolean!
    "The participant's team index (R17.2); null without team mode."
    team: Int
  }

  "Something the host should know before the next slide starts (R20.3), with what to word it and to skip it."
  type UpcomingWarning {
    "The slide it is about (the one → starts next), from 0."
    slideIndex: Int!
    slideId: ID!
    "TOO_FEW_QUOTES: a who-said-it slide whose open-text question has answers from fewer people than a round needs."
    kind: String!
    "How many people answered the source question."
    have: Int!
    "How many are needed."
    need: Int!
  }

  "What the host console shows: everything in LiveState plus participants, solutions and notes."
  type HostState {
    live: LiveState!
    event: Event!
    "The current slide in full, solutions and notes included."
    slide: SlideJSON
    "What the server decided for this round, in full (the quote's author too)."
    play: JSON
    "A warning about the next slide, if any (who said it with too few answers: the host may skip it)."
    upcoming: UpcomingWarning
    "Every play of the event, keyed slideId#round (R16.3): the subjects chosen for slides still to come (R19.2)."
    plays: JSON!
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
    "team: the index of the team picked, for an event in CHOOSE team mode still in its lobby (R17.2); otherwise the server places the joiner."
    joinEvent(code: String!, nickname: String!, email: String, team: Int): JoinEventResult!
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
    "One more round of the current slide, for types the host adds rounds to (the spinner's Spin again, R16.2)."
    nextRound(eventId: ID!): Event!
    lockLobby(eventId: ID!, locked: Boolean!): Event!
    "Fixes the language of the event's phones and big screen (en, fr, de, es), or null for each screen's browser language."
    setEventLanguage(eventId: ID!, language: String): Event!
    "Turns the big screen's sounds on or off (host only); every big screen of the event follows."
    setEventSound(eventId: ID!, on: Boolean!): Event!
    "Chooses the participant a two-truths slide about a participant is about (host only, R19.2); they sit out its vote."
    setSlideSubject(eventId: ID!, slideId: ID!, participantId: ID!): Event!
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

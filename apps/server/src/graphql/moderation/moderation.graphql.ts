export const moderationTypeDefs = /* GraphQL */ `
  "What a report is about (docs/adr/0052)."
  enum ReportKind {
    "Abusive or inappropriate content: a public deck, usually."
    ABUSE
    "A problem with Mingle itself."
    PROBLEM
  }

  enum ReportStatus {
    "Not resolved yet."
    OPEN
    RESOLVED
  }

  enum ReportResolution {
    DISMISSED
    "The reported deck was made private (taken off the community list)."
    UNPUBLISHED
  }

  enum ReportAction {
    "Closes this report; nothing else changes."
    DISMISS
    "Makes the reported deck private and closes every open report of it."
    UNPUBLISH
  }

  input SubmitReportInput {
    kind: ReportKind!
    "A public deck the report is about."
    deckId: ID
    "What is wrong: 10 to 2000 characters once trimmed."
    message: String!
    "Where to answer a signed-out reporter (optional); ignored when signed in: the account is used."
    email: String
  }

  type SubmittedReport {
    id: ID!
  }

  "A public deck as the report form names it: anyone may see this much of a public deck."
  type ReportTarget {
    deckId: ID!
    title: String!
  }

  "Who sent a report: an account (name and address), or the address a signed-out reporter left, or nobody known."
  type ReportReporter {
    "True when an account sent it."
    signedIn: Boolean!
    "The account's display name."
    name: String
    email: String
  }

  "The deck a report names, as it is now."
  type ReportedDeck {
    id: ID!
    title: String!
    ownerName: String!
    visibility: DeckVisibility!
    "Its owner deleted it since."
    deleted: Boolean!
    "An admin took it off the community list after a report: its owner cannot publish it again until an admin allows it (allowRepublishing, docs/adr/0059)."
    takenDown: Boolean!
    "What admins did to it after reports, oldest first."
    history: [DeckModerationEntry!]!
  }

  enum DeckModerationAction {
    "Taken off the community list after a report (resolveReport UNPUBLISH)."
    TAKEN_DOWN
    "Its owner may publish it again (allowRepublishing)."
    PUBLISHING_ALLOWED
  }

  "One thing an admin did to a deck after a report, and who did it when."
  type DeckModerationEntry {
    action: DeckModerationAction!
    at: String!
    "The admin's display name; null once that account is gone."
    adminName: String
    "The admin's address; null once that account is gone."
    adminEmail: String
  }

  type ContentReport {
    id: ID!
    kind: ReportKind!
    message: String!
    createdAt: String!
    reporter: ReportReporter!
    "Null when the report names no deck, or the deck is gone for good."
    deck: ReportedDeck
    resolvedAt: String
    resolution: ReportResolution
  }

  type ContentReportPage {
    items: [ContentReport!]!
    total: Int!
  }

  extend type Query {
    "A public deck's title for the report form; null when the deck is not public (or does not exist). Open to everyone."
    reportTarget(deckId: ID!): ReportTarget
    "Reports for the admins, newest first (resolved: most recently resolved first). Admins only (ADMIN_ONLY)."
    contentReports(status: ReportStatus = OPEN, offset: Int = 0, limit: Int = 20): ContentReportPage!
  }

  extend type Mutation {
    "Reports abusive content or a problem, signed in or not; RATE_LIMITED past RATE_LIMIT_REPORTS per client address; DECK_NOT_FOUND when deckId is not a public deck."
    submitReport(input: SubmitReportInput!): SubmittedReport!
    "Dismisses a report, or unpublishes its deck (closing every open report of it). Admins only; REPORT_RESOLVED when it was resolved already."
    resolveReport(id: ID!, action: ReportAction!): ContentReport!
    "Lets the owner of a deck taken down after a report publish it again; it does not publish it. Admins only; DECK_NOT_FOUND for no such deck."
    allowRepublishing(deckId: ID!): ReportedDeck!
  }
`;

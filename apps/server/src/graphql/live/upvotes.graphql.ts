/** Upvotes on open-text answers (SPEC R8). */
export const upvoteTypeDefs = /* GraphQL */ `
  type UpvoteReceipt {
    "The answer upvoted; upvoting it again returns the same receipt."
    answerId: ID!
    upvoted: Boolean!
  }

  "A participant's own part of an open-text wall."
  type MyUpvotes {
    "My own answer to the slide (not votable), once I sent one."
    answerId: ID
    "The answers I upvoted."
    upvoted: [ID!]!
  }

  extend type Query {
    "Authorised by the participant token, like submitAnswer."
    myUpvotes(eventId: ID!, slideId: ID!): MyUpvotes!
  }

  extend type Mutation {
    "One upvote for another participant's answer to the current open-text slide (answer ids are in the slide's results). Authorised by the participant token; the voter must have answered first."
    upvoteAnswer(eventId: ID!, slideId: ID!, answerId: ID!): UpvoteReceipt!
  }
`;

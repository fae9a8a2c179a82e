export const userTypeDefs = /* GraphQL */ `
  "What the signed-in viewer may do beyond single things (policies/user.ts)."
  type ViewerCan {
    createDeck: Boolean!
    importDeck: Boolean!
    uploadFile: Boolean!
    "The admin pages (scope holds admin)."
    administer: Boolean!
  }

  "A Mingle account; only ever the viewer's own."
  type User {
    id: ID!
    email: String!
    displayName: String!
    emailVerified: Boolean!
    "Roles of the account: user, and admin for administrators."
    scope: [String!]!
    createdAt: String!
    "What the viewer may do."
    can: ViewerCan!
  }

  input UpdateProfileInput {
    "1 to 80 characters."
    displayName: String
  }

  extend type Query {
    "The signed-in user; null for a guest."
    me: User
  }

  extend type Mutation {
    updateProfile(input: UpdateProfileInput!): User!
    "Changes the password and ends every other session of the account."
    changePassword(currentPassword: String!, newPassword: String!): Boolean!
  }

  extend type Subscription {
    "The signed-in user's profile, each time it changes (in any tab or process)."
    profileUpdated: User!
  }
`;

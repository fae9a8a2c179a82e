/** The spinner's hand-over (SPEC R21.6): the host hands the spin to a phone, which spins. */
export const spinnerTypeDefs = /* GraphQL */ `
  "What the handed phone gets back from its spin; a second tap gets the same."
  type SpinReceipt {
    slideId: ID!
    round: Int!
    "The segment the wheel stopped on (a nickname or an item); null when nobody was left on the wheel."
    winner: String
  }

  extend type Mutation {
    "Hands the spin of the wheel on screen to a participant's phone, or takes it back (null). Host only, in the spin step (R21.6)."
    handSpin(eventId: ID!, slideId: ID!, participantId: ID): Event!
    "The phone the host handed the spin to spins the wheel of that round (R21.6). Authorised by the participant token, like submitAnswer."
    spinWheel(eventId: ID!, slideId: ID!, round: Int!): SpinReceipt!
  }
`;

export const filesTypeDefs = /* GraphQL */ `
  "An uploaded file, served from url."
  type StoredFile {
    id: ID!
    url: String!
    contentType: String!
    size: Int!
    originalName: String!
  }

  extend type Mutation {
    "Uploads an image (PNG, JPEG, WebP, GIF or SVG, at most 10 MB) by the GraphQL multipart request spec."
    uploadFile(file: Upload!): StoredFile!
  }
`;

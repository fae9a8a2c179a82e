export const filesTypeDefs = /* GraphQL */ `
  "An uploaded file, served from url."
  type StoredFile {
    id: ID!
    url: String!
    "A smaller WebP for lists; the image itself when it is small or an SVG."
    thumbnailUrl: String!
    contentType: String!
    size: Int!
    width: Int
    height: Int
    originalName: String!
  }

  extend type Mutation {
    "Uploads an image (PNG, JPEG, WebP, GIF or SVG, at most 10 MB) by the GraphQL multipart request spec."
    uploadFile(file: Upload!): StoredFile!
  }
`;

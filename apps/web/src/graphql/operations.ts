import { gql, type TypedDocumentNode } from '@apollo/client';

/** The signed-in user as the GraphQL schema returns them. */
export interface MeUser {
  id: string;
  email: string;
  displayName: string;
  emailVerified: boolean;
  scope: string[];
  createdAt: string;
}

export const ME: TypedDocumentNode<{ me: MeUser | null }, Record<string, never>> = gql`
  query Me {
    me {
      id
      email
      displayName
      emailVerified
      scope
      createdAt
    }
  }
`;

export const UPDATE_PROFILE: TypedDocumentNode<{ updateProfile: MeUser }, { input: { displayName?: string } }> = gql`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      email
      displayName
      emailVerified
      scope
      createdAt
    }
  }
`;

export const CHANGE_PASSWORD: TypedDocumentNode<{ changePassword: boolean }, { currentPassword: string; newPassword: string }> = gql`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`;

/** Where the identity provider sends the browser back after sign-in; registered with the provider. */
export const CALLBACK_PATH = '/auth/callback';

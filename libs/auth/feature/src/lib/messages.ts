/** Every Vietnamese string of the auth feature. */
export const messages = {} as const;

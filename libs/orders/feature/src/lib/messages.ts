/** Every Vietnamese string of the orders feature. */
export const messages = {} as const;

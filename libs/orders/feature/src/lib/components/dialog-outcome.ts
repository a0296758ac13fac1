/** What a form dialog does once its change is answered: close, stay open, or show a message on its field. */
export type DialogOutcome = 'close' | 'stay' | { fieldError: string };

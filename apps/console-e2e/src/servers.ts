/** The main API server of the specs, and a second one whose access tokens live 4 s (renewal spec). */
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 4310);
export const SHORT_TTL_PORT = MAIN_PORT + 2;
export const SHORT_ACCESS_TTL_S = 4;

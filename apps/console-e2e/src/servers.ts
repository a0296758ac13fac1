/**
 * The main API server of the specs, a second one whose access tokens live 4 s (renewal spec), and
 * the staff-push spec's own one (started by the spec: it is stopped and started again mid-test).
 */
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 4310);
export const SHORT_TTL_PORT = MAIN_PORT + 2;
export const SHORT_ACCESS_TTL_S = 4;
export const STAFF_PUSH_PORT = MAIN_PORT + 4;
/** The live-operations spec's own server (stopped and started again mid-test). */
export const LIVE_PORT = MAIN_PORT + 5;
/** The feedback-reply spec's own server (stopped mid-test to read the residents' inboxes). */
export const FEEDBACK_PORT = MAIN_PORT + 3;
/** The two-instance spec's two servers on one PostgreSQL database (started by the spec). */
export const INSTANCE_A_PORT = MAIN_PORT + 6;
export const INSTANCE_B_PORT = MAIN_PORT + 7;

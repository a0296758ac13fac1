/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API is; the console's own origin when empty (production: the API serves the console). */
  readonly VITE_API_URL?: string;
}

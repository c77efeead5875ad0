/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** External 4A login page; empty for the built-in /login. */
  readonly VITE_EXTERNAL_LOGIN_URL?: string;
  /** Province key of the edition; `national` by default. */
  readonly VITE_EDITION?: string;
}

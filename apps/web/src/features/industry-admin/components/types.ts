/** Changes the screen's address query (see utils/screen-params patchSearch). */
export type UpdateSearch = (
  patch: Record<string, string | number | undefined>,
  options?: { replace?: boolean },
) => void;

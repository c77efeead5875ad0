/** The platform mark: signal arcs on operator blue. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0052d9" />
      <path
        d="M11 33a30 30 0 0 1 42 0"
        fill="none"
        stroke="#9ec3ff"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        d="M18 40a20 20 0 0 1 28 0"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        d="M25 46a10 10 0 0 1 14 0"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="32" cy="51" r="3.5" fill="#fff" />
    </svg>
  );
}

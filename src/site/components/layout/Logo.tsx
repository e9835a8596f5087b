/** The wordmark: a stylised hull over a wave line, drawn for this brand. */
export function Logo() {
  return (
    <svg className="logo" width="190" height="36" viewBox="0 0 190 36" role="img" aria-hidden="true" focusable="false">
      <path d="M4 18h26l-4 8H8z" fill="currentColor" />
      <path d="M10 17V9h6v8M18 17V5h6v12" stroke="currentColor" strokeWidth="2.5" fill="none" />
      <path d="M2 31c4-3 8-3 12 0s8 3 12 0 8-3 8-3" stroke="#f0a35e" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <text x="42" y="24" fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif" fontSize="18" fontWeight="700" fill="currentColor">
        Harbourline
      </text>
    </svg>
  );
}

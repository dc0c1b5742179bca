/** Stand-in artwork for a product without a photo: a SIM card (or a phone with an eSIM QR), decorative. */
export function SimArt({ network, cardType }: { network: '5G' | '4G'; cardType: 'physical' | 'esim' }) {
  const tone = network === '5G' ? '#0a6e5c' : '#1d4f91'
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 320 200"
      preserveAspectRatio="xMidYMid slice"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
    >
      <defs>
        <linearGradient id={`sim-bg-${network}-${cardType}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={tone} stopOpacity="0.16" />
          <stop offset="1" stopColor="#e8590c" stopOpacity="0.12" />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#sim-bg-${network}-${cardType})`} />
      {cardType === 'physical' ? (
        <g transform="translate(110 38)">
          <path
            d="M0 12 12 0h76a12 12 0 0 1 12 12v100a12 12 0 0 1-12 12H12A12 12 0 0 1 0 112Z"
            fill="#fff"
            stroke={tone}
            strokeWidth="3"
          />
          <rect x="24" y="36" width="52" height="40" rx="6" fill="#f2c14e" stroke="#b8860b" strokeWidth="2" />
          <path d="M24 56h52M50 36v40" stroke="#b8860b" strokeWidth="2" />
          <text x="50" y="104" textAnchor="middle" fontSize="18" fontWeight="700" fill={tone} fontFamily="system-ui, sans-serif">
            {network}
          </text>
        </g>
      ) : (
        <g transform="translate(118 24)">
          <rect width="84" height="152" rx="14" fill="#fff" stroke={tone} strokeWidth="3" />
          <rect x="18" y="34" width="48" height="48" fill="none" stroke={tone} strokeWidth="3" />
          <path d="M26 42h12v12H26zM46 42h12v12H46zM26 62h12v12H26zM48 64h8v8h-8z" fill={tone} />
          <text x="42" y="116" textAnchor="middle" fontSize="18" fontWeight="700" fill={tone} fontFamily="system-ui, sans-serif">
            eSIM
          </text>
          <text
            x="42"
            y="136"
            textAnchor="middle"
            fontSize="13"
            fontWeight="700"
            fill="#e8590c"
            fontFamily="system-ui, sans-serif"
          >
            {network}
          </text>
        </g>
      )}
    </svg>
  )
}

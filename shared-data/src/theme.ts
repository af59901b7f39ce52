/**
 * Theme tokens: colours, spacing, type scale and motion. Colours are chosen for WCAG AA contrast on the dark
 * surfaces they are used on (text >= 4.5:1, large text and UI parts >= 3:1).
 */
export const theme = {
  colors: {
    background: '#0b1120',
    surface: '#151f33',
    surfaceRaised: '#1e2a42',
    border: '#334155',
    text: '#f1f5f9',
    textMuted: '#cbd5e1',
    accent: '#facc15',
    accentHover: '#fde047',
    onAccent: '#111827',
    link: '#fcd34d',
    focus: '#38bdf8',
    success: '#4ade80',
    danger: '#fca5a5',
    dangerSurface: '#450a0a',
    dangerBorder: '#ef4444',
    info: '#93c5fd',
    volatility: {
      'Düşük': { background: '#14532d', text: '#dcfce7' },
      Orta: { background: '#713f12', text: '#fef9c3' },
      'Yüksek': { background: '#7f1d1d', text: '#fee2e2' },
      'Çok Yüksek': { background: '#581c87', text: '#f3e8ff' },
      other: { background: '#374151', text: '#f3f4f6' },
    },
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { sm: '0.375rem', md: '0.75rem', lg: '1rem', pill: '999px' },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  },
  layout: { maxWidth: '72rem', headerHeight: '4rem' },
  breakpoints: { sm: '30rem', md: '48rem', lg: '64rem' },
  motion: { cardDuration: '0.5s', cardStagger: 0.05 },
} as const;

export type Theme = typeof theme;

export function volatilityColors(volatility: string): { background: string; text: string } {
  const table = theme.colors.volatility as Record<string, { background: string; text: string }>;
  return table[volatility] ?? theme.colors.volatility.other;
}

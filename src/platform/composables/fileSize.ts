const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const

/**
 * A size as people read it, in binary steps (1 GB = 1024 MB), e.g. `1 GB`, `10.5 MB`; whole bytes
 * in words, so that the plural is right (`29 bytes`, `29 Byte`).
 */
export function formatBytes(bytes: number, locale: string): string {
  let value = bytes
  let step = 0
  while (Math.abs(value) >= 1024 && step < byteUnits.length - 1) {
    value /= 1024
    step++
  }
  const unitDisplay = step === 0 ? 'long' : 'short'
  return new Intl.NumberFormat(locale, { style: 'unit', unit: byteUnits[step], unitDisplay, maximumFractionDigits: 2 }).format(value)
}

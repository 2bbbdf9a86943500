import {
  mdiAccountCheckOutline, mdiBellOutline, mdiCalculatorVariantOutline, mdiCashSync, mdiCheckDecagramOutline, mdiEmailCheckOutline,
  mdiFileExportOutline, mdiFlagOutline, mdiLightningBolt, mdiPlayCircleOutline, mdiPrinterOutline, mdiRefresh, mdiRobotOutline, mdiSend,
  mdiShieldCheckOutline, mdiStarOutline, mdiSync, mdiTagOutline,
} from '@mdi/js'

/**
 * The icons an entity UI action can show, by their Material Design Icons name (what the server
 * stores). The app draws icons from SVG paths, so it offers this set rather than all 7000.
 */
export const actionIcons: Readonly<Record<string, string>> = {
  'mdi-play-circle-outline': mdiPlayCircleOutline,
  'mdi-check-decagram-outline': mdiCheckDecagramOutline,
  'mdi-email-check-outline': mdiEmailCheckOutline,
  'mdi-account-check-outline': mdiAccountCheckOutline,
  'mdi-shield-check-outline': mdiShieldCheckOutline,
  'mdi-calculator-variant-outline': mdiCalculatorVariantOutline,
  'mdi-cash-sync': mdiCashSync,
  'mdi-refresh': mdiRefresh,
  'mdi-sync': mdiSync,
  'mdi-file-export-outline': mdiFileExportOutline,
  'mdi-printer-outline': mdiPrinterOutline,
  'mdi-send': mdiSend,
  'mdi-bell-outline': mdiBellOutline,
  'mdi-flag-outline': mdiFlagOutline,
  'mdi-tag-outline': mdiTagOutline,
  'mdi-star-outline': mdiStarOutline,
  'mdi-robot-outline': mdiRobotOutline,
  'mdi-lightning-bolt': mdiLightningBolt,
}

/** The SVG path of an action's icon; one outside the set shows as a lightning bolt. */
export function actionIconPath(name: string | null | undefined): string | undefined {
  if (!name) return undefined
  return actionIcons[name] ?? mdiLightningBolt
}

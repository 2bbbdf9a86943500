/** The model designer's tabs in the order they show; each is a path segment (/entitlements/setup/models/:modelId/<tab>). */
export const modelDesignerTabs = ['definition', 'plans', 'security'] as const
export type ModelDesignerTab = (typeof modelDesignerTabs)[number]

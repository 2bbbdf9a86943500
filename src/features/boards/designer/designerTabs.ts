/** The designer's tabs in the order they show; each is a path segment (/boards/:boardId/design/<tab>). */
export const designerTabs = ['workflow', 'data-model', 'targets', 'responsibilities', 'security', 'due-dates', 'cycles', 'settings'] as const
export type DesignerTab = (typeof designerTabs)[number]

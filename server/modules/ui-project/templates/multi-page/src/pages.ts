import type { Component } from 'vue'
import workspace from '../workspace.json'

/** One page of workspace.json: the pages a generator adds appear in the router and the navigation. */
export interface WorkspacePage {
  key: string
  title: string
  path: string
  component: string
}

// Every page component, bundled with the app; workspace.json names which one each route shows.
const components = import.meta.glob<Component>('./pages/*.vue', { eager: true, import: 'default' })

export const pages: WorkspacePage[] = workspace.pages

export function pageComponent(page: WorkspacePage): Component | undefined {
  return components[`./${page.component.replace(/^src\//, '')}`]
}

import type { Component } from 'vue'
import { sourceProjectKey } from '@/platform/source-project/context'
import { uiProjectContext } from '@/features/ui-project/context'
import { renderWithApp, type RenderOptions } from '../render'

/** Mounts a UI project screen or component as its pages do: below the UI project's layout. */
export function renderUiProject<C extends Component>(component: C, options: RenderOptions<C> = {}) {
  return renderWithApp(component, { ...options, provide: { ...options.provide, [sourceProjectKey]: uiProjectContext } })
}

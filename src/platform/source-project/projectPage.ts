import type { Component } from 'vue'
import type { SourceProjectContext } from './context'
import { registerSourceProject } from './registry'

type Loaded = Component | { default: Component }

/**
 * A route's page of a source project: the page's component, loaded together with the project it
 * works on (registered for useSourceProject by the route's `meta.sourceProject`). Nothing of the
 * project joins the initial bundle, and this file imports nothing of Vue's (the route table loads
 * before any page, and a chunk of it that needed Vue alone would split Vue from the shell's chunk).
 */
export function projectPage(project: () => Promise<SourceProjectContext>, page: () => Promise<Loaded>): () => Promise<Loaded> {
  return async () => {
    const [context, component] = await Promise.all([project(), page()])
    registerSourceProject(context)
    return component
  }
}

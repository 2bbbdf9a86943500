import { describe, expect, it } from 'vitest'
import { hasTypeScriptBlock, scriptShadow } from './vueScript'

const component = `<template>
  <p>{{ count }}</p>
</template>
<script setup lang="ts">
const count: number = 1
</script>
<style>p { color: red }</style>
`

describe('the script of a Vue file as TypeScript', () => {
  it('keeps the script where it stands and blanks the rest, newlines and length kept', () => {
    const shadow = scriptShadow(component)
    expect(shadow).toHaveLength(component.length)
    expect(shadow.split('\n')).toHaveLength(component.split('\n').length)
    expect(shadow.split('\n')[4]).toBe('const count: number = 1')
    expect(shadow.indexOf('const count')).toBe(component.indexOf('const count'))
    expect(shadow.replace(/\s/g, '')).toBe('constcount:number=1')
  })

  it('keeps both blocks of a component with a plain and a setup script', () => {
    const both = '<script lang="ts">\nexport default {}\n</script>\n<script setup lang="ts">\nconst a = 1\n</script>\n'
    expect(scriptShadow(both).replace(/\s+/g, ' ').trim()).toBe('export default {} const a = 1')
  })

  it('checks only components whose script is TypeScript', () => {
    expect(hasTypeScriptBlock(component)).toBe(true)
    expect(hasTypeScriptBlock("<script setup lang='ts'>\n</script>")).toBe(true)
    expect(hasTypeScriptBlock('<script setup>\nconst a = 1\n</script>')).toBe(false)
    expect(hasTypeScriptBlock('<template><p>No script</p></template>')).toBe(false)
  })
})

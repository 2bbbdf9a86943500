import { describe, expect, it } from 'vitest'
import { assetReferenceRefusal, globPatternRefusal, importRefusal, locateSpecifier, packageNameOf } from './allowedImports'

describe('importRefusal', () => {
  it.each(['vue', 'pinia', 'vuetify', 'vuetify/components', 'vuetify/styles', 'vuetify/iconsets/mdi-svg', 'vue-router', '@mdi/js'])(
    'allows the package import %s',
    (specifier) => {
      expect(importRefusal(specifier, 'src/main.ts')).toBeNull()
    },
  )

  it.each(['./App.vue', '../stores/customers', './locales/en.json', './logo.svg?raw', '../../workspace.json'])('allows the project import %s', (specifier) => {
    expect(importRefusal(specifier, 'src/pages/Home.vue')).toBeNull()
  })

  it.each([
    ['lodash', 'only vue, pinia'],
    ['@vue/shared', 'only vue, pinia'],
    ['vue/dist/vue.esm-bundler.js', 'import "vue" itself'],
    ['pinia?raw', 'query'],
    ['node:fs', 'URLs and Node built-ins'],
    ['fs', 'only vue, pinia'],
    ['https://cdn.example/x.js', 'URLs'],
    ['data:text/javascript,alert(1)', 'URLs'],
    ['/etc/passwd?raw', 'absolute paths'],
    ['../../../package.json', 'outside the project'],
    ['../node_modules/vue/index.js', 'from node_modules'],
    ['./worker.ts?worker', 'queries'],
    ['#internal', 'import maps'],
  ])('refuses %s', (specifier, reason) => {
    expect(importRefusal(specifier, 'src/main.ts')).toContain(reason)
  })
})

describe('packageNameOf', () => {
  it('takes the scope into account', () => {
    expect(packageNameOf('@mdi/js')).toBe('@mdi/js')
    expect(packageNameOf('vuetify/components/VBtn')).toBe('vuetify')
  })
})

describe('locateSpecifier', () => {
  it('finds the quoted specifier with a one-based line and column', () => {
    const text = "import { ref } from 'vue'\nimport secret from \"/etc/passwd?raw\"\n"
    expect(locateSpecifier(text, '/etc/passwd?raw')).toEqual({ line: 2, column: 20 })
    expect(locateSpecifier(text, 'pinia')).toBeNull()
  })
})

describe('globPatternRefusal', () => {
  it.each(['./pages/*.vue', '../components/**/*.vue', '/src/**/*.ts', '!./pages/Secret.vue'])('lets %s list the project', (pattern) => {
    expect(globPatternRefusal(pattern, 'src/main.ts')).toBeNull()
  })

  it.each([
    ['../../etc/*.conf', 'outside the project'],
    ['/../etc/*', 'outside the project'],
    ['./**/../../../etc/*', '".." may only start it'],
    ['./{a,../../..}/*', '".." may only start it'],
    ['./\\.\\./*', 'backslashes'],
    ['etc/*', 'starts with'],
    ['./node_modules/vue/*', 'node_modules'],
  ])('refuses %s before it is expanded', (pattern, reason) => {
    expect(globPatternRefusal(pattern, 'src/main.ts')).toContain(reason)
  })
})

describe('assetReferenceRefusal', () => {
  it.each(['./logo.svg', '../assets/a.png?inline', 'https://example.com/a.png', 'data:image/png;base64,AA', '#icon'])('lets %s be referenced', (reference) => {
    expect(assetReferenceRefusal(reference, 'src/main.ts')).toBeNull()
  })

  it.each([
    ['../../node_modules/.package-lock.json', 'outside the project'],
    ['/etc/hostname', 'absolute paths'],
    ['file:///etc/hostname', 'web URLs'],
    ['//host/share/a.png', 'web URLs'],
    ['../node_modules/vue/package.json', 'node_modules'],
  ])('refuses %s', (reference, reason) => {
    expect(assetReferenceRefusal(reference, 'src/main.ts')).toContain(reason)
  })
})

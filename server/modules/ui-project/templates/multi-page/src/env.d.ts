// Lets editors without Vue support import single-file components; the build's type-check reads them itself.
declare module '*.vue' {
  import type { DefineComponent } from 'vue'
  const component: DefineComponent<object, object, unknown>
  export default component
}

// The bundler's import.meta.glob (the type-check sees no Vite types): eager default imports only.
interface ImportMeta {
  glob<T>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T>
}

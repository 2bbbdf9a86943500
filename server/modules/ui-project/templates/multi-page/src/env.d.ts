// Lets editors without Vue support import single-file components; the build's type-check reads them itself.
declare module '*.vue' {
  import type { DefineComponent } from 'vue'
  const component: DefineComponent<object, object, unknown>
  export default component
}

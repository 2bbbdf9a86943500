import type { TemplateCatalog } from '../ui-project'
import { templateFiles } from './toolchain'

/** The project's templates: an empty project, and a sample with one command and one entity-mutation handler. */
export const netTemplateCatalog: TemplateCatalog = {
  templates: [
    { Key: 'empty', DisplayName: 'Empty project', Description: 'The project descriptor and a README: write your first function from scratch.' },
    {
      Key: 'sample',
      DisplayName: 'Sample functions',
      Description: 'A command that greets a customer and a handler that tidies every new customer: one of each kind, ready to build.',
    },
  ],
  files: (key) => templateFiles(key === 'sample' ? 'sample' : 'empty'),
}

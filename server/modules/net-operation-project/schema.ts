import type { Db } from '../../db'
import { listSchemaContract } from '../entities'
import { generateProject, type GeneratedProject } from './toolchain'

/** The C# the entity schema generates as it is now (typed classes per definition and the host contract), and the entities it has. */
export async function currentGeneratedProject(db: Db): Promise<GeneratedProject & { entityNames: string[] }> {
  const schema = await listSchemaContract(db)
  return { ...generateProject(schema), entityNames: schema.map((definition) => definition.name) }
}

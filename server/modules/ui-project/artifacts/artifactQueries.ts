import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import { findArtifactRow, listArtifactRows } from './artifacts.repo'
import { toArtifactDto, type ArtifactDto } from './artifacts.mappers'

export async function listArtifacts(db: Db): Promise<ArtifactDto[]> {
  return (await listArtifactRows(db)).map(toArtifactDto)
}

export async function getArtifact(db: Db, artifactId: string): Promise<ArtifactDto> {
  const row = await findArtifactRow(db, artifactId)
  if (!row) throw notFound(`Artifact "${artifactId}" does not exist.`, artifactId)
  return toArtifactDto(row)
}

import type { Schema } from '../types'
import { arr, bool, dateTime, int32, map, nullable, obj, ref, str } from '../s'

/** The envelope of every 200, 400, 404 and 409 response, around the operation's Data. */
export const apiResponse = (data: Schema): Schema =>
  obj(
    {
      Success: bool(),
      Data: nullable(data),
      Errors: nullable(arr(ref('Issue'))),
      Warnings: nullable(arr(ref('Issue'))),
    },
    { required: ['Success'], description: 'ApiResponse<T>: business failures are reported in Errors.' },
  )

/**
 * The assumed paged-list result (docs/contract.md): `{ Items, Page, PageSize, TotalCount, HasMore }`,
 * plus the list's own required members when it has any (what the caller may do with the collection).
 */
export const pageOf = (item: string, extra: Record<string, Schema> = {}): Schema =>
  obj(
    {
      Items: arr(ref(item)),
      Page: int32('One-based page number.'),
      PageSize: int32(),
      TotalCount: int32(),
      HasMore: bool(),
      ...extra,
    },
    { required: ['Items', 'Page', 'PageSize', 'TotalCount', 'HasMore', ...Object.keys(extra)] },
  )

export const commonSchemas: Record<string, Schema> = {
  Issue: obj(
    {
      Code: str('Stable issue code, e.g. workspace.validation.invalid.'),
      Message: str('Human-readable message.'),
      Target: str('The resource or operation the issue concerns.'),
      Field: str('PascalCase path of the offending member, e.g. ExtendedData.team.'),
      Metadata: map(str()),
      Type: ref('IssueType'),
      Severity: ref('IssueSeverity'),
    },
    { required: ['Code', 'Message'] },
  ),
  ProblemDetails: {
    ...obj(
      {
        type: nullable(str()),
        title: nullable(str()),
        status: nullable(int32()),
        detail: nullable(str()),
        instance: nullable(str()),
        requiredRoles: arr(str(), 'Roles of which the caller needs any (extension member on 403).'),
        requiredPermissions: arr(str(), 'Permission keys the caller needs all of (extension member on 403).'),
      },
      { description: 'RFC 7807 problem details, used for 401 and 403; additional members are allowed.' },
    ),
    additionalProperties: true,
  },
  Avatar: obj(
    {
      Initials: str(),
      BackgroundColor: str('Hex colour, e.g. #3F51B5.'),
      TextColor: str('Hex colour.'),
    },
    { required: ['Initials', 'BackgroundColor', 'TextColor'] },
  ),
  ExtendedData: {
    type: 'object',
    description:
      'Bounded, non-secret string map: at most 32 keys matching ^[A-Za-z][A-Za-z0-9_.-]{0,63}$, values up to ' +
      '1,024 characters, 8 KiB in total as UTF-8 JSON; keys naming a secret are refused.',
    maxProperties: 32,
    additionalProperties: { type: 'string', maxLength: 1024 },
  },
}

/** Identity and audit members of an entity instance (list item and mutation result alike). */
export const entityInstanceIdentity = (): Record<string, Schema> => ({
  Id: str(),
  Number: str(),
  DisplayName: str(),
  Subtitle: nullable(str()),
  CreatedAt: dateTime(),
  CreatedByUserId: str(),
  ModifiedAt: nullable(dateTime()),
  ModifiedByUserId: nullable(str()),
  ArchivedAt: nullable(dateTime()),
  ArchivedByUserId: nullable(str()),
})

import { computed, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import { useQuery, useQueryClient } from '@tanstack/vue-query'
import { FolderStrategy, StorageType } from '@/api'
import { useSessionStore } from '@/app/session'
import { useEntityForm } from '@/platform/composables/useEntityForm'
import { useNotify } from '@/platform/composables/useNotify'
import { getFileSettings, updateFileSettings } from '../api/fileSettings'
import type { FilePolicyDraft, FileSettingsValues, FileSystemSettings, FileSystemSettingsUpdate } from '../api/fileSettings.types'
import {
  allowedMimeTypesProblems,
  folderNameProblems,
  retentionProblems,
  rootPathProblems,
  ruleProblems,
  rulesProblems,
  uploadSizeProblems,
  UPLOAD_BYTES,
  type Problem,
} from '../policyRules'
import { formatBytes } from '@/platform/composables/fileSize'
import { fileSettingsKeys } from '../api/queryKeys'

/** The only storage type the local API serves; the others are shown, not offered. */
export const SERVABLE_STORAGE_TYPES: readonly StorageType[] = [StorageType.LocalFileSystem]

export function toFileSettingsValues(settings: FileSystemSettings | null): FileSettingsValues {
  return {
    StorageType: settings?.StorageType ?? StorageType.LocalFileSystem,
    RootPath: settings?.RootPath ?? '',
    FolderStrategy: settings?.FolderStrategy ?? FolderStrategy.ByDate,
    ConstantFolderName: settings?.ConstantFolderName ?? '',
    AllowedMimeTypes: settings?.AllowedMimeTypes ?? [],
    TrashRetentionTimeHours: settings?.TrashRetentionTimeHours ?? null,
    MaxUploadSizeBytes: settings?.MaxUploadSizeBytes ?? UPLOAD_BYTES.default,
    FileTypeRules: (settings?.FileTypeRules ?? []).map((rule) => ({ Extensions: rule.Extensions ?? [], MimeTypes: rule.MimeTypes ?? [] })),
  }
}

export function toUpdateRequest(values: FileSettingsValues, rowVersion: string): FileSystemSettingsUpdate {
  return {
    StorageType: values.StorageType,
    RootPath: values.RootPath.trim() || null,
    FolderStrategy: values.FolderStrategy,
    // The name only means something for the Constant strategy.
    ConstantFolderName: values.FolderStrategy === FolderStrategy.Constant ? values.ConstantFolderName.trim() : null,
    AllowedMimeTypes: values.AllowedMimeTypes,
    TrashRetentionTimeHours: values.TrashRetentionTimeHours ?? 0,
    FileTypeRules: values.FileTypeRules,
    MaxUploadSizeBytes: values.MaxUploadSizeBytes ?? 0,
    RowVersion: rowVersion,
  }
}

export interface RuleMessages {
  Extensions: string[]
  MimeTypes: string[]
  general: string[]
}

/** Server field errors at `prefix` or below it (`FileTypeRules[0].Extensions[1]` is below `FileTypeRules[0]`). */
function errorsUnder(errors: Record<string, string[]>, prefix: string): string[] {
  return Object.entries(errors)
    .filter(([field]) => field === prefix || field.startsWith(`${prefix}.`) || field.startsWith(`${prefix}[`))
    .flatMap(([, messages]) => messages)
}

/**
 * The file-system settings screen's edit state: the saved settings (vue-query), staged edits with
 * RowVersion, the conflict flow and the unsaved-edits guard (useEntityForm), client checks that
 * mirror the server's, and the unsaved policy the tester sends as Draft.
 */
export function useFileSettingsForm() {
  const { t, n, locale } = useI18n()
  const session = useSessionStore()
  const notify = useNotify()
  const client = useQueryClient()
  const query = useQuery({ queryKey: fileSettingsKeys.settings(), queryFn: ({ signal }) => getFileSettings(signal) })
  // The server refuses the update without this permission (Admin only): never offer it otherwise.
  const canEdit = computed(() => session.hasPermission('settings.manage'))

  const form = useEntityForm<FileSystemSettings, FileSettingsValues>({
    source: () => query.data.value,
    toValues: toFileSettingsValues,
    save: (values, rowVersion) => updateFileSettings(toUpdateRequest(values, rowVersion ?? '')),
    refetch: async () => (await query.refetch()).data as FileSystemSettings,
    onSaved: (saved) => {
      const previousVersion = query.data.value?.FileTypePolicyVersion
      client.setQueryData(fileSettingsKeys.settings(), saved)
      // Verdicts of the saved policy may have changed with it.
      void client.invalidateQueries({ queryKey: fileSettingsKeys.policyTests() })
      const newPolicy = saved.FileTypePolicyVersion !== previousVersion
      notify.success(newPolicy ? t('fileSettings.savedNewPolicy', { version: saved.FileTypePolicyVersion ?? 0 }) : t('fileSettings.saved'))
    },
    // The policy facts read the cache: after a conflict they show the version the form now edits.
    onRebased: (current) => client.setQueryData(fileSettingsKeys.settings(), current),
    errorContextKey: 'fileSettings.saveFailed',
  })
  const { values } = form

  // A rule edit makes the server's messages about the old rules obsolete (the form only clears exact fields).
  watch(
    [() => values.FileTypeRules, () => values.AllowedMimeTypes],
    () => {
      const kept = Object.entries(form.fieldErrors.value).filter(([field]) => !/^(FileTypeRules|AllowedMimeTypes)[[.]/.test(field))
      if (kept.length !== Object.keys(form.fieldErrors.value).length) form.fieldErrors.value = Object.fromEntries(kept)
    },
  )

  const readable = (problem: Problem): Record<string, string> =>
    Object.fromEntries(
      Object.entries(problem.params ?? {}).map(([name, value]) => {
        if (typeof value === 'string') return [name, value]
        return [name, problem.key === 'uploadSizeRange' ? formatBytes(value, locale.value) : n(value)]
      }),
    )
  const text = (problems: Problem[]) => problems.map((problem) => t(`fileSettings.validation.${problem.key}`, readable(problem)))

  const fieldProblems = computed<Record<string, Problem[]>>(() => ({
    StorageType: SERVABLE_STORAGE_TYPES.includes(values.StorageType) ? [] : [{ key: 'storageTypeUnavailable' }],
    RootPath: rootPathProblems(values.RootPath),
    ConstantFolderName: values.FolderStrategy === FolderStrategy.Constant ? folderNameProblems(values.ConstantFolderName) : [],
    AllowedMimeTypes: allowedMimeTypesProblems(values.AllowedMimeTypes),
    TrashRetentionTimeHours: retentionProblems(values.TrashRetentionTimeHours),
    MaxUploadSizeBytes: uploadSizeProblems(values.MaxUploadSizeBytes),
    FileTypeRules: rulesProblems(values.FileTypeRules),
  }))
  const ruleChecks = computed(() => values.FileTypeRules.map(ruleProblems))

  /** Client and server messages of a field (server messages of members below it included). */
  function messagesFor(field: keyof FileSettingsValues & string): string[] {
    return [...text(fieldProblems.value[field] ?? []), ...errorsUnder(form.fieldErrors.value, field)]
  }

  /** Messages about the rule list as a whole (those of single rules are under each rule). */
  const rulesListMessages = computed(() => [...text(fieldProblems.value.FileTypeRules ?? []), ...form.errorsFor('FileTypeRules')])

  function ruleMessages(index: number): RuleMessages {
    const prefix = `FileTypeRules[${index}]`
    const check = ruleChecks.value[index] ?? { Extensions: [], MimeTypes: [] }
    const errors = form.fieldErrors.value
    const listed = new Set([...errorsUnder(errors, `${prefix}.Extensions`), ...errorsUnder(errors, `${prefix}.MimeTypes`)])
    return {
      Extensions: [...text(check.Extensions), ...errorsUnder(errors, `${prefix}.Extensions`)],
      MimeTypes: [...text(check.MimeTypes), ...errorsUnder(errors, `${prefix}.MimeTypes`)],
      general: errorsUnder(errors, prefix).filter((message) => !listed.has(message)),
    }
  }

  const rulesValid = computed(
    () => fieldProblems.value.FileTypeRules?.length === 0 && ruleChecks.value.every((check) => check.Extensions.length === 0 && check.MimeTypes.length === 0),
  )
  const isValid = computed(() => rulesValid.value && Object.values(fieldProblems.value).every((problems) => problems.length === 0))

  const hasPolicyEdits = computed(() => 'FileTypeRules' in form.edits.value || 'AllowedMimeTypes' in form.edits.value)
  /** The unsaved policy for the tester; null when the saved one is what the form shows. */
  const policyDraft = computed<FilePolicyDraft | null>(() =>
    hasPolicyEdits.value ? { AllowedMimeTypes: values.AllowedMimeTypes, FileTypeRules: values.FileTypeRules } : null,
  )
  const policyDraftValid = computed(() => rulesValid.value && fieldProblems.value.AllowedMimeTypes?.length === 0)

  const canSave = computed(() => canEdit.value && form.hasEdits.value && isValid.value && !form.saving.value)
  async function save(): Promise<void> {
    if (canSave.value) await form.save()
  }

  return {
    query,
    form,
    values,
    canEdit,
    canSave,
    save,
    messagesFor,
    ruleMessages,
    rulesListMessages,
    isValid,
    policyDraft,
    policyDraftValid,
  }
}

export type FileSettingsForm = ReturnType<typeof useFileSettingsForm>

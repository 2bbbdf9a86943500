import { extensionCandidates, safeFileName } from './fileName'
import { detectContent, isExecutableType, isTextType, looksBinary, type DetectedContent } from './magicBytes'
import { isConcreteMimeType, mimeMatches, normalizeMimeType, normalizePolicy } from './normalize'
import type { FilePolicy, FileTypeRule, PolicyInput, PolicyVerdict } from './policy'

/** The leading bytes looked at: enough for every signature checked. */
const maxLeadingBytes = 64

type Check = 'extensionMissing' | 'extensionNotAllowed' | 'mimeInvalid' | 'mimeMismatch' | 'mimeNotAllowed' | 'contentMismatch' | 'executableRefused' | 'allowed'

/** The rules naming the file's extension: the longest compound extension any rule names wins. */
interface ExtensionMatch {
  extension: string
  ruleIndexes: number[]
  /** Union of the naming rules' types, narrowed by the global allow-list. */
  allowedTypes: string[]
  /** Union of the naming rules' types, before the allow-list. */
  ruleTypes: string[]
}

/** The verdict the upload of this file would get (checks and codes: docs/files.md). */
export function judgeFile(policy: FilePolicy, input: PolicyInput): PolicyVerdict {
  const { FileTypeRules: rules, AllowedMimeTypes: allowList } = normalizePolicy(policy.FileTypeRules, policy.AllowedMimeTypes)
  const fileName = safeFileName(input.fileName)
  const mimeType = input.mimeType === null ? null : normalizeMimeType(input.mimeType)
  const content = input.leadingBytes?.length ? input.leadingBytes.subarray(0, maxLeadingBytes) : null
  const detected = content ? detectContent(content) : null
  const base: Omit<PolicyVerdict, 'Allowed' | 'Code' | 'Message'> = {
    FileName: fileName,
    Extension: null,
    MimeType: mimeType,
    RuleIndex: null,
    Rule: null,
    AllowedMimeTypesForExtension: [],
    DetectedContentType: detected?.mimeType ?? null,
    PolicyVersion: policy.Version,
    PolicyHash: policy.Hash,
  }
  const answer = (check: Check, message: string, match?: ExtensionMatch): PolicyVerdict => ({
    ...base,
    ...(match && {
      Extension: match.extension,
      RuleIndex: match.ruleIndexes[0]!,
      Rule: rules[match.ruleIndexes[0]!]!,
      AllowedMimeTypesForExtension: match.allowedTypes,
    }),
    Allowed: check === 'allowed',
    Code: `workspace.files.policy.${check}`,
    Message: message,
  })

  const candidates = extensionCandidates(fileName)
  if (candidates.length === 0) return answer('extensionMissing', 'The file name has no extension; files are allowed by extension only.')
  const match = matchExtension(rules, allowList, candidates)
  if (!match) {
    const extension = candidates[candidates.length - 1]!
    return { ...answer('extensionNotAllowed', `No file-type rule allows .${extension} files.`), Extension: extension }
  }
  const rule = ruleLabel(match)

  if (mimeType === null) {
    if (match.allowedTypes.length === 0) {
      return answer('mimeNotAllowed', `None of the types ${rule.name} ${rule.allow} (${match.ruleTypes.join(', ')}) is in the workspace's allowed MIME types.`, match)
    }
    const refusal = judgeContent(detected, content, match.allowedTypes, rule.name)
    return refusal ? answer(refusal.check, refusal.message, match) : answer('allowed', `${rule.Name} ${rule.allow} ${match.allowedTypes.join(', ')}.`, match)
  }
  if (!isConcreteMimeType(mimeType)) return answer('mimeInvalid', `"${mimeType}" is not a MIME type (type/subtype).`, match)
  if (!match.ruleTypes.some((pattern) => mimeMatches(pattern, mimeType))) {
    return answer('mimeMismatch', `${rule.Name} ${rule.allow} ${match.ruleTypes.join(', ')}, not ${mimeType}.`, match)
  }
  if (allowList.length > 0 && !allowList.some((pattern) => mimeMatches(pattern, mimeType))) {
    return answer('mimeNotAllowed', `${rule.Name} ${rule.allow} ${mimeType}, but the workspace's allowed MIME types do not include it.`, match)
  }
  const refusal = judgeContent(detected, content, [mimeType], rule.name)
  return refusal ? answer(refusal.check, refusal.message, match) : answer('allowed', `${rule.Name} ${rule.allow} ${mimeType}.`, match)
}

function matchExtension(rules: FileTypeRule[], allowList: string[], candidates: string[]): ExtensionMatch | null {
  for (const extension of candidates) {
    const ruleIndexes = rules.flatMap((rule, index) => (rule.Extensions.includes(extension) ? [index] : []))
    if (ruleIndexes.length === 0) continue
    const ruleTypes = [...new Set(ruleIndexes.flatMap((index) => rules[index]!.MimeTypes))].sort()
    const allowedTypes = allowList.length === 0 ? ruleTypes : intersectPatterns(ruleTypes, allowList)
    return { extension, ruleIndexes, ruleTypes, allowedTypes }
  }
  return null
}

/** The types both lists allow, wildcards included ("image/*" and "image/png" → "image/png"). */
function intersectPatterns(ruleTypes: string[], allowList: string[]): string[] {
  const both = new Set<string>()
  for (const ruleType of ruleTypes) {
    for (const allowed of allowList) {
      if (mimeMatches(allowed, ruleType)) both.add(ruleType)
      else if (mimeMatches(ruleType, allowed)) both.add(allowed)
    }
  }
  return [...both].sort()
}

/** "Rule 3 (.pdf)" or "Rules 3 and 5 (.pdf)": one-based, as an administrator counts. */
function ruleLabel(match: ExtensionMatch): { Name: string; name: string; allow: string } {
  const numbers = match.ruleIndexes.map((index) => String(index + 1))
  const list = numbers.length === 1 ? numbers[0]! : `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]!}`
  const Name = `${numbers.length === 1 ? 'Rule' : 'Rules'} ${list} (.${match.extension})`
  return { Name, name: Name.charAt(0).toLowerCase() + Name.slice(1), allow: numbers.length === 1 ? 'allows' : 'allow' }
}

/**
 * Whether the leading bytes agree with the type(s) the file may have: programs only as a type that
 * says so, a recognised signature only as its own type, text without binary bytes.
 */
function judgeContent(
  detected: DetectedContent | null,
  content: Uint8Array | null,
  types: string[],
  ruleName: string,
): { check: Check; message: string } | null {
  if (!content) return null
  const carries = (found: DetectedContent) => types.some((type) => found.compatible(type) || mimeMatches(type, found.mimeType))
  if (detected?.executable && !carries(detected)) {
    if (types.some(isExecutableType)) {
      return { check: 'contentMismatch', message: `The content is a different kind of program (${detected.mimeType}) than ${types.join(', ')}; checked against ${ruleName}.` }
    }
    return {
      check: 'executableRefused',
      message: `The content is a program (${detected.mimeType}), not ${types.join(', ')}; programs are refused unless declared as a program type that ${ruleName} allows.`,
    }
  }
  if (detected && !carries(detected)) {
    return { check: 'contentMismatch', message: `The content looks like ${detected.mimeType}, not ${types.join(', ')}; checked against ${ruleName}.` }
  }
  if (!detected && types.every(isTextType) && looksBinary(content)) {
    return { check: 'contentMismatch', message: `The content is binary, not ${types.join(', ')}; checked against ${ruleName}.` }
  }
  return null
}

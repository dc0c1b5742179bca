/**
 * npm run check:messages — the six message files (and the six of the admin, messages/admin) must have the same keys, no empty texts, and the
 * same ICU placeholders ({year}, {amount} …) for each key. zh-TW is the reference. Then the glossary
 * (messages/glossary.ts): no message, no seeded text and no rendered mail may use a variant it forbids for its
 * locale, and every mail subject begins the way the glossary says.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { LOCALES } from '../src/domain/locale'
import { describeProblem, glossaryProblems, mailSubjectProblems, mailTexts, messageTexts, seedTexts } from '../dev/seed/glossaryCheck'

// A copy of messages/ may be given (tests/lint/check-messages.test.ts plants a missing key in one).
const dir = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'messages')
type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(name, value)
    else for (const [k, v] of flatten(value, name)) out.set(k, v)
  }
  return out
}

/** Argument names of an ICU message ({name}, {count, plural, …}); plural branches like {# days} are not arguments. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\s*([a-zA-Z_]\w*)\s*[,}]/g)].map((m) => m[1]))].sort().join(',')

const problems: string[] = []
const keyCounts: string[] = []

/** The storefront's files (messages/) and the admin's (messages/admin/, its `admin` namespace, and its Payload labels) are checked alike. */
for (const [sub, name] of [['', 'messages'], ['admin', 'admin'], ['admin/labels', 'admin.labels']] as const) {
  const files = Object.fromEntries(
    LOCALES.map((locale) => [locale, flatten(JSON.parse(readFileSync(path.join(dir, sub, `${locale}.json`), 'utf8')) as Tree)]),
  )
  const reference = files['zh-TW']!
  const allKeys = new Set(LOCALES.flatMap((l) => [...files[l]!.keys()]))
  const where = (key: string) => (sub ? `${name}.${key}` : key)
  for (const locale of LOCALES) {
    const messages = files[locale]!
    for (const key of allKeys) {
      const text = messages.get(key)
      if (text === undefined) problems.push(`${locale}: missing ${where(key)}`)
      else if (!text.trim()) problems.push(`${locale}: empty ${where(key)}`)
      else if (reference.has(key) && placeholders(text) !== placeholders(reference.get(key)!))
        problems.push(`${locale}: placeholders of ${where(key)} differ from zh-TW ({${placeholders(text)}} vs {${placeholders(reference.get(key)!)}})`)
    }
  }
  keyCounts.push(`${allKeys.size} ${name} keys`)
}

const messageList = messageTexts()
for (const problem of [...glossaryProblems([...messageList, ...seedTexts(), ...mailTexts()]), ...mailSubjectProblems(messageList)])
  problems.push(`glossary: ${describeProblem(problem)}`)

if (problems.length) {
  console.error(`messages/: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`messages/: ${LOCALES.length} locales × (${keyCounts.join(' + ')}), all present with matching placeholders; glossary followed by messages, seed and mails`)

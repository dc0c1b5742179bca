/**
 * npm run check:messages — the six message files must have the same keys, no empty texts, and the
 * same ICU placeholders ({year}, {amount} …) for each key. zh-TW is the reference. Then the glossary
 * (messages/glossary.ts): no message, no seeded text and no rendered mail may use a variant it forbids for its
 * locale, and every mail subject begins the way the glossary says.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { LOCALES } from '../src/domain/locale'
import { describeProblem, glossaryProblems, mailSubjectProblems, mailTexts, messageTexts, seedTexts } from '../src/server/seed/glossaryCheck'

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'messages')
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

const files = Object.fromEntries(
  LOCALES.map((locale) => [locale, flatten(JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Tree)]),
)
const reference = files['zh-TW']!
const problems: string[] = []
const allKeys = new Set(LOCALES.flatMap((l) => [...files[l]!.keys()]))

for (const locale of LOCALES) {
  const messages = files[locale]!
  for (const key of allKeys) {
    const text = messages.get(key)
    if (text === undefined) problems.push(`${locale}: missing ${key}`)
    else if (!text.trim()) problems.push(`${locale}: empty ${key}`)
    else if (reference.has(key) && placeholders(text) !== placeholders(reference.get(key)!))
      problems.push(`${locale}: placeholders of ${key} differ from zh-TW ({${placeholders(text)}} vs {${placeholders(reference.get(key)!)}})`)
  }
}

const messageList = messageTexts()
for (const problem of [...glossaryProblems([...messageList, ...seedTexts(), ...mailTexts()]), ...mailSubjectProblems(messageList)])
  problems.push(`glossary: ${describeProblem(problem)}`)

if (problems.length) {
  console.error(`messages/: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`messages/: ${LOCALES.length} locales × ${allKeys.size} keys, all present with matching placeholders; glossary followed by messages, seed and mails`)

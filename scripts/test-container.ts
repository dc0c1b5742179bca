/**
 * npm run test:container: the image built from the Dockerfile and run for real, as compose would run it — PostgreSQL, the
 * app (START_WORKER=false) and a worker, three containers on one network — then a customer's order placed and paid
 * through the local TapPay sandbox (a demo: DEMO_MODE=true, demo seed), its mail seen leaving through the worker, the
 * app and PostgreSQL containers SIGKILLed and started again, and the order found whole. Prints every figure.
 * Not part of `npm test` or CI (the image build alone takes many minutes).
 *   npm run test:container
 * Settings (environment):
 *   CONTAINER_ENGINE   podman (default) or docker; with podman, CONTAINERS_CONF defaults to scripts/container/containers.conf
 *   NODE_IMAGE / BUILD_IMAGE   the Dockerfile's base images (default: the official node image); POSTGRES_IMAGE (postgres:18).
 *                      Without a registry: scripts/container/make-base-image.sh makes local ones from Debian's archive.
 *   CONTAINER_APP_PORT the app's port on 127.0.0.1 (3300); the test mail server takes the next two ports above +25.
 *   CONTAINER_SKIP_BUILD=true  use the image built last time · CONTAINER_KEEP=true  leave the containers running.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const engine = process.env.CONTAINER_ENGINE || 'podman'
const env: NodeJS.ProcessEnv = { ...process.env }
if (engine === 'podman') env.CONTAINERS_CONF ||= path.join(root, 'scripts', 'container', 'containers.conf')
const image = process.env.CONTAINER_IMAGE || 'localhost/taiwan-sim-shop:test'
const postgresImage = process.env.POSTGRES_IMAGE || 'postgres:18'
const appPort = Number(process.env.CONTAINER_APP_PORT || 3300)
const [smtpPort, mailPort] = [appPort + 25, appPort + 26]
const sandboxPort = 3090
const id = randomBytes(3).toString('hex')
const name = (what: string) => `shop-test-${id}-${what}`
const [net, pgVolume, db, app, worker] = ['net', 'pgdata', 'db', 'app', 'worker'].map(name) as [string, string, string, string, string]
const secret = randomBytes(32).toString('hex')
const dbPassword = randomBytes(16).toString('hex')

const figures: [string, string][] = []
const say = (line: string) => console.log(`[test:container] ${line}`)
const figure = (label: string, value: string) => {
  figures.push([label, value])
  say(`${label}: ${value}`)
}
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** One engine command; its output, or an error with what it printed. */
function run(args: string[], options: { quiet?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(engine, args, { env, cwd: root, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && !options.quiet) reject(new Error(`${engine} ${args.join(' ')}: ${stderr || error.message}`))
      else resolve(stdout.trim())
    })
  })
}

/** The engine with its output shown (the build). */
function runShown(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const proc = spawn('nice', ['-n', '10', engine, ...args], { env, cwd: root, stdio: 'inherit' })
    proc.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${engine} ${args[0]} failed (${code})`))))
  })
}

/** Polls `check` (every 100 ms) until it returns a value (not undefined) or `timeoutMs` passes. */
async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = await check().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const appEnv = (gateway: string) => [
  ['DATABASE_URL', `postgres://shop:${dbPassword}@${db}:5432/shop`],
  ['PAYLOAD_SECRET', secret],
  ['NEXT_PUBLIC_SITE_URL', `http://127.0.0.1:${appPort}`],
  ['INSECURE_COOKIES', 'true'],
  ['SMTP_URL', `smtp://${gateway}:${smtpPort}`],
  ['DEMO_MODE', 'true'],
  ['TAPPAY_SANDBOX_PORT', String(sandboxPort)],
  ['MESSAGING_RUNNER', 'worker'],
].flatMap(([k, v]) => ['-e', `${k}=${v}`])

const ready = async () => ((await fetch(`http://127.0.0.1:${appPort}/api/ready`)).status === 200 ? true : undefined)

async function dbReady() {
  await until('PostgreSQL', async () => ((await run(['exec', db, 'pg_isready', '-U', 'shop', '-d', 'shop', '-h', '127.0.0.1'], { quiet: true })).includes('accepting') ? true : undefined))
}

type Envelope<T> = { code: number; message: string; data: T }
async function post<T>(apiPath: string, body: unknown, headers: Record<string, string> = {}): Promise<Envelope<T>> {
  const res = await fetch(`http://127.0.0.1:${appPort}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en', ...headers },
    body: JSON.stringify(body),
  })
  const answer = (await res.json()) as Envelope<T>
  if (!res.ok) throw new Error(`${apiPath}: ${res.status} ${JSON.stringify(answer)}`)
  return answer
}

type Mail = { to: string[]; subject: string; text: string; receivedAt: string }
/** The test mail server's API: on the container network's gateway (set once the network is up). */
let mailApi = ''
const mails = async (to: string) => (await (await fetch(`${mailApi}/messages?to=${encodeURIComponent(to)}`)).json()) as Mail[]
const mailTo = (to: string, match: (mail: Mail) => boolean, what: string) => until(what, async () => (await mails(to)).find(match))

/** RSS of each process in a container, from /proc (the image has no ps). */
async function rss(container: string): Promise<string> {
  const script = `const fs=require('fs');for(const p of fs.readdirSync('/proc').filter(d=>/^\\d+$/.test(d))){try{const rss=/VmRSS:\\s+(\\d+)/.exec(fs.readFileSync('/proc/'+p+'/status','utf8'));const cmd=fs.readFileSync('/proc/'+p+'/cmdline','utf8').split('\\0').filter(Boolean).map(a=>a.split('/').pop()).join(' ');if(rss&&Number(p)!==process.pid)console.log(Math.round(rss[1]/1024)+' MB  '+cmd.slice(0,90))}catch{}}`
  return run(['exec', container, 'node', '-e', script])
}

async function main() {
  const started = performance.now()
  if (process.env.CONTAINER_SKIP_BUILD !== 'true') {
    const args = ['build', '-t', image, '--build-arg', 'INSECURE_COOKIES=true']
    for (const arg of ['NODE_IMAGE', 'BUILD_IMAGE']) if (process.env[arg]) args.push('--build-arg', `${arg}=${process.env[arg]}`)
    // The CA certificates this machine's Node trusts beyond the usual ones (a proxy's): npm ci in the image needs them too.
    if (process.env.NODE_EXTRA_CA_CERTS) args.push('--secret', `id=ca,src=${process.env.NODE_EXTRA_CA_CERTS}`)
    const t = performance.now()
    await runShown([...args, '.'])
    figure('image build', seconds(t))
  }
  figure('image size', `${Math.round(Number(await run(['image', 'inspect', image, '--format', '{{.Size}}'])) / 1e6)} MB`)
  // What the image holds beside Node: the app's own folders (the rest is the base image).
  figure('app in the image', (await run(['run', '--rm', image, 'du', '-sh', 'node_modules', '.next', 'public'])).replace(/\s+/g, ' '))

  await run(['network', 'create', net])
  await run(['volume', 'create', pgVolume])
  const dbArgs = ['-e', 'POSTGRES_USER=shop', '-e', `POSTGRES_PASSWORD=${dbPassword}`, '-e', 'POSTGRES_DB=shop']
  await run(['run', '-d', '--name', db, '--network', net, '-v', `${pgVolume}:/var/lib/postgresql`, ...dbArgs, postgresImage])
  await dbReady()
  // The test mail server on the network's gateway: the containers' SMTP server, and what this script reads the mails from.
  const inspect = JSON.parse(await run(['network', 'inspect', net])) as [{ subnets?: { gateway: string }[]; IPAM?: { Config?: { Gateway: string }[] } }]
  const gateway = inspect[0].subnets?.[0]?.gateway ?? inspect[0].IPAM?.Config?.[0]?.Gateway
  if (!gateway) throw new Error(`no gateway in ${JSON.stringify(inspect)}`)
  mailCatcher = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/e2e/mail-catcher.ts')], {
    cwd: root,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.scripts.json'), E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_PORT: String(mailPort), E2E_MAIL_HOST: gateway },
    stdio: 'inherit',
  })
  mailApi = `http://${gateway}:${mailPort}`
  await until('the test mail server', async () => ((await fetch(`${mailApi}/health`)).ok ? true : undefined))

  // Migrations and the demo seed, once, as an operator would (`run.ts seed` in a one-off container).
  let t = performance.now()
  await run(['run', '--rm', '--network', net, ...appEnv(gateway), image, 'node', '.next/shop-run.mjs', 'seed'])
  figure('migrations + demo seed (one-off container)', seconds(t))

  const appArgs = ['run', '-d', '--init', '--name', app, '--network', net, '-p', `127.0.0.1:${appPort}:3000`, ...appEnv(gateway), '-e', 'START_WORKER=false', image]
  t = performance.now()
  await run(appArgs)
  await until('/api/ready', ready)
  figure('podman run → /api/ready 200 (migrations applied)', seconds(t))
  figure('RSS in the app container after start', `\n${await rss(app)}`)
  // What a visitor and an editor open first: a storefront page and the admin's sign-in, rendered by this image.
  for (const [page, expected] of [['/en', '<html lang="en"'], ['/admin/login', 'Payload']] as const) {
    t = performance.now()
    const res = await fetch(`http://127.0.0.1:${appPort}${page}`, { headers: { 'accept-language': 'en' } })
    const html = await res.text()
    if (res.status !== 200 || !html.includes(expected)) throw new Error(`${page}: ${res.status}, ${html.slice(0, 300)}`)
    figure(`GET ${page} (first request) 200`, seconds(t))
  }
  t = performance.now()
  await run(['run', '-d', '--init', '--name', worker, '--network', net, ...appEnv(gateway), '-e', 'WORKER_HEARTBEAT_FILE=/tmp/worker-heartbeat', image, 'node', '.next/shop-run.mjs', 'worker'])
  // Started: its loop wrote the heartbeat file once.
  await until('the worker\'s first heartbeat', async () => ((await run(['exec', worker, 'node', '-p', "require('fs').existsSync('/tmp/worker-heartbeat')"])) === 'true' ? true : undefined))
  figure('podman run → worker\'s first heartbeat', seconds(t))
  figure('RSS in the worker container after start', `\n${await rss(worker)}`)

  // A customer: a code by mail (sent by the worker: the app has START_WORKER=false), the order, a card payment.
  const email = `container-${id}@example.com`
  t = performance.now()
  await post('/api/sendEmail', { email, purpose: 'orderContact' })
  const codeMail = await mailTo(email, (m) => /\b\d{6}\b/.test(m.text), 'the code mail')
  const code = /\b(\d{6})\b/.exec(codeMail.text)![1]!
  figure('code mail through the worker', `${seconds(t)} ("${codeMail.subject}")`)
  const product = (await post<{ list: { id: number; name: string }[] }>('/api/productList', { cardType: 'esim' })).data.list[0]
  if (!product) throw new Error('no eSIM product: the demo seed did not run')
  const plan = (await post<{ plans: { id: string }[] }>('/api/getBookInfo', { productId: product.id })).data.plans[0]!
  const placed = (
    await post<{ orderNumber: string; checkoutToken: string; money: { totalTwd: number } }>(
      '/api/order/placeOrder',
      {
        item: { kind: 'product', productId: product.id, planId: plan.id, cardType: 'esim', quantity: 1 },
        email,
        phone: '+886912345678',
        verificationCode: code,
        surname: 'CONTAINER',
        givenName: 'TEST',
        birthDate: '1990-01-01',
        partnerName: 'none',
        agree: true,
      },
      { 'idempotency-key': `container-order-${id}` },
    )
  ).data
  // The prime a browser would get from TapPay's SDK: from the sandbox inside the app container (it listens on loopback).
  const primeScript = `fetch('http://127.0.0.1:${sandboxPort}/tpc/getPrime',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({card:{number:'4242424242424242',expiry:'12/39',ccv:'123'}})}).then(r=>r.json()).then(j=>console.log(j.card.prime))`
  const prime = await run(['exec', app, 'node', '-e', primeScript])
  const paid = await post<Record<string, unknown>>(
    '/api/checkout',
    { orderNumber: placed.orderNumber, method: 'card', prime, invoice: { type: 'memberCarrier' }, checkoutToken: placed.checkoutToken },
    { 'idempotency-key': `container-pay-${id}` },
  )
  say(`checkout: ${JSON.stringify(paid.data)}`)
  // Its mails, sent by the worker: "we received your order" (placed), then the delivery mail (paid: the eSIM).
  const subjects = async () => (await mails(email)).map((m) => m.subject).filter((subject) => subject.includes(placed.orderNumber))
  const orderMails = await until('the order\'s mails (received, delivered)', async () => ((await subjects()).length >= 2 ? subjects() : undefined))
  figure(`order ${placed.orderNumber} placed and paid (${placed.money.totalTwd} TWD), its mails through the worker`, `${seconds(t)} (${orderMails.map((s) => `"${s}"`).join(', ')})`)

  const orderRow = () =>
    run(['exec', '-e', `PGPASSWORD=${dbPassword}`, db, 'psql', '-h', '127.0.0.1', '-U', 'shop', '-d', 'shop', '-At', '-c', `select order_number, status, total_twd, contact_email from orders where order_number = '${placed.orderNumber}'`])
  const before = await orderRow()
  say(`order in PostgreSQL: ${before}`)
  figure('RSS in the app container after the order', `\n${await rss(app)}`)
  const workerProcesses = await rss(worker)
  figure('RSS in the worker container after the order', `\n${workerProcesses}`)
  // The worker runs its bundle on plain Node (no tsx loader thread), as the server does.
  if (!/shop-tasks\.mjs worker/.test(workerProcesses) || /tsx/.test(workerProcesses)) throw new Error('the worker does not run .next/shop-tasks.mjs on plain Node')

  // Both killed without warning, then started again.
  await run(['kill', '--signal', 'KILL', app])
  await run(['kill', '--signal', 'KILL', db])
  say('app and PostgreSQL containers SIGKILLed')
  await run(['start', db])
  await dbReady()
  t = performance.now()
  await run(['start', app])
  await until('/api/ready after the restart', ready)
  figure('podman start (after SIGKILL) → /api/ready 200', seconds(t))
  const after = await orderRow()
  // Whole: the same row as before the kills, and paid (an eSIM order is `delivered` once its profile went out).
  if (after !== before || !/\|(paid|delivered)\|/.test(after)) throw new Error(`the order after the kills: "${after}" (before: "${before}")`)
  figure('order after both kills', after)
  // The worker outlived PostgreSQL's restart: another mail goes out.
  t = performance.now()
  const sentBefore = (await mails(email)).length
  await post('/api/sendEmail', { email, purpose: 'orderContact' })
  await until('a mail after the restart', async () => ((await mails(email)).length > sentBefore ? true : undefined))
  figure('mail through the same worker after the restarts', seconds(t))
  figure('total', seconds(started))
}

let mailCatcher: ChildProcess | undefined

async function cleanup() {
  mailCatcher?.kill('SIGTERM')
  if (process.env.CONTAINER_KEEP === 'true') return say(`kept: containers ${db} ${app} ${worker}, network ${net}`)
  // One by one: podman removes none of them when one was never created (a run that stopped at the seed kept its database).
  for (const container of [app, worker, db]) await run(['rm', '-f', '-t', '0', container], { quiet: true })
  await run(['network', 'rm', net], { quiet: true })
  await run(['volume', 'rm', pgVolume], { quiet: true })
}

main().then(
  async () => {
    await cleanup()
    console.log('\n[test:container] figures')
    for (const [label, value] of figures) console.log(`  ${label}: ${value}`)
    process.exit(0)
  },
  async (error) => {
    console.error(error)
    for (const c of [app, worker]) console.error(`--- ${c} logs (last 40 lines)\n${await run(['logs', '--tail', '40', c], { quiet: true })}`)
    await cleanup()
    process.exit(1)
  },
)

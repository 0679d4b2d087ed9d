// Runs each guide's code blocks in the order a reader meets them, the way a
// reader would: the shell blocks as one terminal session (`set -u`, so a variable
// the page never sets fails), then each JavaScript file with node and each
// TypeScript file with tsx, the page's Python blocks as one interpreter session and
// its Go files as one program with `go run .`, all in the environment the shell
// blocks left. Every call goes to a local mock of the
// API (test/site/api-mock.ts); the Python and Go SDKs, pandas and requests are
// stand-ins with the SDKs' names (test/site/sdk-stand-ins.ts). A package other
// than an SDK is importable only if the page told the reader to install it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkers, fileNameOf, samplesOf, type Sample } from '../site/code-samples.js';
import { startApiMock, type ApiMock } from '../site/api-mock.js';
import { pythonExtras, setUpReaderMachine, type ReaderMachine } from '../site/sdk-stand-ins.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** tsx's loader, for `node --import`: what `npx tsx` runs. */
const tsx = import.meta.resolve('tsx');

/** What a reader brings that no page can give them: their own file and their signed transaction. */
const readerBrings = {
  files: { 'cat.png': Buffer.from('89504e470d0a1a0a', 'hex') },
  env: {
    // A transaction's CBOR, unsigned and signed, as hex, as the reader's wallet library printed it.
    TX_CBOR_HEX: '84a300818258200000000000000000000000000000000000000000000000000000000000000000',
    SIGNED_TX_CBOR_HEX:
      '84a300818258200000000000000000000000000000000000000000000000000000000000000000',
  },
};

let dir: string;
let mock: ApiMock;
let machine: ReaderMachine;

before(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'guide-sequences-'));
  mock = await startApiMock();
  const realSdk = createRequire(path.join(root, 'package.json')).resolve(
    '@blockfrost/blockfrost-js',
  );
  machine = setUpReaderMachine(dir, realSdk);
});
after(async () => {
  await mock.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Run {
  ok: boolean;
  output: string;
}

/** Runs a program without blocking this process, which serves the mock. */
function run(file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    // Generous: the first `go run` on a machine compiles the standard library it uses.
    execFile(file, args, { cwd, env, timeout: 180_000 }, (error, stdout, stderr) =>
      resolve({ ok: !error, output: `${stdout}${stderr}`.trim() }),
    );
  });
}

const lang = (s: Sample) => checkers[s.lang];

/** Runs one page's blocks in order; returns what went wrong, one line per failing step. */
async function followGuide(page: string): Promise<string[]> {
  // Tabs of languages are all followed (each is the same step in a reader's language); other
  // tabs are alternatives (networks, package managers), and the reader follows the first.
  const samples = samplesOf(page, readFileSync(path.join(root, page), 'utf8')).filter(
    (s) => !(s.tab && s.tab.group !== 'language' && s.tab.index > 0),
  );
  const cwd = mkdtempSync(path.join(dir, 'reader-'));
  for (const [name, bytes] of Object.entries(readerBrings.files))
    writeFileSync(path.join(cwd, name), bytes);
  const installed = path.join(cwd, '.installed');
  writeFileSync(installed, '');
  let env: NodeJS.ProcessEnv = {
    PATH: `${machine.bin}:${process.env.PATH}`,
    HOME: process.env.HOME,
    MOCK_ORIGIN: mock.origin,
    INSTALLED: installed,
    ...readerBrings.env,
  };
  const problems: string[] = [];
  const at = (s: Sample) => `${page}:${s.line}${s.title ? ` (${s.title})` : ''}`;

  const shell = samples.filter((s) => lang(s) === 'bash');
  if (shell.length > 0) {
    const envOut = path.join(cwd, '.env-after');
    const script = [
      'set -euo pipefail',
      ...shell.map((s) => `# ${at(s)}\n${s.code}`),
      `env -0 > ${JSON.stringify(envOut)}`,
    ].join('\n');
    writeFileSync(path.join(cwd, 'session.sh'), script);
    const result = await run('bash', ['session.sh'], cwd, env);
    if (!result.ok) problems.push(`shell blocks: ${result.output}`);
    else
      env = Object.fromEntries(
        readFileSync(envOut, 'utf8')
          .split('\0')
          .filter(Boolean)
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      );
  }

  // JavaScript files run with node; TypeScript ones with tsx, which a page names for them.
  // All are written first: a file imports the ones beside it (`./blockfrost`).
  const scripts = samples.filter((s) => lang(s) === 'node' || lang(s) === 'typescript');
  const files = scripts.map((s) => fileNameOf(s, lang(s) === 'node' ? 'mjs' : 'ts'));
  for (const [i, s] of scripts.entries()) writeFileSync(path.join(cwd, files[i]!), s.code);
  for (const [i, s] of scripts.entries()) {
    const args = lang(s) === 'node' ? [files[i]!] : ['--import', tsx, files[i]!];
    const result = await run(process.execPath, args, cwd, env);
    if (!result.ok) problems.push(`${at(s)}: ${result.output}`);
  }

  const python = samples.filter((s) => lang(s) === 'python');
  if (python.length > 0) {
    const extras = path.join(cwd, '.python-extras');
    mkdirSync(extras);
    for (const name of readFileSync(installed, 'utf8').split('\n')) {
      const extra = pythonExtras[name];
      if (extra) writeFileSync(path.join(extras, `${extra[0]}.py`), extra[1]);
    }
    writeFileSync(path.join(cwd, 'session.py'), python.map((s) => s.code).join('\n'));
    const result = await run('python3', ['session.py'], cwd, {
      ...env,
      PYTHONPATH: `${machine.python}:${extras}`,
    });
    if (!result.ok) problems.push(`Python blocks ${python.map(at).join(', ')}: ${result.output}`);
  }

  // The page's Go files make one program in one folder, as a reader saves them side by side;
  // it runs (`go run .`) after each file from the first that declares main, so every file
  // compiles against the stand-in SDK and the program runs as it grows.
  const goFiles = samples.filter((s) => lang(s) === 'gofmt');
  if (goFiles.length > 0) {
    const program = path.join(cwd, 'go-program');
    mkdirSync(program);
    cpSync(machine.goSdk, path.join(program, 'sdk'), { recursive: true });
    writeFileSync(
      path.join(program, 'go.mod'),
      'module reader\n\ngo 1.19\n\nrequire github.com/blockfrost/blockfrost-go v0.0.0\n\nreplace github.com/blockfrost/blockfrost-go => ./sdk\n',
    );
    let hasMain = false;
    for (const s of goFiles) {
      writeFileSync(path.join(program, fileNameOf(s, 'go')), s.code);
      hasMain ||= /^func main\(\)/m.test(s.code);
      if (!hasMain) continue;
      const result = await run('go', ['run', '.'], program, {
        ...env,
        GOFLAGS: '-mod=mod',
        GOPROXY: 'off',
      });
      if (!result.ok) problems.push(`${at(s)}: ${result.output}`);
    }
    if (!hasMain) problems.push(`${page}: no Go file declares func main, so nothing runs`);
  }
  return problems;
}

/** The guides a reader follows from top to bottom, with a call each must have made. */
const guides: [page: string, call: RegExp][] = [
  ['content/start-building/cardano/cardano.md', /^POST \/tx\/submit 200$/],
  [
    'content/start-building/cardano/governance.md',
    /^GET \/governance\/proposals\/gov_action1\w+\/votes 200$/,
  ],
  ['content/start-building/tips-tricks.md', /^GET \/addresses\/addr1\w+\/transactions 200$/],
  ['content/start-building/ipfs/ipfs.md', /^POST \/ipfs\/pin\/add\/Qm\w+ 200$/],
  ['content/overview/making-first-call.md', /^GET \/epochs\/latest\/stakes 200$/],
  ['content/sdks/sdks-python.md', /^GET \/accounts\/stake1\w+\/rewards 200$/],
  // The last call of each page's code: the whole sequence ran.
  ['content/sdks/sdks-js.md', /^GET \/addresses\/addr1\w+\/utxos 200$/],
  ['content/sdks/sdks-golang.md', /^GET \/addresses\/addr1\w+\/utxos 200$/],
  // The other SDK pages cannot run here: their code is Arduino C++, Crystal, C#, Elixir,
  // Haskell, Java, Kotlin, PHP, Ruby, Rust, Scala or Swift, with no toolchain or SDK on
  // this machine (their fences say so with nocheck). Their shell blocks (.NET's
  // `dotnet new`/`dotnet add package`, PHP's `git clone` and `composer update`, Ruby's
  // `gem install`) only set up those toolchains and call no API, so alone they prove nothing.
];

for (const [page, call] of guides) {
  test(`${page} runs as written, block after block, against the API mock`, async () => {
    const before = mock.calls.length;
    assert.deepEqual(await followGuide(page), []);
    const made = mock.calls.slice(before).map((c) => `${c.method} ${c.path} ${c.status}`);
    assert.ok(
      made.some((c) => call.test(c)),
      `expected a call like ${call}, the page made:\n${made.join('\n')}`,
    );
  });
}

test('a shell block that uses a variable no block sets fails the sequence', async () => {
  const page = path.join(dir, 'unset.md');
  writeFileSync(
    page,
    '---\ntitle: T\n---\n```bash\nexport PROJECT_ID=mainnetX\n```\n\n```bash\ncurl -H "project_id: $PROJECT_ID" "https://cardano-mainnet.blockfrost.io/api/v0/addresses/$ADDRESS/utxos"\n```\n',
  );
  const problems = await followGuide(path.relative(root, page));
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /ADDRESS: unbound variable/);
  assert.ok(existsSync(page));
});

// What a reader's machine has when they follow a guide, for the packages that
// cannot be installed here: small stand-ins for the Python SDK (with the names the
// facts file and the SDK pages give) and the Go SDK (names and types as
// blockfrost-go's source declares them), for pandas and requests, and a
// wrapper that points the real JavaScript SDK at the local API mock. The
// stand-ins call the mock over HTTP, so a sample that passes an empty address or
// a token of the wrong network fails as it would against the real API. Shell
// commands that reach outside (curl, pip, npm, go get) are shims on PATH: curl is
// the real curl with the API host rewritten to the mock; the installers record
// what the page told the reader to install, and `npm pkg set` writes package.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The API hosts the shims and stand-ins redirect to the mock. */
const hostPattern = String.raw`(cardano-(mainnet|preprod|preview)|ipfs)\.blockfrost\.io`;

const curlShim = `#!/bin/bash
# curl with the Blockfrost hosts sent to the local mock; fails on an HTTP error.
args=()
for a in "$@"; do
  args+=("$(printf '%s' "$a" | sed -E "s#https://(${hostPattern})#$MOCK_ORIGIN/\\1#g")")
done
exec /usr/bin/curl --silent --show-error --fail-with-body "\${args[@]}"
`;

/** An installer that records the packages it was asked for in $INSTALLED. */
const installerShim = (verb: string) => `#!/bin/bash
if [ "$1" != "${verb}" ]; then echo "shim: only '${verb}' is supported" >&2; exit 2; fi
shift
for a in "$@"; do case "$a" in -*) ;; *) echo "$a" >> "$INSTALLED" ;; esac; done
`;

/** npm: `install` recorded as the other installers do, `pkg set key=value` written into ./package.json. */
const npmShim = `#!/bin/bash
case "$1" in
  install|i|add)
    shift
    for a in "$@"; do case "$a" in -*) ;; *) echo "$a" >> "$INSTALLED" ;; esac; done ;;
  pkg)
    if [ "$2" != set ]; then echo "shim: only 'npm pkg set' is supported" >&2; exit 2; fi
    shift 2
    node -e '
      const fs = require("node:fs");
      const pkg = fs.existsSync("package.json") ? JSON.parse(fs.readFileSync("package.json", "utf8")) : {};
      for (const pair of process.argv.slice(1)) {
        const at = pair.indexOf("=");
        pkg[pair.slice(0, at)] = pair.slice(at + 1);
      }
      fs.writeFileSync("package.json", JSON.stringify(pkg, null, 2) + "\\n");
    ' "$@" ;;
  *) echo "shim: only 'npm install' and 'npm pkg set' are supported" >&2; exit 2 ;;
esac
`;

/** go: `go get` recorded instead of downloaded (the stand-in module is always there); the rest is the real go. */
const goShim = (realGo: string) => `#!/bin/bash
if [ "$1" = get ]; then
  shift
  for a in "$@"; do case "$a" in -*) ;; *) echo "$a" >> "$INSTALLED" ;; esac; done
  exit 0
fi
exec ${realGo} "$@"
`;

const pythonSdk = `"""Stand-in for blockfrost-python: the names the portal uses, backed by the mock."""
import json, os, re, urllib.error, urllib.request
from enum import Enum
from types import SimpleNamespace

class ApiUrls(Enum):
    mainnet = "https://cardano-mainnet.blockfrost.io/api"
    preprod = "https://cardano-preprod.blockfrost.io/api"
    preview = "https://cardano-preview.blockfrost.io/api"
    ipfs = "https://ipfs.blockfrost.io/api"

class ApiError(Exception):
    def __init__(self, status_code, message):
        super().__init__(f"{status_code}: {message}")
        self.status_code = status_code
        self.message = message

class SignatureVerificationError(Exception):
    pass

def _mock(url):
    return re.sub(r"^https://(${hostPattern})", os.environ["MOCK_ORIGIN"] + r"/\\1", url)

def _namespace(value):
    if isinstance(value, dict):
        return SimpleNamespace(**{k: _namespace(v) for k, v in value.items()})
    if isinstance(value, list):
        return [_namespace(v) for v in value]
    return value

class _Client:
    def __init__(self, project_id=None, base_url=None, api_version="v0"):
        self.project_id = project_id or os.environ.get("BLOCKFROST_PROJECT_ID")
        self.base_url = base_url or os.environ.get("BLOCKFROST_API_URL") or ApiUrls.mainnet.value
        self.api_version = api_version
        if not self.project_id:
            raise ValueError("no project_id and no BLOCKFROST_PROJECT_ID")

    def _call(self, method, path, body=None, headers=None, return_type="object"):
        request = urllib.request.Request(
            _mock(f"{self.base_url}/{self.api_version}{path}"), data=body, method=method,
            headers={"project_id": self.project_id, **(headers or {})})
        try:
            with urllib.request.urlopen(request) as res:
                data = json.loads(res.read())
        except urllib.error.HTTPError as error:
            raise ApiError(error.code, json.loads(error.read()).get("message")) from None
        if return_type == "json":
            return data
        if return_type == "pandas":
            import pandas
            return pandas.DataFrame(data)
        return _namespace(data)

    def _list(self, path, count=100, page=1, order="asc", gather_pages=False, return_type="object"):
        query = f"?count={count}&page={page}&order={order}"
        return self._call("GET", path + query, return_type=return_type)

class BlockFrostApi(_Client):
    def block_latest(self, return_type="object"):
        return self._call("GET", "/blocks/latest", return_type=return_type)
    def address(self, address, return_type="object"):
        return self._call("GET", f"/addresses/{address}", return_type=return_type)
    def transaction(self, hash, return_type="object"):
        return self._call("GET", f"/txs/{hash}", return_type=return_type)
    def account_rewards(self, stake_address, **options):
        return self._list(f"/accounts/{stake_address}/rewards", **options)

class BlockFrostIPFS(_Client):
    def __init__(self, project_id=None, base_url=None, api_version="v0"):
        super().__init__(project_id, base_url or ApiUrls.ipfs.value, api_version)
    def add(self, file_path, return_type="object"):
        boundary = "standin"
        with open(file_path, "rb") as f:
            content = f.read()
        body = (f'--{boundary}\\r\\nContent-Disposition: form-data; name="file"; filename="{os.path.basename(file_path)}"\\r\\n\\r\\n').encode() + content + f"\\r\\n--{boundary}--\\r\\n".encode()
        return self._call("POST", "/ipfs/add", body, {"Content-Type": f"multipart/form-data; boundary={boundary}"}, return_type)
    def pin_object(self, IPFS_path, return_type="object"):
        return self._call("POST", f"/ipfs/pin/add/{IPFS_path}", b"", return_type=return_type)

def verify_webhook_signature(request_body, signature_header, secret, timestamp_tolerance_seconds=600):
    raise NotImplementedError("not part of the guides' sequences")
`;

const pandasStandIn = `"""Stand-in for pandas: the DataFrame calls the portal's samples make."""
import builtins

class Series(list):
    def astype(self, kind):
        return Series(kind(v) for v in self)
    def sum(self):
        return builtins.sum(self)

class DataFrame:
    def __init__(self, rows):
        self.rows = list(rows)
    def __getitem__(self, column):
        return Series(row[column] for row in self.rows)
    def __len__(self):
        return len(self.rows)
`;

const requestsStandIn = `"""Stand-in for requests: get() and Response, backed by the mock."""
import os, re, urllib.error, urllib.request

class Response:
    def __init__(self, status_code, text):
        self.status_code = status_code
        self.text = text

def get(url, headers=None, timeout=None):
    url = re.sub(r"^https://(${hostPattern})", os.environ["MOCK_ORIGIN"] + r"/\\1", url)
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers or {}), timeout=timeout) as res:
            return Response(res.status, res.read().decode())
    except urllib.error.HTTPError as error:
        return Response(error.code, error.read().decode())
`;

const goSdk = `// Package blockfrost stands in for github.com/blockfrost/blockfrost-go: the
// names the portal uses, as the SDK's source declares them (client.go, types.go,
// api_*.go), backed by the mock.
package blockfrost

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"regexp"
)

const (
	CardanoMainNet = "https://cardano-mainnet.blockfrost.io/api/v0"
	CardanoPreProd = "https://cardano-preprod.blockfrost.io/api/v0"
	CardanoPreview = "https://cardano-preview.blockfrost.io/api/v0"
	IPFSNet        = "https://ipfs.blockfrost.io/api/v0"
)

type APIClientOptions struct {
	ProjectID   string
	Server      string
	MaxRoutines int
}

type APIQueryParams struct {
	Count int
	Page  int
	Order string
	From  string
	To    string
}

// APIError holds the decoded error body, as the SDK's handleAPIErrorResponse makes it.
type APIError struct {
	Response interface{}
}

func (e *APIError) Error() string { return fmt.Sprintf("API Error, %+v", e.Response) }

type AddressAmount struct {
	Unit     string \`json:"unit"\`
	Quantity string \`json:"quantity"\`
}

type Address struct {
	Address string          \`json:"address"\`
	Amount  []AddressAmount \`json:"amount"\`
	Type    string          \`json:"type"\`
	Script  bool            \`json:"script"\`
}

type AddressTransactions struct {
	TxHash      string \`json:"tx_hash"\`
	TxIndex     int    \`json:"tx_index"\`
	BlockHeight int    \`json:"block_height"\`
	BlockTime   int    \`json:"block_time"\`
}

type AddressUTXO struct {
	Address     string          \`json:"address"\`
	TxHash      string          \`json:"tx_hash"\`
	OutputIndex int             \`json:"output_index"\`
	Amount      []AddressAmount \`json:"amount"\`
	Block       string          \`json:"block"\`
}

type AddressUTXOResult struct {
	Res []AddressUTXO
	Err error
}

type Block struct {
	Hash   string \`json:"hash"\`
	Height int    \`json:"height"\`
	Epoch  int    \`json:"epoch"\`
}

type TransactionContent struct {
	Hash        string \`json:"hash"\`
	Block       string \`json:"block"\`
	BlockHeight int    \`json:"block_height"\`
}

type APIClient interface {
	Address(ctx context.Context, address string) (Address, error)
	AddressTransactions(ctx context.Context, address string, query APIQueryParams) ([]AddressTransactions, error)
	AddressUTXOs(ctx context.Context, address string, query APIQueryParams) ([]AddressUTXO, error)
	AddressUTXOsAll(ctx context.Context, address string) <-chan AddressUTXOResult
	BlockLatest(ctx context.Context) (Block, error)
	Transaction(ctx context.Context, hash string) (TransactionContent, error)
}

type client struct{ options APIClientOptions }

func NewAPIClient(options APIClientOptions) APIClient {
	if options.ProjectID == "" {
		options.ProjectID = os.Getenv("BLOCKFROST_PROJECT_ID")
	}
	if options.Server == "" {
		options.Server = CardanoMainNet
	}
	if options.MaxRoutines == 0 {
		options.MaxRoutines = 10
	}
	return &client{options}
}

var host = regexp.MustCompile(\`^https://(${hostPattern})\`)

// query writes the parameters the SDK's formatParams writes, and only those.
func query(q APIQueryParams) string {
	v := url.Values{}
	if q.Count > 0 && q.Count <= 100 {
		v.Add("count", fmt.Sprint(q.Count))
	}
	if q.Page > 0 {
		v.Add("page", fmt.Sprint(q.Page))
	}
	if q.Order == "asc" || q.Order == "desc" {
		v.Add("order", q.Order)
	}
	if q.From != "" {
		v.Add("from", q.From)
	}
	if q.To != "" {
		v.Add("to", q.To)
	}
	if len(v) == 0 {
		return ""
	}
	return "?" + v.Encode()
}

func (c *client) get(ctx context.Context, path string, out any) error {
	url := host.ReplaceAllString(c.options.Server, os.Getenv("MOCK_ORIGIN")+"/$1") + path
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("project_id", c.options.ProjectID)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		apiErr := &APIError{}
		_ = json.NewDecoder(res.Body).Decode(&apiErr.Response)
		return apiErr
	}
	return json.NewDecoder(res.Body).Decode(out)
}

func (c *client) Address(ctx context.Context, address string) (a Address, err error) {
	err = c.get(ctx, "/addresses/"+address, &a)
	return
}

func (c *client) AddressTransactions(ctx context.Context, address string, q APIQueryParams) (txs []AddressTransactions, err error) {
	err = c.get(ctx, "/addresses/"+address+"/transactions"+query(q), &txs)
	return
}

func (c *client) AddressUTXOs(ctx context.Context, address string, q APIQueryParams) (utxos []AddressUTXO, err error) {
	err = c.get(ctx, "/addresses/"+address+"/utxos"+query(q), &utxos)
	return
}

// AddressUTXOsAll pages as the SDK does (100 a page until a short one), one page at a time.
func (c *client) AddressUTXOsAll(ctx context.Context, address string) <-chan AddressUTXOResult {
	ch := make(chan AddressUTXOResult, c.options.MaxRoutines)
	go func() {
		defer close(ch)
		for page := 1; ; page++ {
			utxos, err := c.AddressUTXOs(ctx, address, APIQueryParams{Count: 100, Page: page})
			ch <- AddressUTXOResult{Res: utxos, Err: err}
			if err != nil || len(utxos) < 100 {
				return
			}
		}
	}()
	return ch
}

func (c *client) BlockLatest(ctx context.Context) (b Block, err error) {
	err = c.get(ctx, "/blocks/latest", &b)
	return
}

func (c *client) Transaction(ctx context.Context, hash string) (tx TransactionContent, err error) {
	err = c.get(ctx, "/txs/"+hash, &tx)
	return
}
`;

/** The JavaScript SDK itself, pointed at the mock through its customBackend option. */
const jsWrapper = (
  realSdk: string,
) => `// Wraps the real @blockfrost/blockfrost-js so that it talks to the local mock.
// Re-exported with \`...require()\`, a form Node's ESM import of CommonJS can see, so
// named imports (\`import { BlockfrostServerError }\`) work from ES modules too.
const real = require(${JSON.stringify(realSdk)});
const networkHost = (projectId = '') => {
  for (const n of ['mainnet', 'preprod', 'preview']) if (projectId.startsWith(n)) return 'cardano-' + n + '.blockfrost.io';
  return 'unknown-network';
};
class BlockFrostAPI extends real.BlockFrostAPI {
  constructor(options) {
    super({ ...options, customBackend: process.env.MOCK_ORIGIN + '/' + networkHost(options && options.projectId) + '/api/v0' });
  }
}
class BlockFrostIPFS extends real.BlockFrostIPFS {
  constructor(options) {
    super({ ...options, customBackend: process.env.MOCK_ORIGIN + '/ipfs.blockfrost.io/api/v0' });
  }
}
module.exports = { ...require(${JSON.stringify(realSdk)}), BlockFrostAPI, BlockFrostIPFS };
`;

/** Python packages a page may tell the reader to `pip install`, by PyPI name. */
export const pythonExtras: Record<string, [module: string, source: string]> = {
  pandas: ['pandas', pandasStandIn],
  requests: ['requests', requestsStandIn],
};

export interface ReaderMachine {
  /** Folder for the shims, on PATH before the system's. */
  bin: string;
  /** Python modules always present (the SDK, installed as its SDK page says). */
  python: string;
  /** Go module root of the SDK stand-in. */
  goSdk: string;
}

/** Writes the shims and stand-ins under `dir`; `realSdk` is the installed JS SDK's entry file. */
export function setUpReaderMachine(dir: string, realSdk: string): ReaderMachine {
  const bin = path.join(dir, 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(path.join(bin, 'curl'), curlShim, { mode: 0o755 });
  writeFileSync(path.join(bin, 'pip'), installerShim('install'), { mode: 0o755 });
  writeFileSync(path.join(bin, 'pip3'), installerShim('install'), { mode: 0o755 });
  writeFileSync(path.join(bin, 'npm'), npmShim, { mode: 0o755 });
  const realGo = spawnSync('sh', ['-c', 'command -v go'], { encoding: 'utf8' }).stdout.trim();
  writeFileSync(path.join(bin, 'go'), goShim(realGo || 'go'), { mode: 0o755 });

  const python = path.join(dir, 'python');
  mkdirSync(path.join(python, 'blockfrost'), { recursive: true });
  writeFileSync(path.join(python, 'blockfrost', '__init__.py'), pythonSdk);

  const goSdkDir = path.join(dir, 'blockfrost-go');
  mkdirSync(goSdkDir, { recursive: true });
  writeFileSync(
    path.join(goSdkDir, 'go.mod'),
    'module github.com/blockfrost/blockfrost-go\n\ngo 1.19\n',
  );
  writeFileSync(path.join(goSdkDir, 'blockfrost.go'), goSdk);

  const js = path.join(dir, 'node_modules', '@blockfrost', 'blockfrost-js');
  mkdirSync(js, { recursive: true });
  writeFileSync(
    path.join(js, 'package.json'),
    '{ "name": "@blockfrost/blockfrost-js", "main": "index.js" }\n',
  );
  writeFileSync(path.join(js, 'index.js'), jsWrapper(realSdk));
  return { bin, python, goSdk: goSdkDir };
}

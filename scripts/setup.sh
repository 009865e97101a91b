#!/usr/bin/env bash
# Installs the Debian packages the project needs, when missing. Safe to re-run.
set -euo pipefail

PACKAGES=(cmake g++ make nlohmann-json3-dev catch2 libspdlog-dev libcli11-dev libfmt-dev libssl-dev zlib1g-dev
  # The visualizer's tests open replays in headless Chromium; a font for its canvas text.
  chromium fonts-dejavu-core
  # The multi-machine recipe's local test (docs/tester.md).
  parallel
  # Upload packages (scripts/package.sh) and their test.
  zip unzip
  # scripts/figures.sh reads the results store's JSON.
  jq
  # Manual play and --watch: the local web server; their browser tests run on Node.
  libcpp-httplib-dev pkg-config nodejs
  # The paired intervals' quantiles (Boost.Math); the tuner (scripts/tune.py) and
  # its parameter importances (Optuna's evaluators need scikit-learn).
  libboost-math-dev python3-optuna python3-sklearn)

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# The browser tests' driver, playwright-core, pinned in tests/browser/package-lock.json.
install_browser_driver() {
  [ -d "$ROOT/tests/browser/node_modules/playwright-core" ] && return 0
  echo "Installing playwright-core into tests/browser/node_modules" >&2
  (cd "$ROOT/tests/browser" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
}

missing=()
for pkg in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
# Debian's nodejs comes without npm; a Node.js from elsewhere (e.g. NodeSource,
# which bundles npm) is fine.
command -v npm >/dev/null || missing+=(npm)

# npm packages: the report's chart library (tester/vis/package-lock.json; the
# build embeds it) and the browser tests' driver, playwright-core
# (tests/browser/package-lock.json).
install_npm_packages() {
  if [ ! -f "$ROOT/tester/vis/node_modules/uplot/dist/uPlot.iife.min.js" ]; then
    echo "Installing npm packages into tester/vis/node_modules" >&2
    (cd "$ROOT/tester/vis" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
  fi
  install_browser_driver
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

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
  jq)

missing=()
for pkg in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if [ ${#missing[@]} -eq 0 ]; then
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

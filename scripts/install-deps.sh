#!/usr/bin/env bash
# Installs everything symtest needs to build and test, from Debian 12's packages only.
set -euo pipefail
packages=(
  build-essential cmake ninja-build pkg-config clang-format clang-tidy
  libz3-dev libgtest-dev libcli11-dev nlohmann-json3-dev libfmt-dev libzip-dev
  openjdk-17-jdk-headless junit5 libjacoco-java libasm-java python3-distributed
  graphviz chromium swi-prolog-nox libcommons-lang3-java libjsoup-java
)
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

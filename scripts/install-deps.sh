#!/usr/bin/env bash
# Installs what symtest needs, from Debian 12's packages only.
#   scripts/install-deps.sh            everything the test suite uses
#   scripts/install-deps.sh --example  only what building symtest and running the bundled
#                                      example need (scripts/run-example.sh): a new user's
#                                      first command should not wait for a browser
set -euo pipefail
# Build symtest and its JDK models, write and run JUnit tests, measure them with JaCoCo.
packages=(
  build-essential cmake ninja-build pkg-config
  libz3-dev libgtest-dev libcli11-dev nlohmann-json3-dev libfmt-dev libzip-dev
  openjdk-17-jdk-headless junit5 libjacoco-java libasm-java
)
if [ "${1:-}" != "--example" ]; then
  # The suite's tools (format and lint checks, Dask shards, the HTML report's heap drawings and
  # its browser check, the Prolog generators) and the real libraries it runs on.
  packages+=(
    clang-format clang-tidy python3-distributed graphviz chromium swi-prolog-nox
    libcommons-lang3-java libjsoup-java
  )
fi
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

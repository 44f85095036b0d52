#!/usr/bin/env bash
# Set-up command 2: install dependencies, build, and run the whole test suite: unit tests,
# CLI integration tests, the JVM/JaCoCo oracle on every example subject at k=1..3, the
# format check, the unit and CLI tests again beside six busy processes (no test may depend on
# the machine's speed), and the unit tests under AddressSanitizer + UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh build
(cd build && ctest --output-on-failure -j2)
scripts/stress-tests.sh build
scripts/build.sh build-asan -DSYMTEST_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 ctest --output-on-failure -j2 -L unit)

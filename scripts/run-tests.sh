#!/usr/bin/env bash
# Set-up command 2: install dependencies, build, run clang-tidy on the .cpp files the last commit
# changed, and run the whole test suite: unit tests, CLI integration tests, the JVM/JaCoCo oracle
# on every example subject at k=1..3, the format check, the unit and CLI tests again beside six
# busy processes (no test may depend on the machine's speed), and the unit tests under
# AddressSanitizer + UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh build
scripts/tidy-changed.sh build
(cd build && ctest --output-on-failure -j2)
scripts/stress-tests.sh build
# The sanitizer build needs only the unit tests (and what they depend on).
cmake -S . -B build-asan -G Ninja -DSYMTEST_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug >/dev/null
mapfile -t unit_tests < <(cd build-asan && ctest -N -L unit | sed -nE 's/^ *Test +#[0-9]+: //p')
cmake --build build-asan --target "${unit_tests[@]}"
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 ctest --output-on-failure -j2 -L unit)

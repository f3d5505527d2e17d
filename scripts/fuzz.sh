#!/bin/sh
# Builds the fuzz targets with libFuzzer and AddressSanitizer and runs each for
# FUZZ_SECONDS. New inputs go to .build/fuzz/corpus (the committed seeds in
# fuzz/corpus stay as they are); crashes, leaks and hangs go to .build/fuzz/artifacts.
set -eu
SECONDS_EACH=${FUZZ_SECONDS:-60}
TARGETS=${FUZZ_TARGETS:-"yaml xml maestro xcui idb"}
SWIFT=${SWIFT:-swift}
RT="$(dirname "$(dirname "$(readlink -f "$(command -v "$SWIFT")")")")/lib/swift/clang/lib/linux"
# SwiftPM gives executables their own entry point, so the driver is linked
# without libFuzzer's main and started from ours (Sources/FuzzSupport/FuzzDriver.swift).
FLAGS="-c release --build-path .build/fuzz -Xswiftc -sanitize=address \
  -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table -Xswiftc -DFUZZING \
  -Xlinker $RT/libclang_rt.fuzzer_no_main-$(uname -m).a -Xlinker -lstdc++"
status=0
for target in $TARGETS; do
  # shellcheck disable=SC2086
  "$SWIFT" build $FLAGS --product "fuzz-$target"
  mkdir -p ".build/fuzz/corpus/$target" ".build/fuzz/artifacts/$target"
  echo "== fuzz-$target for ${SECONDS_EACH}s"
  found=0
  LSAN_OPTIONS="suppressions=$(pwd)/fuzz/lsan.supp" \
    ".build/fuzz/release/fuzz-$target" ".build/fuzz/corpus/$target" "fuzz/corpus/$target" \
    -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix=".build/fuzz/artifacts/$target/" -print_final_stats=1 2>".build/fuzz/$target.log" || found=1
  grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb|^#[0-9]+.*DONE" ".build/fuzz/$target.log" || true
  if [ $found -ne 0 ]; then
    status=1
    grep -E "ERROR|SUMMARY|Test unit written" ".build/fuzz/$target.log" || true
    echo "fuzz-$target found a problem; the input is in .build/fuzz/artifacts/$target/" >&2
  fi
done
exit $status

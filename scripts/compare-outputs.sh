#!/bin/sh
# Records or compares the text, JSON and SARIF reports, the announcements and the conversions of
# samples/ and of every file in ../shared/corpus, one file per input and format.
# Used while restructuring: outputs must stay byte-identical unless a bug is fixed.
#   scripts/compare-outputs.sh record DIR   # write the outputs of the current binary to DIR
#   scripts/compare-outputs.sh compare DIR  # exit 1 and show a diff when they differ
set -u
mode=${1:?record or compare}
dir=${2:?output folder}
bin=${A11YLINT:-.build/release/a11ylint}
corpus=${CORPUS:-../shared/corpus}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
inputs=$(find samples -type f \( -name '*.yml' -o -name '*.xml' -o -name '*.json' -o -name '*.txt' \) | sort)
if [ -d "$corpus" ]; then
  inputs="$inputs $(find "$corpus" -type f ! -name MANIFEST.tsv | sort)"
fi
for input in $inputs; do
  name=$(echo "$input" | tr '/.' '__')
  for format in text json sarif; do
    "$bin" lint --no-config --format "$format" "$input" >"$out/$name.$format" 2>&1
    echo "exit $?" >>"$out/$name.$format"
  done
  "$bin" announce "$input" >"$out/$name.announce" 2>&1
  echo "exit $?" >>"$out/$name.announce"
  # What `convert` writes from another tool's format (a team may commit it).
  case $input in
    *.yml|*.yaml) ;;
    *) "$bin" convert "$input" >"$out/$name.convert" 2>&1; echo "exit $?" >>"$out/$name.convert" ;;
  esac
done
# The whole of samples/ in one run, as `make run` does.
"$bin" lint --no-config samples >"$out/all-samples.text" 2>&1; echo "exit $?" >>"$out/all-samples.text"
"$bin" lint --no-config --format sarif samples >"$out/all-samples.sarif" 2>&1; echo "exit $?" >>"$out/all-samples.sarif"
case $mode in
  record) rm -rf "$dir"; mkdir -p "$dir"; cp "$out"/* "$dir"/; echo "recorded $(ls "$dir" | wc -l) outputs in $dir" ;;
  compare)
    if diff -r "$dir" "$out" >/tmp/compare-outputs.diff; then
      echo "identical: $(ls "$out" | wc -l) outputs"
    else
      echo "DIFFERENT: see /tmp/compare-outputs.diff"; head -40 /tmp/compare-outputs.diff; exit 1
    fi ;;
esac

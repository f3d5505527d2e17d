#!/bin/sh
# Prints the linker flags that make the a11ylint command line allocate with
# mimalloc, or nothing where mimalloc cannot be linked: the build then uses the
# C library's allocator, which works the same but is slower (see README, "Speed").
# Linux only: there mimalloc replaces malloc for the whole process, libyaml included.
[ "$(uname -s)" = Linux ] || exit 0
probe=$(mktemp -d) || exit 0
trap 'rm -rf "$probe"' EXIT
printf 'int main(void) { return 0; }\n' > "$probe/probe.c"
for compiler in "${CC:-cc}" clang; do
  command -v "$compiler" >/dev/null 2>&1 || continue
  if "$compiler" "$probe/probe.c" -lmimalloc -o "$probe/probe" >/dev/null 2>&1; then
    echo "-Xlinker -lmimalloc"
  fi
  exit 0
done

#!/bin/sh
# Prints the linker flags that store the a11ylint binary's relocations packed
# (RELR, `-z pack-relative-relocs`), or nothing where the linker or the C library
# cannot: the build then works the same with the usual table.
#
# A position-independent binary lists every pointer the loader must adjust at
# start. The static Swift runtime and Foundation make that about 80,000 entries of
# 24 bytes, which the loader reads into memory on every run; packed, they take
# 16 KB. That is about 2 MB less peak memory per run, with ASLR kept (see README,
# "Speed"). Needs glibc 2.36 or later and LLVM's linker, lld, which the Swift
# toolchain brings (and SwiftPM's LTO build uses anyway); gold knows no such flag.
[ "$(uname -s)" = Linux ] || exit 0
swiftc=$(command -v "${SWIFTC:-swiftc}") || exit 0
probe=$(mktemp -d) || exit 0
trap 'rm -rf "$probe"' EXIT
printf 'print("ok")\n' > "$probe/probe.swift"
if "$swiftc" "$probe/probe.swift" -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs -o "$probe/probe" >/dev/null 2>&1 \
   && [ "$("$probe/probe" 2>/dev/null)" = ok ]; then
  echo "-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs"
fi
